import { Link } from 'react-router';
import { SUPPORT_ADDRESS } from '@/app/errors/support-address';
import { LegalPage, type LegalSection } from '../components/legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who',
    heading: 'Who we are',
    body: (
      <p>
        Partnerly is a marketplace based in the United Arab Emirates that connects brands, content creators
        and agents. This policy explains what personal data we collect when you use Partnerly, why, who sees
        it, and the choices you have. We handle personal data in line with the UAE Personal Data Protection
        Law (Federal Decree-Law No. 45 of 2021). Questions go to{' '}
        <a href={`mailto:${SUPPORT_ADDRESS}`}>{SUPPORT_ADDRESS}</a>.
      </p>
    ),
  },
  {
    id: 'collect',
    heading: 'What we collect',
    body: (
      <ul>
        <li>
          <strong className="text-foreground">Account details:</strong> your name, e-mail address, account
          type and, for brands, the company name. Your password is stored only as a one-way hash. If you sign
          up as a creator with Google, we receive your name and e-mail address from Google.
        </li>
        <li>
          <strong className="text-foreground">Profile details you choose to add:</strong> for example
          location, gender, bio, content categories, social media links and follower counts, a brand&apos;s
          website and Instagram business profile, an agent&apos;s specialization and experience, and images
          you upload.
        </li>
        <li>
          <strong className="text-foreground">Marketplace activity:</strong> campaigns, applications,
          messages, submitted content, referral and affiliate codes with their clicks, conversions and
          commissions, and the notifications we send you.
        </li>
        <li>
          <strong className="text-foreground">Payments:</strong> for brand plans we keep the plan, the amount,
          the status of each payment and the dates of your subscription. Card details go directly to our
          payment provider; we never see or store your full card number.
        </li>
        <li>
          <strong className="text-foreground">Messages to us:</strong> what you send through the contact form
          or by e-mail.
        </li>
        <li>
          <strong className="text-foreground">Technical data:</strong> your active sessions (so you can see
          and end them) and the IP address of requests, used to keep accounts safe and to limit repeated
          attempts.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    heading: 'How we use it',
    body: (
      <>
        <p>We use personal data to:</p>
        <ul>
          <li>
            create your account, sign you in and keep it secure (including sign-in codes and reset links);
          </li>
          <li>
            show your profile and work to the members you collaborate with, within your privacy settings;
          </li>
          <li>match campaigns and creators, run applications, and track codes and results;</li>
          <li>take payments for brand plans and remind you before a plan ends;</li>
          <li>send the notifications and e-mails you can control in your notification preferences;</li>
          <li>answer your messages, and prevent fraud and abuse.</li>
        </ul>
        <p>We do not sell your personal data, and we do not show third-party advertising on Partnerly.</p>
      </>
    ),
  },
  {
    id: 'share',
    heading: 'Who can see it',
    body: (
      <ul>
        <li>
          <strong className="text-foreground">Other members:</strong> what your profile shows depends on the
          privacy settings in Profile Settings. A brand sees the details of creators who apply to its
          campaigns; a creator sees the brand behind a campaign.
        </li>
        <li>
          <strong className="text-foreground">Service providers</strong> who work on our behalf and only as we
          instruct: our card payment provider, our e-mail delivery service, and our hosting and file storage
          providers.
        </li>
        <li>
          <strong className="text-foreground">Authorities,</strong> when UAE law requires it or to protect the
          rights and safety of our members.
        </li>
      </ul>
    ),
  },
  {
    id: 'browser',
    heading: 'Cookies and browser storage',
    body: (
      <p>
        Partnerly uses one essential cookie to keep you signed in. Your browser also stores a few settings on
        your device: the light or dark theme you chose, which brand profile you are acting as, and whether you
        have already seen the welcome message. We use no advertising or tracking cookies.
      </p>
    ),
  },
  {
    id: 'keep',
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>Account and profile data: for as long as your account exists.</li>
        <li>
          Sign-in codes expire after 10 minutes and can be used once; e-mails carrying codes and links are
          removed from our delivery queue once sent.
        </li>
        <li>Expired notifications are no longer shown to you.</li>
        <li>
          Payment records: as long as UAE accounting and tax rules require, even after an account is deleted.
        </li>
      </ul>
    ),
  },
  {
    id: 'rights',
    heading: 'Your choices and rights',
    body: (
      <>
        <ul>
          <li>
            <strong className="text-foreground">See and correct:</strong> edit your details in Profile
            Settings at any time.
          </li>
          <li>
            <strong className="text-foreground">Take a copy:</strong> download your data as a file from the
            privacy tab of <Link to="/profile?tab=privacy">Profile Settings</Link>.
          </li>
          <li>
            <strong className="text-foreground">Control visibility and e-mail:</strong> choose who sees your
            profile and which notifications reach you by e-mail.
          </li>
          <li>
            <strong className="text-foreground">Delete:</strong> delete your account from Profile Settings.
          </li>
        </ul>
        <p>
          You can also ask us to restrict or stop a particular use of your data, or complain about how we
          handled it, by writing to <a href={`mailto:${SUPPORT_ADDRESS}`}>{SUPPORT_ADDRESS}</a>. If you are
          not satisfied with our answer, you may contact the UAE Data Office.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        Connections to Partnerly are encrypted, passwords are hashed, sign-in attempts are limited, and each
        member can only reach their own data and what others chose to share with them. No system is perfectly
        secure; if we learn of a breach that affects your data, we will tell you and the authorities as the
        law requires.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Children and changes to this policy',
    body: (
      <>
        <p>Partnerly is not meant for anyone under 18, and we do not knowingly collect their data.</p>
        <p>
          We will show the date of the latest version at the top of this page and tell account holders before
          significant changes take effect. The <Link to="/terms">Terms of Service</Link> explain the rules for
          using Partnerly.
        </p>
      </>
    ),
  },
];

/** /privacy: the Privacy Policy the onboarding checkbox refers to. */
export function PrivacyRoute() {
  return (
    <LegalPage
      document="privacy"
      title="Privacy Policy"
      summary="What personal data Partnerly collects, why we need it, who can see it, and how you can see, download or delete it."
      sections={SECTIONS}
      related={{ to: '/terms', label: 'Terms of Service' }}
    />
  );
}

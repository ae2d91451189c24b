import { Link } from 'react-router';
import { SupportEmailLink } from '@/components/support-email-link';
import type { LegalSection, LegalText } from '../components/legal-page';

// The Terms of Service in English (the Arabic translation is terms.ar.tsx, section for section).

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'about',
    heading: 'About these terms',
    body: (
      <>
        <p>
          Partnerly is an online marketplace based in the United Arab Emirates where brands publish campaigns,
          content creators apply to them, and agents support the creators they represent. These Terms of
          Service apply whenever you visit Partnerly or use an account on it.
        </p>
        <p>
          By creating an account you confirm that you have read and accept these terms and our{' '}
          <Link to="/privacy">Privacy Policy</Link>. If you do not accept them, please do not use Partnerly.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <ul>
        <li>You must be at least 18 years old, or the age of majority where you live, to open an account.</li>
        <li>
          The details you give us (name, e-mail address, company name for brands) must be true and kept up to
          date. A brand account must be opened by someone allowed to act for that business.
        </li>
        <li>
          Keep your password to yourself. You are responsible for what happens in your account; tell us at
          once at <SupportEmailLink /> if you think someone else has used it. You can sign out of your other
          sessions from Profile Settings.
        </li>
        <li>Creator and brand accounts can be opened today; agency accounts are coming soon.</li>
      </ul>
    ),
  },
  {
    id: 'marketplace',
    heading: 'How the marketplace works',
    body: (
      <>
        <p>
          Partnerly connects brands and creators and gives them tools for campaigns, applications, messages,
          content approval, referral and affiliate codes, and reporting. Each collaboration is an agreement
          between the brand and the creator (and the creator&apos;s agent, where there is one). Partnerly is
          not a party to that agreement and does not guarantee that any campaign, application or collaboration
          will go ahead or succeed.
        </p>
        <p>
          Figures shown on dashboards (such as clicks, conversions and commissions) come from the codes and
          links tracked on Partnerly. We work to keep them accurate, but they may not capture activity that
          happens elsewhere.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    heading: 'Acceptable use',
    body: (
      <>
        <p>When you use Partnerly you agree not to:</p>
        <ul>
          <li>
            publish anything unlawful, misleading, hateful, or that infringes someone else&apos;s rights;
          </li>
          <li>
            promote products or services that may not lawfully be advertised in the UAE, or hide that content
            is sponsored where the law or the platform you publish on requires you to disclose it;
          </li>
          <li>impersonate anyone, create fake accounts, or inflate followers, clicks or conversions;</li>
          <li>
            harass other members or use their contact details for anything other than the collaboration;
          </li>
          <li>
            interfere with the service, probe it for weaknesses without our permission, or collect data from
            it by automated means.
          </li>
        </ul>
        <p>
          Creators who publish sponsored content are responsible for holding any licence or permit the UAE
          authorities require for paid advertising on social media.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    heading: 'Your content',
    body: (
      <>
        <p>
          You keep ownership of what you upload or write on Partnerly: profile details, images, campaign
          briefs, applications and submitted content. You give Partnerly a non-exclusive, royalty-free licence
          to store, display and process that content only as needed to run the service for you and the members
          you share it with.
        </p>
        <p>
          What a brand may do with a creator&apos;s content after a collaboration is for the brand and the
          creator to agree between themselves. You must have the rights to everything you upload.
        </p>
      </>
    ),
  },
  {
    id: 'plans',
    heading: 'Brand plans and payments',
    body: (
      <ul>
        <li>
          Brands need a plan to publish campaigns. Plans are priced per month in UAE dirhams (AED), tax
          included: Basic 320 AED and Premium 530 AED. Enterprise is priced on request after our team contacts
          you.
        </li>
        <li>
          Card payments are processed by our payment provider. Partnerly never sees or stores your full card
          number. A plan becomes active only once the provider confirms the payment.
        </li>
        <li>
          A paid plan runs for 30 days. It does not renew by itself: we remind you before it ends, and you
          keep the plan if you pay for the next period. If you do not renew, your account moves to the free
          state when the period ends; you keep your data.
        </li>
        <li>
          You can stop at any time by not renewing. Payments already made are not refunded for the unused part
          of a period, unless the law requires it or we agree otherwise. Write to us if you think you were
          charged in error.
        </li>
        <li>
          The limits of each plan (campaign posts, creators per campaign, QR codes and redemptions) are shown
          on the pricing page and apply to each 30-day period.
        </li>
      </ul>
    ),
  },
  {
    id: 'ending',
    heading: 'Suspending or closing an account',
    body: (
      <>
        <p>
          You can delete your account at any time from Profile Settings. We may suspend or close an account
          that breaks these terms or the law, or that puts other members at risk. Where we can, we will tell
          you why and give you a chance to respond first.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    heading: 'Availability and liability',
    body: (
      <>
        <p>
          We aim to keep Partnerly available and secure, but we provide it as it is and cannot promise it will
          always be uninterrupted or free of errors. We may change or stop features, and we will give notice
          of changes that take away something you pay for.
        </p>
        <p>
          As far as the law allows, Partnerly is not liable for indirect or consequential losses, or for the
          acts of brands, creators or agents. Nothing in these terms limits liability that cannot be limited
          under UAE law.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes, law and contact',
    body: (
      <>
        <p>
          We may update these terms. We will show the date of the latest version at the top of this page and
          tell account holders by e-mail or in the app before significant changes take effect.
        </p>
        <p>
          These terms are governed by the laws of the United Arab Emirates, and the courts of the UAE have
          jurisdiction over any dispute that cannot first be settled with us informally.
        </p>
        <p>
          Contact: <SupportEmailLink /> or the <Link to="/contact?type=general">contact form</Link>.
        </p>
      </>
    ),
  },
];

export const TERMS_EN: LegalText = {
  title: 'Terms of Service',
  summary:
    'The rules for using Partnerly, in plain language: who can open an account, how the marketplace and brand plans work, and what we expect from every member.',
  sections: SECTIONS,
};

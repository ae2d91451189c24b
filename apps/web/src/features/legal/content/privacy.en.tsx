import { Link } from 'react-router';
import { SupportEmailLink } from '@/components/support-email-link';
import { usePublicConfig } from '@/lib/public-config';
import type { LegalSection, LegalText } from '../components/legal-page';

// The Privacy Policy in English (the Arabic translation is privacy.ar.tsx, section for section).

/** Where uploaded files are kept on this installation (GET /api/config: S3_BUCKET, S3_REGION, S3_ENDPOINT). */
function FileStorageSentence() {
  const storage = usePublicConfig().data?.fileStorage;
  if (!storage) return <>Files you upload are kept with our file storage.</>;
  if (storage.kind === 'server') {
    return (
      <>
        Files you upload (photos, logos, documents, attachments) are kept on our own server, with the
        database.
      </>
    );
  }
  if (storage.kind === 'aws') {
    return (
      <>
        Files you upload (photos, logos, documents, attachments) are kept in Amazon S3, in the{' '}
        <code>{storage.region}</code> region
        {storage.region === 'me-central-1' ? ' (United Arab Emirates)' : ', which is outside the UAE'}.
      </>
    );
  }
  return (
    <>
      Files you upload (photos, logos, documents, attachments) are kept with an S3-compatible storage
      provider; write to us to learn its name and country.
    </>
  );
}

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who',
    heading: 'Who we are',
    body: (
      <p>
        Partnerly is a marketplace based in the United Arab Emirates that connects brands, content creators
        and agents. This policy explains what personal data we collect when you use Partnerly, why, who sees
        it, where it is kept, and the choices you have. We handle personal data in line with the UAE Personal
        Data Protection Law (Federal Decree-Law No. 45 of 2021, the &ldquo;PDPL&rdquo;). Questions go to{' '}
        <SupportEmailLink />.
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
          up as a creator with Google, Google gives us your name, e-mail address and the address of your
          Google profile picture, and the sign-in tokens Google issues; we keep these with your account and
          use them only to sign you in.
        </li>
        <li>
          <strong className="text-foreground">Profile details you choose to add:</strong> for example
          location, gender, bio, content categories, social media links and follower counts, a brand&apos;s
          website, phone number and Instagram business profile, an agent&apos;s specialisation and experience,
          and images you upload.
        </li>
        <li>
          <strong className="text-foreground">Marketplace activity:</strong> campaigns, applications and
          offers, messages and chat requests, submitted content and results, verification requests (for brands
          and agents, the trade licence number and document), disputes and reports, referral and affiliate
          codes with their views, copies and clicks, the order totals brands import to match orders to codes,
          check-ins and points, your calendar, and the notifications we send you.
        </li>
        <li>
          <strong className="text-foreground">Payments:</strong> for brand plans we keep the plan, the amount,
          the status of each payment and the dates of your subscription. Card details go directly to our
          payment provider; we never see or store your full card number.
        </li>
        <li>
          <strong className="text-foreground">Messages to us:</strong> what you send through the contact form
          (with the IP address it came from, to limit spam) or by e-mail.
        </li>
        <li>
          <strong className="text-foreground">Technical data:</strong> your active sessions with their IP
          address and browser (so you can see and end them), and the IP address of requests, used to keep
          accounts safe and to limit repeated attempts. After failed sign-ins we keep the e-mail address that
          was tried, to slow down guessing.
        </li>
      </ul>
    ),
  },
  {
    id: 'visitors',
    heading: 'Visitors and shoppers who are not members',
    body: (
      <>
        <p>
          Some Partnerly pages are open to anyone: a creator&apos;s public page (<code>/creator/…</code>), the
          links on it that lead to a brand&apos;s shop, and the page that redeems a brand&apos;s private QR
          code (<code>/r/…</code>). When you use them without an account:
        </p>
        <ul>
          <li>
            <strong className="text-foreground">Creator pages and their links:</strong> we count views, copies
            and clicks of each code. To count each visitor once we store a keyed hash of an anonymous cookie
            (or, without it, of your IP address and browser), never the cookie, address or browser itself.
          </li>
          <li>
            <strong className="text-foreground">Redeeming a QR code:</strong> to allow one redemption per
            device and stop abuse, we store a keyed hash of a device cookie, a keyed hash of your IP address
            (IPv6: your network), and a hash the page computes from your browser&apos;s settings (browser,
            language, screen, time zone and how it draws an image), with the time and the outcome.
          </li>
        </ul>
        <p>
          The creator and the brand see only counts and outcomes, never these hashes. We keep them with no end
          date; the redemptions of a QR code are deleted when the brand deletes the code.
        </p>
      </>
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
          <li>
            send news and offers from Partnerly by e-mail, only if you opted in to marketing e-mails (off
            unless you turn it on);
          </li>
          <li>answer your messages, and prevent fraud and abuse.</li>
        </ul>
        <p>
          We do not sell your personal data, we do not show third-party advertising on Partnerly, and we
          collect no usage analytics about how you use the app.
        </p>
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
          campaigns and their results on its own campaigns; a creator sees the brand behind a campaign; an
          agent sees the work of the creators they represent. The people in a conversation see its messages. A
          creator&apos;s public page can be seen by anyone with the link.
        </li>
        <li>
          <strong className="text-foreground">Your brand&apos;s team:</strong> in a brand workspace, owners
          and managers see all of its campaigns, applications, conversations and results, and members see
          those of the brand profiles they are assigned to. Owners also see the workspace&apos;s activity
          list, which names who did what, and its billing.
        </li>
        <li>
          <strong className="text-foreground">Partnerly admins:</strong> our staff can read accounts and
          profiles, verification requests with their documents, disputes with their evidence, reported
          content, and a conversation once someone reports it. Super admins can also change an account&apos;s
          name, e-mail address, type and verification, and suspend accounts. Every change an admin makes is
          logged.
        </li>
        <li>
          <strong className="text-foreground">Service providers</strong> who work on our behalf and only as we
          instruct: our card payment provider (Ziina, which receives the amount and plan, not your name or
          e-mail), our e-mail delivery service, and our hosting and file storage providers. Google takes part
          only when you choose to sign in with Google.
        </li>
        <li>
          <strong className="text-foreground">Authorities,</strong> when UAE law requires it or to protect the
          rights and safety of our members.
        </li>
      </ul>
    ),
  },
  {
    id: 'where',
    heading: 'Where your data is kept',
    body: (
      <>
        <p>
          Your data is kept in our database with our hosting provider. <FileStorageSentence />
        </p>
        <p>
          Some service providers may handle data outside the UAE: the e-mail delivery service that carries our
          e-mails, Google when you sign in with Google, and our payment provider for card payments. We
          transfer personal data outside the UAE only as Articles 22 and 23 of the PDPL allow: to a country
          with adequate data protection, or with the safeguards and in the cases the law sets out. Write to{' '}
          <SupportEmailLink /> to learn which providers and countries apply.
        </p>
      </>
    ),
  },
  {
    id: 'browser',
    heading: 'Cookies and browser storage',
    body: (
      <>
        <p>
          We use no advertising or tracking cookies. Partnerly sets these cookies, all needed for the service
          (on secure connections the first two names start with <code>__Secure-</code>):
        </p>
        <ul>
          <li>
            <strong className="text-foreground">
              <code>partnerly.session_token</code>
            </strong>{' '}
            keeps you signed in. It lasts 7 days and is renewed while you use Partnerly; signing out ends it.
          </li>
          <li>
            <strong className="text-foreground">
              <code>partnerly.sign_up</code>
            </strong>{' '}
            is set when you sign up, for 7 days, so that confirming your e-mail address in the same browser
            keeps the password you chose.
          </li>
          <li>
            <strong className="text-foreground">
              <code>partnerly_visitor</code>
            </strong>{' '}
            is an anonymous random number set by a creator&apos;s public page, for 1 year, so that each
            visitor is counted once.
          </li>
          <li>
            <strong className="text-foreground">
              <code>partnerly_device</code>
            </strong>{' '}
            is a signed random number set when you redeem a QR code, for 400 days, so that each device can
            redeem a code only once.
          </li>
        </ul>
        <p>
          Your browser also stores a few things on your device: the light or dark theme you chose, the
          language you chose, which brand profile you are acting as, whether you have already seen the welcome
          message, and, until you close the tab, the progress of the sign-up form (never your password) and
          messages you have typed but not sent yet.
        </p>
      </>
    ),
  },
  {
    id: 'keep',
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>
          Account, profile and marketplace data: for as long as your account exists, unless you delete an item
          yourself. <a href="#deletion">Deleting your account</a> explains what it removes and what stays.
        </li>
        <li>
          Sign-in codes expire after 10 minutes and can be used once; password reset links expire after 1
          hour, and e-mail confirmation links after 7 days.
        </li>
        <li>
          E-mails are removed from our delivery queue once delivered; an e-mail that still fails after
          repeated tries stays in the queue.
        </li>
        <li>Notifications stay until you delete them; expired ones are no longer shown to you.</li>
        <li>The e-mail address of failed sign-ins is cleared when the account next signs in successfully.</li>
        <li>
          We do not yet delete the following automatically after a set time, so they stay with no end date:
          payment and billing records (also after an account is deleted, as UAE accounting and tax rules
          require), messages sent through the contact form, records of failed sign-ins, the visitor and device
          hashes described above, and logs of admin actions.
        </li>
      </ul>
    ),
  },
  {
    id: 'deletion',
    heading: 'Deleting your account',
    body: (
      <>
        <p>
          You can delete your account from Profile Settings. If you are the only owner of a brand workspace
          that has other people, first make someone else an owner. When you delete your account, at once:
        </p>
        <ul>
          <li>
            your name and e-mail address are replaced with &ldquo;Deleted user&rdquo;, your profile details
            and photo are removed, and your password, Google link and sessions are deleted;
          </li>
          <li>
            every file you uploaded is deleted (photos, logos, verification documents, dispute evidence,
            message attachments and content screenshots), with your social links, privacy settings and help
            requests; your contact-form messages keep only their type and date;
          </li>
          <li>
            you are removed from brands&apos; saved creator lists, your failed sign-ins are cleared, and your
            name, e-mail and phone are removed from enterprise plan enquiries you sent;
          </li>
          <li>
            you leave your brand workspace; if you were its only person, its brand profiles are blanked and
            its subscription ends.
          </li>
        </ul>
        <p>
          Other records stay, linked to the anonymised &ldquo;Deleted user&rdquo;, because other members
          worked with you and need their history to stay whole, or because the law or our safety duties
          require them: messages and chat requests you sent, applications, offers, submitted content and
          results, verification requests (including a trade licence number), disputes and reports,
          notifications and their settings, calendar events, check-ins and points, affiliate codes with their
          counts, your public page&apos;s link (the page stops working), agent representations, your consent
          records, logs of admin actions, and payment and billing records. A brand workspace&apos;s activity
          list keeps the name it showed when you acted.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    heading: 'Your choices and rights',
    body: (
      <>
        <p>Under the PDPL you have these rights, and these are the ways to use them:</p>
        <ul>
          <li>
            <strong className="text-foreground">Access and a copy:</strong> download your data as a file from
            the privacy tab of <Link to="/profile?tab=privacy">Profile Settings</Link>. It holds what you gave
            and did on Partnerly, including messages others sent you in your own conversations and your
            consent records. Other people appear in it as little as possible, mostly by an id.
          </li>
          <li>
            <strong className="text-foreground">Correction:</strong> edit your details in Profile Settings at
            any time. To change your e-mail address, write to us.
          </li>
          <li>
            <strong className="text-foreground">Deletion:</strong> delete your account from Profile Settings
            (see <a href="#deletion">Deleting your account</a>), or delete single items such as uploads,
            links, notifications and calendar events.
          </li>
          <li>
            <strong className="text-foreground">Withdrawing consent:</strong> marketing e-mails are sent only
            if you opted in. You can stop them at any time with one click on the unsubscribe link in every
            marketing e-mail, or with the marketing switch in your settings.
          </li>
          <li>
            <strong className="text-foreground">Control visibility and e-mail:</strong> choose who sees your
            profile, your contact details and social links, who can message you, and which notifications reach
            you by e-mail.
          </li>
          <li>
            <strong className="text-foreground">Objection and restriction:</strong> ask us to stop or restrict
            a particular use of your data by writing to <SupportEmailLink />.
          </li>
        </ul>
        <p>
          To complain about how we handled your data, write to <SupportEmailLink /> first. If you are not
          satisfied with our answer, you may complain to the UAE Data Office.
        </p>
      </>
    ),
  },
  {
    id: 'consents',
    heading: 'Records of your consent',
    body: (
      <p>
        We record each time you accept the Terms of Service or this Privacy Policy (when you sign up, and
        again when a new version asks you to accept it) and each time you turn marketing e-mails on or off, by
        the switch or by an unsubscribe link. Each record keeps what it was about, the version of the
        document, your choice, where you made it and when. Records are added, never changed. You can see them
        on the privacy tab of Profile Settings and in your data download. We keep them as proof of your
        choices, also after you delete your account.
      </p>
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
          The date of the latest version is shown at the top of this page. When we change this policy, every
          account holder is asked to read and accept the new version the next time they use Partnerly. The{' '}
          <Link to="/terms">Terms of Service</Link> explain the rules for using Partnerly.
        </p>
      </>
    ),
  },
];

export const PRIVACY_EN: LegalText = {
  title: 'Privacy Policy',
  summary:
    'What personal data Partnerly collects, why we need it, who can see it, and how you can see, download or delete it.',
  sections: SECTIONS,
};

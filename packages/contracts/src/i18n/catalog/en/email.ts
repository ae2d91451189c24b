// E-mails and notifications, rendered on the server in the recipient's language.
export const email = {
  // E-mails: the frame and notification copies
  'email.greeting': 'Hi,',
  'email.greetingNamed': 'Hi {name},',
  'email.tagline': 'Partnerly · Connect. Collaborate. Create amazing campaigns.',
  'email.notificationFooter': 'You get this e-mail because e-mail is on for this kind of notification.',
  'email.notificationFooterChange': 'Change it here: {url}',
  'email.notificationPreferences': 'Change your notification preferences',
  'email.openInPartnerly': 'Open in Partnerly',

  // Applications: the approval (notification and e-mail)
  'applications.approvedTitle': 'Application approved',
  'applications.approved': '{brand} approved your application to "{campaign}".',
  'applications.approvedAtRate':
    '{brand} accepted your rate of {rate} and approved your application to "{campaign}".',
  'applications.affiliateCodeNote': 'Your affiliate code is {code}.',
} as const satisfies Record<string, string>;

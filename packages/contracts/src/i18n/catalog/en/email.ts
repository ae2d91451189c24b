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
  // Applications: the other notifications (title and message)
  'notifications.applicationReceived.title': 'New application',
  'notifications.applicationReceived.message': '{creator} applied to "{campaign}".',
  'notifications.negotiationReceived.title': 'New negotiation request',
  'notifications.negotiationReceived.message': '{creator} proposed {rate} for "{campaign}".',
  'notifications.applicationRejected.title': 'Application rejected',
  'notifications.applicationRejected.message': '{brand} rejected your application to "{campaign}".',
  'notifications.counterByBrand.title': 'Counter offer received',
  'notifications.counterByBrand.message': '{brand} offered {rate} for "{campaign}".',
  'notifications.counterByCreator.title': 'Counter offer received',
  'notifications.counterByCreator.message': '{creator} asked for {rate} for "{campaign}".',
  'notifications.counterAccepted.title': 'Counter offer accepted',
  'notifications.counterAccepted.message':
    '{creator} accepted {rate} for "{campaign}". Approve the application to start working together.',
  'notifications.negotiationRejected.title': 'Negotiation rejected',
  'notifications.negotiationRejected.message': '{brand} declined your proposal for "{campaign}".',
  'notifications.counterDeclined.title': 'Counter offer declined',
  'notifications.counterDeclined.message': '{creator} declined your counter offer for "{campaign}".',
  'notifications.applicationWithdrawn.title': 'Application withdrawn',
  'notifications.applicationWithdrawn.message': '{creator} withdrew their application to "{campaign}".',
} as const satisfies Record<string, string>;

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

  // Agents: representation requests
  'notifications.agentRequest.title': 'New agent request',
  'notifications.agentRequest.message': '{agent} would like to represent you on Partnerly.{note}',
  'notifications.agentRequestAccepted.title': 'Agent request accepted',
  'notifications.agentRequestAccepted.message':
    '{creator} accepted your request. You can now apply to campaigns for them.',
  'notifications.agentRequestDeclined.title': 'Agent request declined',
  'notifications.agentRequestDeclined.message': '{creator} declined your request to represent them.',

  // Verification requests
  'notifications.brandVerified.title': 'Your brand is verified',
  'notifications.brandVerified.message':
    'An admin approved your verification request. Your brand now shows as verified, and your campaigns can award points.',
  'notifications.accountVerified.title': 'Your account is verified',
  'notifications.accountVerified.message':
    'An admin approved your verification request. Your profile now shows the verified badge.',
  'notifications.verificationNotApproved.title': 'Verification request not approved',
  'notifications.verificationNotApproved.message':
    'An admin reviewed your verification request. Reason: {reason}. You can send a new request from your profile.',

  // Content and results (submissions)
  'notifications.openCampaignWork': 'Open the campaign work',
  'notifications.reviewContent': 'Review the content',
  'notifications.reviewResults': 'Review the results',
  'notifications.contentDue.title': 'Content due within 48 hours',
  'notifications.contentDue.message': 'Your content for "{campaign}" is due by the end of {date} (UTC).',
  'notifications.contentDueForCreator.title': 'Content due within 48 hours',
  'notifications.contentDueForCreator.message':
    '{creator}\'s content for "{campaign}" is due by the end of {date} (UTC).',

  // Content reviews
  'notifications.feedback': 'Feedback: {feedback}',
  'notifications.allContentApproved': 'All the content for this campaign is approved now.',
  'notifications.contentSubmitted.title': 'Content submitted',
  'notifications.contentSubmitted.message': '{creator} submitted {platform} content for "{campaign}".',
  'notifications.contentResubmitted.title': 'Content resubmitted',
  'notifications.contentResubmitted.message':
    '{creator} resubmitted their {platform} content for "{campaign}".',
  'notifications.contentApproved.title': 'Content approved',
  'notifications.contentApproved.message':
    '{brand} approved {whose, select, own {your} other {{creator}\'s}} {platform} content for "{campaign}".{more}',
  'notifications.revisionRequested.title': 'Revision requested',
  'notifications.revisionRequested.message':
    '{brand} asked for a revision of {whose, select, own {your} other {{creator}\'s}} {platform} content for "{campaign}".{more}',
  'notifications.contentRejected.title': 'Content rejected',
  'notifications.contentRejected.message':
    '{brand} rejected {whose, select, own {your} other {{creator}\'s}} {platform} content for "{campaign}".{more}',

  // Final results and payouts
  'notifications.payoutReference': 'Reference: {reference}.',
  'notifications.resultsSubmitted.title': 'Results submitted',
  'notifications.resultsSubmitted.message': '{creator} submitted the final results for "{campaign}".',
  'notifications.resultsResubmitted.title': 'Results resubmitted',
  'notifications.resultsResubmitted.message': '{creator} resubmitted the final results for "{campaign}".',
  'notifications.resultsApproved.title': 'Campaign Completed!',
  'notifications.resultsApproved.message':
    '{brand} approved {whose, select, own {your} other {{creator}\'s}} final results for "{campaign}". Payout approved: {payout}.',
  'notifications.resultsCorrection.title': 'Results correction requested',
  'notifications.resultsCorrection.message':
    '{brand} asked for a correction of {whose, select, own {your} other {{creator}\'s}} final results for "{campaign}". Message: {correction}',
  'notifications.payoutPaid.title': 'Payment received',
  'notifications.payoutPaid.message':
    '{brand} paid {whose, select, own {your} other {{creator}\'s}} payout of {payout} for "{campaign}" on {paidOn}.{reference}',

  // Moderation: reports and take-downs
  'notifications.publicPageTakenDown.title': 'Your public page was taken down',
  'notifications.publicPageTakenDown.message':
    'The Partnerly team deactivated your share link {path} after a report. Reason: {reason}',
  'notifications.qrCodeTakenDown.title': 'A QR code was taken down',
  'notifications.qrCodeTakenDown.message':
    'The Partnerly team deactivated {code} ({campaign}) after a report. Reason: {reason}',
  'notifications.reportedTarget':
    '{target, select, campaign {the campaign you reported} public_page {the public page you reported} code {the code you reported} conversation {the conversation you reported} other {the content you reported}}',
  'notifications.reportTakenDown.title': 'Reported content taken down',
  'notifications.reportTakenDown.message':
    'We reviewed your report of {what} and took it down. Thank you for helping keep Partnerly safe.',
  'notifications.reportReviewed.title': 'Your report was reviewed',
  'notifications.reportReviewed.message':
    'We reviewed your report of {what} and found it does not break our rules, so it stays up. Thank you for telling us.',

  // Advertiser Permits
  'notifications.permitVerified.title': 'Advertiser Permit verified',
  'notifications.permitVerified.message':
    'An admin verified your Advertiser Permit {number}. Brands now see it as verified.',
  'notifications.permitRejected.title': 'Advertiser Permit rejected',
  'notifications.permitRejected.message': 'An admin could not verify your permit: {reason}',
  'notifications.permitExpiring.title':
    '{days, plural, =0 {Your Advertiser Permit expires today} one {Your Advertiser Permit expires in # day} other {Your Advertiser Permit expires in # days}}',
  'notifications.permitExpiring.message':
    'Your UAE Advertiser Permit expires on {date}. Renew it with the UAE Media Council and enter the new expiry date on your profile.',
  'notifications.updatePermit': 'Update your permit',

  // Workspaces and disputes
  'notifications.removedFromWorkspace.title': 'Removed from workspace',
  'notifications.removedFromWorkspace.message':
    'You were removed from the {name} brand workspace. Its campaigns and profiles are no longer available to you.',
  'notifications.disputeOpened.title': 'Dispute opened',
  'notifications.disputeOpened.message':
    '{opener} opened a {kind, select, payment {payment} content {content} deadline {deadline} communication {communication} other {other}} dispute on "{campaign}". The Partnerly team will look into it and keep you informed.',
  'notifications.disputeInvestigating.title': 'Dispute under investigation',
  'notifications.disputeInvestigating.message':
    'The Partnerly team is investigating the {kind, select, payment {payment} content {content} deadline {deadline} communication {communication} other {other}} dispute on "{campaign}".',
  'notifications.disputeResolved.title': 'Dispute resolved',
  'notifications.disputeResolved.message':
    'The Partnerly team resolved the {kind, select, payment {payment} content {content} deadline {deadline} communication {communication} other {other}} dispute on "{campaign}": {outcome, select, in_favour_of_initiator {in favour of the side that opened it} in_favour_of_respondent {in favour of the other side} partial {partly in favour of each side} no_action {no action needed} other {resolved}}. Open the application to read the resolution.',
  'notifications.newDispute.title': 'New dispute',
  'notifications.newDispute.message':
    '{opener} opened a {kind, select, payment {payment} content {content} deadline {deadline} communication {communication} other {other}} dispute on "{campaign}".',

  // Network: campaign invitations
  'notifications.campaignInvite.title': 'Campaign invitation',
  'notifications.campaignInvite.message':
    '{brand} invited you to their private campaign "{campaign}". Have a look and apply if it suits you.',
  'notifications.campaignInvite.subject': '{shortBrand} invited you to a campaign',
  'notifications.viewCampaign': 'View the campaign',

  // Messaging
  'notifications.conversationClosed.title': 'A conversation was closed',
  'notifications.conversationClosed.message':
    'The Partnerly team closed one of your conversations after a report; you can still read it. Reason: {reason}',
  'notifications.chatRequest.title': 'New chat request',
  'notifications.chatRequest.message': '{sender} would like to chat with you: {message}',
  'notifications.seeRequest': 'See the request',
  'notifications.chatAccepted.title': 'Chat request accepted',
  'notifications.chatAccepted.message': '{creator} accepted your chat request. You can message them now.',
  'notifications.openConversation': 'Open the conversation',
  'notifications.chatDeclined.title': 'Chat request declined',
  'notifications.chatDeclined.message': '{creator} declined your chat request.',

  // Check-ins and campaigns
  'notifications.pointsEarned.title':
    '{points, plural, one {You earned # point} other {You earned # points}}',
  'notifications.pointsEarned.message':
    '{points, plural, one {You checked in at {campaign} and earned # point.} other {You checked in at {campaign} and earned # points.}}',
  'notifications.checkedIn.title': 'Checked in',
  'notifications.checkedIn.message': 'You checked in at {campaign}.',
  'notifications.campaignClosed.title': 'Campaign closed by Partnerly',
  'notifications.campaignClosed.message':
    'The Partnerly team closed "{campaign}". Reason: {reason} It no longer accepts applications and cannot be reactivated.',
  'notifications.campaignPaused.title': 'Campaign paused by Partnerly',
  'notifications.campaignPaused.message':
    'The Partnerly team paused "{campaign}". Reason: {reason} Fix what the team asks, then reactivate it from your campaigns.',
  'notifications.campaignWithdrawn.title': 'Campaign withdrawn',
  'notifications.campaignWithdrawn.message':
    'The brand withdrew "{campaign}", so your application to it is closed. Nothing else is needed from you.',
  'notifications.campaignWithdrawn.subject': 'Campaign withdrawn: {campaign}',

  // Support: the answer (e-mail and notification)
  'notifications.supportAnswered.title': 'Support answered: {subject}',
  'support.replyEmail.title': 'Your support request was answered',
  'support.replyEmail.answered': 'The Partnerly team answered your request {subject}:',
  'support.replyEmail.yourRequest': 'Your request:',
  'support.replyEmail.seeRequests': 'See your requests',

  // Enterprise plans (notification and e-mail)
  'notifications.enterpriseActive.title': 'Your Enterprise plan is active',
  'notifications.enterpriseActive.message':
    'The Partnerly team activated your Enterprise plan until {date}: {qr} QR codes a month and {redemptions} redemptions per code.',
  'notifications.enterpriseUpdated.title': 'Your Enterprise plan was updated',
  'notifications.enterpriseUpdated.message':
    'The Partnerly team updated your Enterprise plan until {date}: {qr} QR codes a month and {redemptions} redemptions per code.',
  'email.enterprise.planLimits': 'Campaign posts a month: {campaigns}. Creators per campaign: {creators}.',
  'email.enterprise.accountManager':
    'Your account manager will contact you before the end date about extending it.',
  'notifications.limitRequestApproved.title': 'Your limit request was approved',
  'notifications.limitRequestApproved.message':
    'Your Enterprise plan now allows {qr} QR codes a month and {redemptions} redemptions per code.',
  'notifications.limitRequestDeclined.title': 'Your limit request was declined',
  'notifications.limitRequestDeclined.message':
    'Your request for {qr} QR codes a month and {redemptions} redemptions per code was declined. Reason: {reason}',
  'email.enterprise.limitsUnchanged':
    'Your current limits stay as they are. You can send a new request from the QR Codes tab at any time.',
  'email.enterprise.viewPlan': 'View your plan',

  // Subscriptions: payments, renewals (e-mails and notifications)
  'email.subscriptionActive.subject': 'Your {plan} subscription is active',
  'email.subscriptionActive.title': 'Payment Successful!',
  'email.subscriptionActive.received':
    'Thank you. We received {amount} (tax included) and your {plan} subscription is activated.',
  'email.subscriptionActive.receipt':
    'Receipt: {plan} plan for the period {from} to {to}. Payment reference {reference}.',
  'email.subscriptionActive.paidUntil':
    'Your plan is paid until {paidUntil}. We will remind you before it needs renewing.',
  'email.subscriptionActive.action': 'Continue to Dashboard',
  'notifications.paymentSuccessful.title': 'Payment Successful!',
  'notifications.paymentSuccessful.message': 'Your {plan} subscription is activated until {date}.',
  'email.renewalReminder.subject': 'Renew your {plan} plan by {date}',
  'email.renewalReminder.title': 'Your subscription renews soon',
  'email.renewalReminder.paidUntil': 'Your {plan} plan is paid until {date}.',
  'email.renewalReminder.pay':
    'Pay {amount} (tax included) for the next 30 days to keep your campaigns and QR codes going. Without payment your account moves to the free plan on that date.',
  'email.renewalReminder.action': 'Pay {amount}',
  'notifications.renewalDue.title': 'Your subscription renews soon',
  'notifications.renewalDue.message': 'Pay {amount} by {date} to keep your {plan} plan for the next 30 days.',
  'email.subscriptionEnded.subject': 'Your {plan} subscription has ended',
  'email.subscriptionEnded.title': 'Your subscription has ended',
  'email.subscriptionEnded.body':
    'Your {plan} plan has ended and your account is now on the free plan. You can resubscribe at any time.',
  'email.subscriptionEnded.action': 'View Plans',
  'notifications.subscriptionEnded.title': 'Your subscription has ended',
  'notifications.subscriptionEnded.message':
    'Your {plan} plan has ended and your account is on the free plan. Resubscribe any time.',
  'email.taxDocument.kind':
    '{kind, select, invoice {Tax Invoice} credit_note {Tax Credit Note} other {Tax document}}',
  'email.taxDocument.subject': '{title} {number} from Partnerly',
  'email.taxDocument.issued': '{title} {number}, issued {date}.',
  'email.taxDocument.total': 'Total {total}, including VAT of {vat}.',
  'email.taxDocument.history': 'Your invoices and credit notes are in Billing history on your Account page.',
  'email.taxDocument.action': 'Download {title} (PDF)',

  // Account e-mails (auth)
  'email.passwordReset.subject': 'Reset your Partnerly password',
  'email.passwordReset.title': 'Reset your password',
  'email.passwordReset.textBody':
    'We received a request to reset your password. Open this link to choose a new one (it works once and expires in 1 hour):',
  'email.passwordReset.htmlBody':
    'We received a request to reset your password. The link works once and expires in 1 hour.',
  'email.passwordReset.action': 'Choose a new password',
  'email.passwordReset.ignore': 'If you did not ask for this, ignore this e-mail.',
  'email.signInCode.subject': 'Your Partnerly sign-in code: {code}',
  'email.signInCode.title': 'Your sign-in code',
  'email.signInCode.textBody': 'Your sign-in code is {code}. It expires in 10 minutes and works once.',
  'email.signInCode.ignore': 'If you did not ask for it, ignore this e-mail.',
  'email.signInCode.intro': 'Your sign-in code is',
  'email.signInCode.expiry': 'It expires in 10 minutes and works once.',
  'email.confirmAddress.subject': 'Your Partnerly confirmation code: {code}',
  'email.confirmAddress.title': 'Welcome to Partnerly',
  'email.confirmAddress.codeLine':
    'To finish creating your account, enter this code where you signed up (it expires in {minutes, plural, one {# minute} other {# minutes}} and works once):',
  'email.confirmAddress.linkLine':
    'Or confirm your address and sign in with this link (it works for {days, plural, one {# day} other {# days}}):',
  'email.confirmAddress.action': 'Confirm my e-mail address',
  'email.confirmAddress.ignore': 'If you did not sign up for Partnerly, ignore this e-mail.',
  'email.accountExists.subject': 'Someone tried to sign up with your e-mail',
  'email.accountExists.title': 'You already have an account',
  'email.accountExists.what':
    'Someone, perhaps you, tried to create a Partnerly account with this e-mail address. You already have an account, so nothing was changed.',
  'email.accountExists.how':
    'To get in, sign in with your password or an e-mail code; if you forgot your password, reset it there:',
  'email.accountExists.action': 'Sign in to Partnerly',
  'email.accountExists.ignore': 'If this was not you, you can ignore this e-mail.',
  'email.welcome.title': 'Welcome to Partnerly',
  'email.welcome.text': 'Welcome to Partnerly. Your account is ready: {url}',
  'email.welcome.ready': 'Your account is ready.',
  'email.welcome.action': 'Go to your dashboard',

  // Workspace invitations (e-mail)
  'email.invitation.someone': 'Someone',
  'email.invitation.invited':
    '{inviter} invited you to join {workspace} on Partnerly as {role, select, owner {an owner} manager {a manager} other {a member}}.',
  'email.invitation.how':
    'Open the link to sign in or create your brand account with this e-mail address and join. The link works for {days} days.',
  'email.invitation.ignore': 'If you did not expect this invitation, you can ignore this e-mail.',
  'email.invitation.action': 'Accept the invitation',
  'email.invitation.subject': '{inviter} invited you to {workspace} on Partnerly',
  'email.invitation.title': 'You are invited to a brand workspace',

  // Messaging: the unread-messages e-mail
  'email.unreadMessages.title': 'New message from {sender}',
  'email.unreadMessages.message':
    '{sender} sent you {count, plural, one {a message} other {# messages}} on Partnerly that you have not read yet.',
  'email.unreadMessages.action': 'Read and reply',

  // Admin: account e-mails and the step-up code
  'email.accountSuspended.subject': 'Your Partnerly account has been suspended',
  'email.accountSuspended.title': 'Your account has been suspended',
  'email.accountSuspended.what':
    'Your Partnerly account has been suspended. You cannot sign in while it is suspended.',
  'email.accountSuspended.reason': 'Reason:',
  'email.accountSuspended.contact':
    'If you think this is a mistake, or to ask for your account back, write to {email}.',
  'email.accountSuspended.contactBefore':
    'If you think this is a mistake, or to ask for your account back, write to',
  'email.accountReinstated.subject': 'Your Partnerly account is active again',
  'email.accountReinstated.title': 'Your account is active again',
  'email.accountReinstated.what': 'Your Partnerly account is active again: you can sign in as before.',
  'email.accountReinstated.signIn': 'Sign in',
  'email.accountReinstated.action': 'Sign in to Partnerly',
  'email.emailChanged.subject': 'The e-mail address of your Partnerly account was changed',
  'email.emailChanged.title': 'Your e-mail address was changed',
  'email.emailChanged.what':
    'A Partnerly administrator changed the e-mail address of your account to {email}. Sign in with that address from now on; your password and sign-in methods are unchanged.',
  'email.emailChanged.contact': 'If you did not ask for this, write to {email}.',
  'email.adminCode.subject': '{code} is your Partnerly admin code',
  'email.adminCode.title': 'Your admin confirmation code',
  'email.adminCode.intro': 'Your code to open the Partnerly admin console:',
  'email.adminCode.expiry':
    'It expires in {minutes} minutes. If you did not ask for it, change your password.',
  // The frame around an admin's announcement (the admin's own words are sent as written).
  'email.marketing.footer':
    'You receive this because you opted in to news from Partnerly. Unsubscribe with one click:',
  'email.marketing.unsubscribe': 'Unsubscribe',
} as const satisfies Record<string, string>;

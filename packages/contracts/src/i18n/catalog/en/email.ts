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
  'notifications.agentRequestAccepted.message': '{creator} accepted your request. You can now apply to campaigns for them.',
  'notifications.agentRequestDeclined.title': 'Agent request declined',
  'notifications.agentRequestDeclined.message': '{creator} declined your request to represent them.',

  // Verification requests
  'notifications.brandVerified.title': 'Your brand is verified',
  'notifications.brandVerified.message': 'An admin approved your verification request. Your brand now shows as verified, and your campaigns can award points.',
  'notifications.accountVerified.title': 'Your account is verified',
  'notifications.accountVerified.message': 'An admin approved your verification request. Your profile now shows the verified badge.',
  'notifications.verificationNotApproved.title': 'Verification request not approved',
  'notifications.verificationNotApproved.message': 'An admin reviewed your verification request. Reason: {reason}. You can send a new request from your profile.',

  // Content and results (submissions)
  'notifications.openCampaignWork': 'Open the campaign work',
  'notifications.reviewContent': 'Review the content',
  'notifications.reviewResults': 'Review the results',
  'notifications.contentDue.title': 'Content due within 48 hours',
  'notifications.contentDue.message': 'Your content for "{campaign}" is due by the end of {date} (UTC).',
  'notifications.contentDueForCreator.title': 'Content due within 48 hours',
  'notifications.contentDueForCreator.message': '{creator}\'s content for "{campaign}" is due by the end of {date} (UTC).',

  // Content reviews
  'notifications.feedback': 'Feedback: {feedback}',
  'notifications.allContentApproved': 'All the content for this campaign is approved now.',
  'notifications.contentSubmitted.title': 'Content submitted',
  'notifications.contentSubmitted.message': '{creator} submitted {platform} content for "{campaign}".',
  'notifications.contentResubmitted.title': 'Content resubmitted',
  'notifications.contentResubmitted.message': '{creator} resubmitted their {platform} content for "{campaign}".',
  'notifications.contentApproved.title': 'Content approved',
  'notifications.contentApproved.message': '{brand} approved {whose, select, own {your} other {{creator}\'s}} {platform} content for "{campaign}".{more}',
  'notifications.revisionRequested.title': 'Revision requested',
  'notifications.revisionRequested.message': '{brand} asked for a revision of {whose, select, own {your} other {{creator}\'s}} {platform} content for "{campaign}".{more}',
  'notifications.contentRejected.title': 'Content rejected',
  'notifications.contentRejected.message': '{brand} rejected {whose, select, own {your} other {{creator}\'s}} {platform} content for "{campaign}".{more}',

  // Final results and payouts
  'notifications.payoutReference': 'Reference: {reference}.',
  'notifications.resultsSubmitted.title': 'Results submitted',
  'notifications.resultsSubmitted.message': '{creator} submitted the final results for "{campaign}".',
  'notifications.resultsResubmitted.title': 'Results resubmitted',
  'notifications.resultsResubmitted.message': '{creator} resubmitted the final results for "{campaign}".',
  'notifications.resultsApproved.title': 'Campaign Completed!',
  'notifications.resultsApproved.message': '{brand} approved {whose, select, own {your} other {{creator}\'s}} final results for "{campaign}". Payout approved: {payout}.',
  'notifications.resultsCorrection.title': 'Results correction requested',
  'notifications.resultsCorrection.message': '{brand} asked for a correction of {whose, select, own {your} other {{creator}\'s}} final results for "{campaign}". Message: {correction}',
  'notifications.payoutPaid.title': 'Payment received',
  'notifications.payoutPaid.message': '{brand} paid {whose, select, own {your} other {{creator}\'s}} payout of {payout} for "{campaign}" on {paidOn}.{reference}',

  // Moderation: reports and take-downs
  'notifications.publicPageTakenDown.title': 'Your public page was taken down',
  'notifications.publicPageTakenDown.message': 'The Partnerly team deactivated your share link {path} after a report. Reason: {reason}',
  'notifications.qrCodeTakenDown.title': 'A QR code was taken down',
  'notifications.qrCodeTakenDown.message': 'The Partnerly team deactivated {code} ({campaign}) after a report. Reason: {reason}',
  'notifications.reportedTarget': '{target, select, campaign {the campaign you reported} public_page {the public page you reported} code {the code you reported} conversation {the conversation you reported} other {the content you reported}}',
  'notifications.reportTakenDown.title': 'Reported content taken down',
  'notifications.reportTakenDown.message': 'We reviewed your report of {what} and took it down. Thank you for helping keep Partnerly safe.',
  'notifications.reportReviewed.title': 'Your report was reviewed',
  'notifications.reportReviewed.message': 'We reviewed your report of {what} and found it does not break our rules, so it stays up. Thank you for telling us.',

  // Advertiser Permits
  'notifications.permitVerified.title': 'Advertiser Permit verified',
  'notifications.permitVerified.message': 'An admin verified your Advertiser Permit {number}. Brands now see it as verified.',
  'notifications.permitRejected.title': 'Advertiser Permit rejected',
  'notifications.permitRejected.message': 'An admin could not verify your permit: {reason}',
  'notifications.permitExpiring.title': '{days, plural, =0 {Your Advertiser Permit expires today} one {Your Advertiser Permit expires in # day} other {Your Advertiser Permit expires in # days}}',
  'notifications.permitExpiring.message': 'Your UAE Advertiser Permit expires on {date}. Renew it with the UAE Media Council and enter the new expiry date on your profile.',
  'notifications.updatePermit': 'Update your permit',

  // Workspaces and disputes
  'notifications.removedFromWorkspace.title': 'Removed from workspace',
  'notifications.removedFromWorkspace.message': 'You were removed from the {name} brand workspace. Its campaigns and profiles are no longer available to you.',
  'notifications.disputeOpened.title': 'Dispute opened',
  'notifications.disputeOpened.message': '{opener} opened a {kind, select, payment {payment} content {content} deadline {deadline} communication {communication} other {other}} dispute on "{campaign}". The Partnerly team will look into it and keep you informed.',
  'notifications.disputeInvestigating.title': 'Dispute under investigation',
  'notifications.disputeInvestigating.message': 'The Partnerly team is investigating the {kind, select, payment {payment} content {content} deadline {deadline} communication {communication} other {other}} dispute on "{campaign}".',
  'notifications.disputeResolved.title': 'Dispute resolved',
  'notifications.disputeResolved.message': 'The Partnerly team resolved the {kind, select, payment {payment} content {content} deadline {deadline} communication {communication} other {other}} dispute on "{campaign}": {outcome, select, in_favour_of_initiator {in favour of the side that opened it} in_favour_of_respondent {in favour of the other side} partial {partly in favour of each side} no_action {no action needed} other {resolved}}. Open the application to read the resolution.',
  'notifications.newDispute.title': 'New dispute',
  'notifications.newDispute.message': '{opener} opened a {kind, select, payment {payment} content {content} deadline {deadline} communication {communication} other {other}} dispute on "{campaign}".',

  // Network: campaign invitations
  'notifications.campaignInvite.title': 'Campaign invitation',
  'notifications.campaignInvite.message': '{brand} invited you to their private campaign "{campaign}". Have a look and apply if it suits you.',
  'notifications.campaignInvite.subject': '{shortBrand} invited you to a campaign',
  'notifications.viewCampaign': 'View the campaign',

  // Messaging
  'notifications.conversationClosed.title': 'A conversation was closed',
  'notifications.conversationClosed.message': 'The Partnerly team closed one of your conversations after a report; you can still read it. Reason: {reason}',
  'notifications.chatRequest.title': 'New chat request',
  'notifications.chatRequest.message': '{sender} would like to chat with you: {message}',
  'notifications.seeRequest': 'See the request',
  'notifications.chatAccepted.title': 'Chat request accepted',
  'notifications.chatAccepted.message': '{creator} accepted your chat request. You can message them now.',
  'notifications.openConversation': 'Open the conversation',
  'notifications.chatDeclined.title': 'Chat request declined',
  'notifications.chatDeclined.message': '{creator} declined your chat request.',

  // Check-ins and campaigns
  'notifications.pointsEarned.title': '{points, plural, one {You earned # point} other {You earned # points}}',
  'notifications.pointsEarned.message': '{points, plural, one {You checked in at {campaign} and earned # point.} other {You checked in at {campaign} and earned # points.}}',
  'notifications.checkedIn.title': 'Checked in',
  'notifications.checkedIn.message': 'You checked in at {campaign}.',
  'notifications.campaignClosed.title': 'Campaign closed by Partnerly',
  'notifications.campaignClosed.message': 'The Partnerly team closed "{campaign}". Reason: {reason} It no longer accepts applications and cannot be reactivated.',
  'notifications.campaignPaused.title': 'Campaign paused by Partnerly',
  'notifications.campaignPaused.message': 'The Partnerly team paused "{campaign}". Reason: {reason} Fix what the team asks, then reactivate it from your campaigns.',
  'notifications.campaignWithdrawn.title': 'Campaign withdrawn',
  'notifications.campaignWithdrawn.message': 'The brand withdrew "{campaign}", so your application to it is closed. Nothing else is needed from you.',
  'notifications.campaignWithdrawn.subject': 'Campaign withdrawn: {campaign}',
} as const satisfies Record<string, string>;

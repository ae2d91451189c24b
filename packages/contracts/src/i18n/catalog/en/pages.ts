// Public pages and the remaining screens: landing, legal, contact, support, analytics, network,
// payouts, agents, dashboards.
export const pages = {
  // The landing page /
  'landing.pageTitle': 'Partnerly: brands and creators, one marketplace',
  'landing.hero.eyebrow': 'Brands, creators and agents, one marketplace',
  'landing.hero.title': 'Where brands and creators build campaigns together',
  'landing.hero.intro':
    'Connect. Collaborate. Create amazing campaigns. Partnerly brings brands and the right creators together and keeps every agreement clear, from the first application to the approved deal.',
  'landing.joinPartnerly': 'Join Partnerly',
  'landing.hero.howItWorks': 'How It Works',
  'landing.hero.ourTools': 'Our Tools',
  'landing.art.campaign': 'Campaign',
  'landing.art.campaignName': 'Summer Launch',
  'landing.art.live': 'Live',
  'landing.art.applications': 'Applications',
  'landing.art.creatorsAtWork': 'Creators at work',
  'landing.art.budget': 'Budget',
  'landing.art.applicant1.initials': 'LN',
  'landing.art.applicant1.name': 'Layla N. applied',
  'landing.art.applicant1.note': 'Waiting for your answer',
  'landing.art.applicant1.action': 'Review',
  'landing.art.applicant2.initials': 'OS',
  'landing.art.applicant2.name': 'Omar S. proposed {amount}',
  'landing.art.applicant2.note': 'Negotiation',
  'landing.art.applicant2.action': 'Counter',
  'landing.art.applicant3.initials': 'SA',
  'landing.art.applicant3.name': 'Sara A. approved',
  'landing.art.applicant3.note': 'Affiliate code SARA-SUMMER',
  'landing.art.applicant3.action': 'View',
  'landing.audiences.eyebrow': 'Who it is for',
  'landing.audiences.title': 'One marketplace, three ways to win',
  'landing.audiences.intro':
    'Whether you create, sell or represent, Partnerly gives you the tools for partnerships that work.',
  'landing.steps.eyebrow': 'How it works',
  'landing.steps.title': 'From first hello to agreed deal in three steps',
  'landing.steps.intro':
    'Partnerly keeps every step in one place, so both sides always know what comes next.',
  'landing.steps.stepNumber': 'Step {number}: ',
  'landing.steps.showDetails': 'Show details',
  'landing.steps.hideDetails': 'Hide details',
  'landing.steps.detailsFor': ' for {title}',
  'landing.tools.eyebrow': 'Our tools',
  'landing.tools.title': 'Everything a partnership needs',
  'landing.tools.intro': 'From the first application to the agreed deal, every tool works together.',
  'landing.roles.eyebrow': 'Built for every role',
  'landing.roles.title': 'Made for the way you work',
  'landing.roles.intro': 'Pick your role to see what Partnerly does for you.',
  'landing.roles.tabs': 'Roles',
  'landing.values.eyebrow': 'Our values',
  'landing.values.title': 'What we stand for',
  'landing.values.intro':
    'Partnerships last when both sides can rely on each other. These values guide what we build.',
  'landing.finalCta.title': 'Ready to create amazing campaigns?',
  'landing.finalCta.text':
    'Join the creators and brands who connect, collaborate and grow together on Partnerly.',
  'landing.finalCta.signIn': 'Sign In',
  'landing.roadmap.eyebrow': 'Roadmap',
  'landing.roadmap.title': 'Where Partnerly is going',
  'landing.roadmap.intro': 'We build in the open. Here is what is live and what comes next.',
  'landing.roadmap.shapeTitle': 'Help shape what comes next',
  'landing.roadmap.shapeText':
    'Missing something? Tell us what to build. Interested in backing Partnerly? We would like to hear from you.',
  'landing.roadmap.suggest': 'Suggest a Feature',
  'landing.roadmap.invest': 'Investment Inquiry',
  'landing.step1.title': 'Create your profile',
  'landing.step1.summary':
    'Sign up as a creator or a brand and tell us who you are and what you are looking for.',
  'landing.step1.detail1': 'Creators add their location, bio and up to 8 content categories.',
  'landing.step1.detail2':
    'Brands add their company, website, Instagram business profile and target categories.',
  'landing.step1.detail3':
    'Setting up takes about 2 minutes for the account and 3-4 minutes for the profile.',
  'landing.step2.title': 'Match and agree',
  'landing.step2.summary':
    'Brands publish campaigns, creators apply, and both sides agree on the terms before work starts.',
  'landing.step2.detail1':
    'Creators search the campaign feed and filter it by category, type, platform and place.',
  'landing.step2.detail2':
    'A creator can apply as asked or propose a rate; the brand approves, counters or declines.',
  'landing.step2.detail3': 'Agents can apply and negotiate for the creators they represent.',
  'landing.step3.title': 'Deliver and review',
  'landing.step3.summary':
    'Approved creators get their own affiliate code, submit their content, and the brand approves it or asks for changes.',
  'landing.step3.detail1':
    'Creators submit a link, screenshots and figures for each platform of the campaign, before a deadline.',
  'landing.step3.detail2':
    'The brand approves, asks for a revision with feedback, or rejects; the creator sees it at once.',
  'landing.step3.detail3':
    'Creators report their final results; the brand approves a payout and records when it is paid.',
  'landing.step3.detail4': 'Notifications in the app and by e-mail tell each side when something changes.',
  'landing.feature1.title': 'Campaign feed',
  'landing.feature1.text':
    'Creators search active campaigns and filter them by category, type, platform and location.',
  'landing.feature2.title': 'Clear expectations',
  'landing.feature2.text':
    'Creators apply or propose a rate; brands approve, counter or decline, and the agreed rate is kept.',
  'landing.feature3.title': 'Affiliate codes',
  'landing.feature3.text': 'Every creator a brand approves gets their own affiliate code for the campaign.',
  'landing.feature4.title': 'QR discount codes',
  'landing.feature4.text':
    'Brands print a QR code for an in-store discount; each phone redeems it once, up to the uses the brand sets.',
  'landing.feature5.title': 'Results and payouts',
  'landing.feature5.text':
    'Engagement computed the same way for every creator, campaign analytics, and a payout history both sides can download.',
  'landing.feature6.title': 'Brand network',
  'landing.feature6.text':
    'Brands keep their favourite creators in one list and invite them to private campaigns.',
  'landing.feature7.title': 'Live updates',
  'landing.feature7.text':
    'Applications, negotiations and notifications appear the moment they change, without refreshing.',
  'landing.feature8.title': 'Brand dashboard',
  'landing.feature8.text':
    'Brands see their campaigns, budgets, applications and recent activity in one place.',
  'landing.feature9.title': 'Agent representation',
  'landing.feature9.text':
    'Agents represent creators who accept them, and apply and negotiate on their behalf.',
  'landing.feature10.title': 'Secure payments',
  'landing.feature10.text':
    'Brand plans are paid by card through a verified payment provider, in AED with tax included.',
  'landing.feature11.title': 'Notifications your way',
  'landing.feature11.text': 'In-app and e-mail notifications, switched on or off for each kind.',
  'landing.feature12.title': 'Privacy and your data',
  'landing.feature12.text':
    'Choose what brands see on your applications, and download all your data in one file.',
  'landing.value1.title': 'Transparency',
  'landing.value1.text': 'Terms, rates and codes are visible to both sides of every partnership.',
  'landing.value2.title': 'Fairness',
  'landing.value2.text':
    'What was agreed stays agreed: a campaign with approved work is closed, never silently deleted.',
  'landing.value3.title': 'Trust',
  'landing.value3.text': 'Verified payments, secure accounts and rules checked on our servers, every time.',
  'landing.value4.title': 'Growth',
  'landing.value4.text': 'Tools that help creators and brands grow together, campaign after campaign.',
  'landing.audience1.title': 'Creators',
  'landing.audience1.text': 'Find campaigns that fit your content and agree on clear terms before you start.',
  'landing.audience2.title': 'Brands',
  'landing.audience2.text':
    'Publish campaigns, choose creators and agree on rates, with a code for every approved creator.',
  'landing.audience3.title': 'Agents',
  'landing.audience3.text': 'Represent creators, apply for them and negotiate their rates.',
  'landing.role.creator.label': 'Creator',
  'landing.role.creator.heading': 'Turn your content into partnerships',
  'landing.role.creator.text':
    'Find brands that fit your audience and agree on clear terms before you start.',
  'landing.role.creator.point1': 'Search and filter campaigns, then apply in a minute',
  'landing.role.creator.point2': 'Propose your rate and negotiate it before you start',
  'landing.role.creator.point3': 'Follow every application in My Applications, updated live',
  'landing.role.creator.point4': 'Report your results and follow every payout to paid',
  'landing.role.creator.point5': 'Get your own affiliate code when a brand approves you',
  'landing.role.creator.point6': 'Check in at on-site events with your event pass and earn points',
  'landing.role.creator.point7': 'See every deadline in your calendar, synced to Google, Apple or Outlook',
  'landing.role.creator.point8':
    'Talk to brands in each application’s thread, and choose who may ask to message you',
  'landing.role.creator.cta': 'Join as a Creator',
  'landing.role.brand.label': 'Brand',
  'landing.role.brand.heading': 'Run creator campaigns with confidence',
  'landing.role.brand.text': 'Publish a campaign, choose the right creators and agree on what they are paid.',
  'landing.role.brand.point1': 'Publish campaigns with clear briefs, budgets and deadlines',
  'landing.role.brand.point2': 'Review applications and pick the creators who fit',
  'landing.role.brand.point3': 'Approve, counter or decline rates in one place',
  'landing.role.brand.point4': 'See engagement, views and spend per campaign and creator',
  'landing.role.brand.point5': 'Issue QR discount codes and watch them being redeemed',
  'landing.role.brand.point6': 'Check creators in at your events by scanning their QR pass',
  'landing.role.brand.point7': 'Run several brand profiles and work with your team',
  'landing.role.brand.point8': 'Message applicants, and ask the creators in your network to talk',
  'landing.role.brand.cta': 'Join as a Brand',
  'landing.role.agent.label': 'Agent',
  'landing.role.agent.heading': 'Grow the creators you represent',
  'landing.role.agent.text': 'Support your creators across every campaign from one place.',
  'landing.role.agent.point1': 'Represent the creators who accept your request',
  'landing.role.agent.point2': 'Apply to campaigns and negotiate rates on their behalf',
  'landing.role.agent.point3': 'Follow the applications of the creators you manage',
  'landing.role.agent.point4': 'Agency accounts are coming soon: join now and we will let you know',
  'landing.role.agent.cta': 'Join Partnerly',
  'landing.roadmap.now': 'Available now',
  'landing.roadmap.now1': 'Campaigns, applications and negotiation',
  'landing.roadmap.now2': 'Brand profiles, teams and subscription plans paid in AED',
  'landing.roadmap.now3': 'Agents who represent creators',
  'landing.roadmap.now4': 'Content submission and approval',
  'landing.roadmap.now5': 'Final results, engagement analytics and payout tracking',
  'landing.roadmap.now6': 'A brand network of favourite creators',
  'landing.roadmap.now7': 'Affiliate codes with tracked analytics and a public page for each creator',
  'landing.roadmap.now8': 'QR discount codes for customers in person, with redemptions shown live',
  'landing.roadmap.now9':
    'Event check-ins with a personal QR pass for each creator, and points from verified brands',
  'landing.roadmap.now10':
    'A creator dashboard, and a calendar of deadlines and events that syncs with your calendar app',
  'landing.roadmap.now11':
    'Messaging between brands, creators and agents, live, with chat requests and blocking',
  'landing.roadmap.now12':
    'VAT tax invoices for every plan payment, and UAE Advertiser Permits shown when approving creators',
  'landing.roadmap.now13': 'Notifications, privacy settings and data export',
  'landing.roadmap.now14':
    "The app in English and Arabic, right to left in Arabic, with e-mails in each member's language",
  'landing.roadmap.now15': 'Tax invoices and credit notes in Arabic as well as English',
  'landing.roadmap.planned': 'Planned',
  'landing.roadmap.planned1': 'Agency accounts',
  'landing.roadmap.planned2': 'Your ideas: suggest what we build next',

  // The legal pages' frame (/terms, /privacy); the documents are translated whole
  'legal.backHome': 'Back to Home',
  'legal.lastUpdated': 'Last updated {date}',
  'legal.pageTitle': '{title} · Partnerly',
  'legal.sectionHeading': '{number}. {heading}',
  'legal.contents': 'Contents',
  'legal.questions': 'Questions? Write to {email}. See also the {document}.',
} as const satisfies Record<string, string>;

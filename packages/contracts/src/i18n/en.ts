/**
 * The English message catalog (issue 25): ICU MessageFormat strings, read by the web app
 * (react-intl) and the API's e-mails (@formatjs/intl). Keys are `area.name`; `ar.ts` must have
 * exactly the same keys with the same arguments (catalog-parity.test.ts). English plurals need
 * `one` and `other`; Arabic ones all six categories.
 */
export const en = {
  // Language menu (top bar and mobile menu)
  'language.menu': 'Language: {language}',
  'language.heading': 'Language',

  // App shell: top bar, menus, skip link
  'shell.skipToContent': 'Skip to content',
  'shell.mainNavigation': 'Main',
  'shell.signIn': 'Sign In',
  'shell.getStarted': 'Get Started',
  'shell.openMenu': 'Open menu',
  'shell.closeMenu': 'Close menu',
  'shell.switchToLight': 'Switch to light theme',
  'shell.switchToDark': 'Switch to dark theme',
  'shell.accountMenu': '{initials}, account menu for {name}',
  'shell.profileSettings': 'Profile Settings',
  'shell.fixProfile': 'Fix Profile Issue',
  'shell.signOut': 'Sign out',
  'shell.unread': '{count, plural, one {# unread} other {# unread}}',

  // Navigation items (every role)
  'nav.dashboard': 'Dashboard',
  'nav.campaigns': 'Campaigns',
  'nav.submissions': 'Submissions',
  'nav.payouts': 'Payouts',
  'nav.codes': 'Codes',
  'nav.affiliates': 'Affiliates',
  'nav.qrCodes': 'QR Codes',
  'nav.analytics': 'Analytics',
  'nav.myNetwork': 'My Network',
  'nav.team': 'Team',
  'nav.messages': 'Messages',
  'nav.notifications': 'Notifications',
  'nav.profile': 'Profile',
  'nav.browseCampaigns': 'Browse Campaigns',
  'nav.myApplications': 'My Applications',
  'nav.myWork': 'My Work',
  'nav.affiliateHub': 'Affiliate Hub',
  'nav.points': 'Points',
  'nav.calendar': 'Calendar',
  'nav.agentHub': 'Agent Hub',
  'nav.campaignDiscovery': 'Campaign Discovery',
  'nav.adminConsole': 'Admin Console',
  'nav.users': 'Users',
  'nav.pricing': 'Pricing',

  // Footer
  'footer.copyright': '© {year} Partnerly · United Arab Emirates',
  'footer.navigation': 'Legal and contact',
  'footer.terms': 'Terms of Service',
  'footer.privacy': 'Privacy Policy',
  'footer.contact': 'Contact',

  // Sign-in page, dialog and their errors
  'auth.signInPageTitle': 'Sign In · Partnerly',
  'auth.signUpPageTitle': 'Sign Up · Partnerly',
  'auth.welcome': 'Welcome to Partnerly',
  'auth.tagline': 'Connect. Collaborate. Create amazing campaigns.',
  'auth.redirecting': 'Redirecting you to your dashboard...',
  'auth.signInTab': 'Sign In',
  'auth.signUpTab': 'Sign Up',
  'auth.guidedSetup': 'Prefer a guided setup? <link>Set up your profile step by step</link>',
  'auth.backHome': 'Back to Home',
  'auth.backToSignIn': 'Back to Sign In',
  'auth.googleFailedTitle': 'Google sign-in failed',
  'auth.oauthError.account_not_linked':
    'An account with this e-mail already exists. Sign in with your password or an e-mail code instead.',
  'auth.oauthError.signup_disabled': 'Sign-up with Google is not available.',
  'auth.oauthError.access_denied': 'Google sign-in was cancelled.',
  'auth.oauthError.ACCOUNT_SUSPENDED':
    'This account is suspended. Contact {email} if you think this is a mistake.',
  'auth.oauthError.fallback': 'Google sign-in failed. Please try again.',
  'auth.recoveryPageTitle': 'Set a New Password · Partnerly',
  'auth.recoveryTitle': 'Set a New Password',
  'auth.recoveryDescription': 'Choose the password you will sign in with from now on.',
  'auth.recoveryInvalidTitle': 'This reset link is invalid',
  'auth.recoveryInvalidBody': 'Ask for a new link from the sign-in form.',
  'auth.resetPasswordTitle': 'Reset Password',
  'auth.emailCodeTitle': 'Sign In with Email Code',
  'auth.dialogResetDescription': 'We will e-mail you a link to choose a new password.',
  'auth.dialogEmailCodeDescription': 'Sign in with a one-time code sent to your e-mail.',
  'auth.audienceGroup': 'I am signing in as',
  'auth.audienceCreator': 'Creator',
  'auth.audienceBrand': 'Brand',
  'auth.signInForm': 'Sign in',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.forgotPassword': 'Forgot your password?',
  'auth.signingIn': 'Signing in...',
  'auth.signIn': 'Sign In',
  'auth.or': 'or',
  'auth.signInWithGoogle': 'Sign in with Google',
  'auth.continueWithGoogle': 'Continue with Google',
  'auth.signInWithEmailCode': 'Sign In with Email Code',
  'auth.missingInformation': 'Missing Information',
  'auth.error': 'Error',
  'auth.invalidEmailTitle': 'Invalid Email',
  'auth.invalidEmail': 'Please enter a valid email address',
  'auth.missingEmail': 'Please enter your email address',
  'auth.missingCredentialsDialog': 'Please enter email and password',
  'auth.missingCredentialsCard': 'Please enter both email and password',
  'auth.welcomeBack': 'Welcome back!',
  'auth.signedIn': 'You have been successfully signed in.',
  'auth.invalidCredentials': 'Invalid email or password',
  'auth.tooManyAttempts': 'Too many attempts. Please try again later.',
  'auth.resetIntro':
    'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  'auth.resetForm': 'Reset password',
  'auth.sendResetLink': 'Send Reset Link',
  'auth.checkEmailTitle': 'Check Your Email',
  'auth.checkEmailBody':
    'If an account exists for <strong>{email}</strong>, we sent a link to reset your password. It works once and expires in 1 hour.',

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

/** A message of the catalogs. */
export type MessageKey = keyof typeof en;
/** A whole catalog: every key, one language. */
export type MessageCatalog = Record<MessageKey, string>;

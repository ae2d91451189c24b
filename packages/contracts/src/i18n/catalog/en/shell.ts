// The app shell: language menu, top bar, menus, navigation, footer.
export const shell = {
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
} as const satisfies Record<string, string>;

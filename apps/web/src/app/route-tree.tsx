import { ADMIN_USER_TYPES } from '@partnerly/contracts';
import type { RouteObject } from 'react-router';
import { AdminAccessRequired } from '@/features/admin/components/admin-access-required';
import { PageLoader } from '@/components/ui/spinner';
import { MESSAGING_USER_TYPES } from '@/features/messages/api/unread-count';
import { CHECK_IN_ROUTE } from '@/lib/check-in-path';
import { RequireRole } from './layouts/require-role';
import { RequireSession } from './layouts/require-session';
import { RootLayout } from './layouts/root-layout';
import { NotFoundRoute } from './routes/not-found-route';
import { EmailConfirmedRedirect } from './routes/email-confirmed-redirect';
import { ResetPasswordRedirect } from './routes/reset-password-redirect';
import { RootError, RouteError } from './routes/route-error';

/**
 * The app's routes (router.tsx makes the browser router of them). Route modules load on
 * demand so the first page only downloads what it shows. A signed-in page a role can reach
 * belongs in that role's navigation (navigation/navigation.ts; navigation.test.ts checks).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('@/features/landing/routes/landing-route')).LandingRoute,
            }),
          },
          {
            path: 'get-started',
            lazy: async () => ({
              Component: (await import('@/features/auth/routes/get-started-route')).GetStartedRoute,
            }),
          },
          {
            path: 'auth',
            lazy: async () => ({ Component: (await import('@/features/auth/routes/auth-route')).AuthRoute }),
          },
          {
            path: 'onboarding',
            lazy: async () => ({
              Component: (await import('./routes/onboarding-page')).OnboardingPage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({
              Component: (await import('@/features/contact/routes/contact-route')).ContactRoute,
            }),
          },
          { path: 'email-confirmed', element: <EmailConfirmedRedirect /> },
          { path: 'reset-password', element: <ResetPasswordRedirect /> },
          {
            path: 'terms',
            lazy: async () => ({
              Component: (await import('@/features/legal/routes/terms-route')).TermsRoute,
            }),
          },
          {
            path: 'privacy',
            lazy: async () => ({
              Component: (await import('@/features/legal/routes/privacy-route')).PrivacyRoute,
            }),
          },
          {
            // Public: the one-click opt-out link of every marketing e-mail (issue 24 item 3).
            path: 'unsubscribe',
            lazy: async () => ({
              Component: (await import('@/features/marketing-unsubscribe/routes/unsubscribe-route'))
                .UnsubscribeRoute,
            }),
          },
          {
            path: 'brand-registration',
            lazy: async () => ({
              Component: (await import('@/features/subscriptions/routes/brand-registration-route'))
                .BrandRegistrationRoute,
            }),
          },
          ...['brand-registration/complete', 'brand-registration-success'].map((path) => ({
            path,
            lazy: async () => ({
              Component: (await import('@/features/subscriptions/routes/brand-registration-complete-route'))
                .BrandRegistrationCompleteRoute,
            }),
          })),
          {
            // Public: signed-out visitors see the plans too (a plan leads them to registration).
            path: 'pricing',
            lazy: async () => ({
              Component: (await import('@/features/subscriptions/routes/pricing-route')).PricingRoute,
            }),
          },
          {
            // Public: the e-mailed invitation link; joining asks for a sign-in (issue 14).
            path: 'invitations/:token',
            lazy: async () => ({
              Component: (await import('@/features/workspace/routes/invitation-route')).InvitationRoute,
            }),
          },
          {
            path: 'dev/mailbox',
            lazy: async () => ({
              Component: (await import('@/features/dev-mailbox/routes/mailbox-route')).MailboxRoute,
            }),
          },
          {
            element: <RequireSession />,
            children: [
              {
                element: <RequireRole allow={['creator']} />,
                children: [
                  {
                    path: 'onboarding/creator-profile-setup',
                    lazy: async () => ({
                      Component: (await import('@/features/onboarding/routes/profile-setup-route'))
                        .CreatorProfileSetupRoute,
                    }),
                  },
                ],
              },
              {
                // The campaign feed: creators browse it, agents discover campaigns for their creators.
                element: <RequireRole allow={['creator', 'agent', 'agency']} />,
                children: [
                  {
                    path: 'campaigns',
                    lazy: async () => ({
                      Component: (await import('./routes/campaigns-page')).CampaignsPage,
                    }),
                  },
                  {
                    path: 'my-applications',
                    lazy: async () => ({
                      Component: (await import('./routes/my-applications-page')).MyApplicationsPage,
                    }),
                  },
                  {
                    path: 'creator-work',
                    lazy: async () => ({
                      Component: (await import('./routes/creator-work-page')).CreatorWorkPage,
                    }),
                  },
                  {
                    // The calendar (issue 21): a creator's dates, an agent's creators' dates, own events.
                    path: 'calendar',
                    lazy: async () => ({
                      Component: (await import('@/features/calendar/routes/calendar-route')).CalendarRoute,
                    }),
                  },
                ],
              },
              {
                // Messages (issue 22): creators, brands (their workspace's threads) and agents.
                element: <RequireRole allow={MESSAGING_USER_TYPES} />,
                children: ['messages', 'messages/:conversationId'].map((path) => ({
                  path,
                  lazy: async () => ({
                    Component: (await import('@/features/messages/routes/messages-route')).MessagesRoute,
                  }),
                })),
              },
              {
                element: <RequireRole allow={['creator']} />,
                children: [
                  {
                    // The creator's home (issue 21); /dashboard sends creators here.
                    path: 'creator-dashboard',
                    lazy: async () => ({
                      Component: (await import('./routes/creator-dashboard-page')).CreatorDashboardPage,
                    }),
                  },
                  {
                    path: 'affiliate-hub',
                    lazy: async () => ({
                      Component: (await import('@/features/affiliate-hub/routes/affiliate-hub-route'))
                        .AffiliateHubRoute,
                    }),
                  },
                  {
                    // The Points Tracker (issue 20): the creator's check-in points.
                    path: 'points',
                    lazy: async () => ({
                      Component: (await import('@/features/points/routes/points-route')).PointsRoute,
                    }),
                  },
                ],
              },
              {
                element: <RequireRole allow={['agent', 'agency']} />,
                children: [
                  {
                    path: 'agent-dashboard',
                    lazy: async () => ({
                      Component: (await import('@/features/agents/routes/agent-hub-route')).AgentHubRoute,
                    }),
                  },
                ],
              },
              {
                element: <RequireRole allow={['brand']} />,
                children: [
                  {
                    path: 'onboarding/brand-profile-setup',
                    lazy: async () => ({
                      Component: (await import('@/features/onboarding/routes/profile-setup-route'))
                        .BrandProfileSetupRoute,
                    }),
                  },
                  {
                    path: 'team',
                    lazy: async () => ({ Component: (await import('./routes/team-page')).TeamPage }),
                  },
                  {
                    // An event's check-in validator, opened from its campaign card (issue 20).
                    path: CHECK_IN_ROUTE,
                    lazy: async () => ({
                      Component: (await import('@/features/check-in-validator/routes/check-in-route'))
                        .CheckInRoute,
                    }),
                  },
                  {
                    path: 'brand-network',
                    lazy: async () => ({
                      Component: (await import('@/features/brand-network/routes/brand-network-route'))
                        .BrandNetworkRoute,
                    }),
                  },
                  {
                    path: 'payment-callback',
                    lazy: async () => ({
                      Component: (await import('@/features/subscriptions/routes/payment-callback-route'))
                        .PaymentCallbackRoute,
                    }),
                  },
                  {
                    path: 'payment-success',
                    lazy: async () => ({
                      Component: (await import('@/features/subscriptions/routes/payment-success-route'))
                        .PaymentSuccessRoute,
                    }),
                  },
                  {
                    path: 'subscription-failed',
                    lazy: async () => ({
                      Component: (await import('@/features/subscriptions/routes/subscription-failed-route'))
                        .SubscriptionFailedRoute,
                    }),
                  },
                ],
              },
              {
                // Brands' analytics; other roles are sent to their home (admins will have their own).
                element: <RequireRole allow={['brand']} otherRoles="home" />,
                children: [
                  {
                    path: 'analytics',
                    lazy: async () => ({
                      Component: (await import('@/features/brand-analytics/routes/analytics-route'))
                        .AnalyticsRoute,
                    }),
                  },
                ],
              },
              {
                // The admin console (issue 19): its own refusal for other roles, then the step-up check.
                element: <RequireRole allow={ADMIN_USER_TYPES} restricted={<AdminAccessRequired />} />,
                children: ['admin', 'admin/:tab'].map((path) => ({
                  path,
                  lazy: async () => ({ Component: (await import('./routes/admin-page')).AdminPage }),
                })),
              },
              {
                path: 'dashboard',
                lazy: async () => ({ Component: (await import('./routes/dashboard-page')).DashboardPage }),
              },
              {
                path: 'profile',
                lazy: async () => ({ Component: (await import('./routes/profile-route')).ProfileRoute }),
              },
              {
                path: 'notifications',
                lazy: async () => ({
                  Component: (await import('@/features/notifications/routes/notifications-route'))
                    .NotificationsRoute,
                }),
              },
            ],
          },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

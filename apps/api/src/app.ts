import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './context';
import { trustedOrigins } from './config/trusted-origins';
import { apiBodyLimit } from './middleware/body-limit';
import { csrfProtection } from './middleware/csrf';
import { requestLog } from './middleware/request-log';
import { errorBody, handleError } from './middleware/errors';
import { securityHeaders } from './middleware/security-headers';
import { sessionMiddleware } from './middleware/session';
import { adminPermitsRoutes } from './modules/advertiser-permits/admin-permits.routes';
import { advertiserPermitRoutes } from './modules/advertiser-permits/advertiser-permit.routes';
import { agentsRoutes } from './modules/agents/agents.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { brandAffiliateRoutes } from './modules/affiliate/brand-affiliate.routes';
import { applicationsRoutes } from './modules/applications/applications.routes';
import { payoutsRoutes, resultsRoutes } from './modules/submissions/results.routes';
import { submissionsRoutes } from './modules/submissions/submissions.routes';
import { accountRoutes, authRoutes } from './modules/auth/auth.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { brandProfilesRoutes } from './modules/brand-profiles/brand-profiles.routes';
import { campaignsRoutes } from './modules/campaigns/campaigns.routes';
import { checkInsRoutes, pointsRoutes } from './modules/check-ins/check-ins.routes';
import { configRoutes } from './modules/config/config.routes';
import { consentGate } from './modules/consents/consent-gate';
import { creatorDashboardRoutes } from './modules/creator-dashboard/creator-dashboard.routes';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes';
import { adminDisputesRoutes } from './modules/disputes/admin-disputes.routes';
import { applicationDisputesRoutes } from './modules/disputes/disputes.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { platformAnalyticsRoutes } from './modules/platform-analytics/platform-analytics.routes';
import { adminSupportRoutes } from './modules/support/admin-support.routes';
import { adminAnnouncementsRoutes } from './modules/marketing/admin-announcements.routes';
import { marketingRoutes } from './modules/marketing/marketing.routes';
import { supportRoutes } from './modules/support/support.routes';
import {
  adminCampaignsRoutes,
  adminReportsRoutes,
  contentReportsRoutes,
} from './modules/moderation/moderation.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { devRoutes } from './modules/dev/dev.routes';
import { healthRoutes, readinessRoutes } from './modules/health/health.routes';
import { myCodesRoutes } from './modules/affiliate/my-codes.routes';
import {
  adminReportedConversationRoutes,
  chatRequestsRoutes,
  conversationSafetyRoutes,
} from './modules/messaging/messaging-safety.routes';
import { chatStatusRoutes } from './modules/messaging/chat-status.routes';
import {
  applicationConversationRoutes,
  conversationsRoutes,
  messagesRoutes,
} from './modules/messaging/messaging.routes';
import { networkRoutes } from './modules/network/network.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { docsRoutes } from './openapi/docs.routes';
import { openApiRoutes } from './openapi/openapi.routes';
import { meRoutes } from './modules/profiles/profiles.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { shareLinkRoutes } from './modules/affiliate/share-link.routes';
import {
  affiliateEventsRoutes,
  creatorPagesRoutes,
  shopRedirectRoutes,
} from './modules/affiliate/creator-page.routes';
import { paymentsRoutes } from './modules/subscriptions/payments.routes';
import { enterpriseAdminRoutes } from './modules/subscriptions/enterprise-admin.routes';
import { privateCodesRoutes } from './modules/private-codes/private-codes.routes';
import { redemptionRoutes } from './modules/redemption/redemption.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { adminVerificationsRoutes } from './modules/verifications/admin-verifications.routes';
import { verificationRequestsRoutes } from './modules/verifications/verification-requests.routes';
import { invitationsRoutes } from './modules/workspaces/invitations.routes';
import { workspaceInvitationsRoutes } from './modules/workspaces/workspace-invitations.routes';
import { workspaceRoutes } from './modules/workspaces/workspace.routes';
import { serveWebApp } from './middleware/web-app';
import { creatorHtmlPage } from './modules/affiliate/creator-page-head';
import { redemptionHtmlPage } from './modules/redemption/redemption-page-head';

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  // First: everything after it (the error handler too) logs with the request's id.
  app.use('*', requestLog());
  // Next, so the headers land on every answer, the error handler's included.
  app.use('*', securityHeaders(deps.publicUrl));
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });

  const api = new Hono<AppEnv>();
  // Before /api/auth too: sign-in and sign-out get the same check as every other route.
  api.use('*', csrfProtection(trustedOrigins(deps.env, deps.publicUrl)));
  api.use('*', apiBodyLimit);
  api.route('/auth', authRoutes());
  api.use('*', sessionMiddleware);
  // Signed-in members accept the current Terms of Service and Privacy Policy first (403).
  api.use('*', consentGate);
  api.route('/account', accountRoutes());
  api.route('/admin', adminRoutes());
  api.route('/admin/platform', platformAnalyticsRoutes());
  api.route('/admin/users', adminUsersRoutes());
  api.route('/admin/disputes', adminDisputesRoutes());
  api.route('/admin/support', adminSupportRoutes());
  api.route('/admin/announcements', adminAnnouncementsRoutes());
  api.route('/admin/verifications', adminVerificationsRoutes());
  api.route('/admin/advertiser-permits', adminPermitsRoutes());
  api.route('/admin/campaigns', adminCampaignsRoutes());
  api.route('/admin/reports', adminReportsRoutes());
  api.route('/admin/reports', adminReportedConversationRoutes());
  api.route('/admin/enterprise', enterpriseAdminRoutes());
  api.route('/advertiser-permit', advertiserPermitRoutes());
  api.route('/affiliate-events', affiliateEventsRoutes());
  api.route('/agents', agentsRoutes());
  api.route('/analytics', analyticsRoutes());
  api.route('/applications', applicationsRoutes());
  api.route('/applications/:id/disputes', applicationDisputesRoutes());
  api.route('/applications', applicationConversationRoutes());
  api.route('/submissions', submissionsRoutes());
  api.route('/results', resultsRoutes());
  api.route('/payouts', payoutsRoutes());
  api.route('/brand-affiliate', brandAffiliateRoutes());
  api.route('/brand-profiles', brandProfilesRoutes());
  api.route('/calendar', calendarRoutes());
  api.route('/campaigns', campaignsRoutes());
  api.route('/campaigns', checkInsRoutes());
  api.route('/chat-requests', chatRequestsRoutes());
  api.route('/chat-requests', chatStatusRoutes());
  api.route('/config', configRoutes());
  api.route('/contact', contactRoutes());
  api.route('/conversations', conversationsRoutes());
  api.route('/content-reports', contentReportsRoutes());
  api.route('/conversations', conversationSafetyRoutes());
  api.route('/creator-dashboard', creatorDashboardRoutes());
  api.route('/creator-pages', creatorPagesRoutes());
  api.route('/marketing', marketingRoutes());
  api.route('/me', meRoutes());
  api.route('/messages', messagesRoutes());
  api.route('/events', eventsRoutes());
  api.route('/go', shopRedirectRoutes());
  api.route('/dev', devRoutes());
  api.route('/health', healthRoutes());
  api.route('/ready', readinessRoutes());
  api.route('/my-codes', myCodesRoutes());
  api.route('/network', networkRoutes());
  api.route('/notifications', notificationsRoutes());
  api.route('/payments', paymentsRoutes());
  api.route('/points', pointsRoutes());
  api.route('/private-codes', privateCodesRoutes());
  api.route('/redeem', redemptionRoutes());
  api.route('/reference', referenceRoutes());
  api.route('/settings', settingsRoutes());
  api.route('/share-link', shareLinkRoutes());
  api.route('/subscriptions', subscriptionsRoutes());
  api.route('/support-requests', supportRoutes());
  api.route('/uploads', uploadsRoutes());
  api.route('/verification-requests', verificationRequestsRoutes());
  api.route('/workspace/invitations', workspaceInvitationsRoutes());
  api.route('/workspace', workspaceRoutes());
  api.route('/invitations', invitationsRoutes());
  api.route('/', openApiRoutes(app));
  api.route('/docs', docsRoutes());
  api.all('*', (c) => c.json(errorBody('NOT_FOUND', `No API route for ${c.req.method} ${c.req.path}`), 404));
  app.route('/api', api);

  if (deps.webDistDir) serveWebApp(app, deps.webDistDir, [creatorHtmlPage(), redemptionHtmlPage()]);
  return app;
}

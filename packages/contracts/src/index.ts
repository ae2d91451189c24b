export * from './enums';
export * from './reference';
export * from './errors';
export * from './auth';
export * from './me';
export * from './notifications';
export * from './uploads';
export * from './subscriptions';
export * from './contact';
export * from './onboarding';
export * from './config';
export * from './brand-profiles';
export * from './creator-profile';
export * from './settings';
export * from './user-data-export';
export * from './campaigns';
export * from './campaign-form';
export * from './campaign-labels';
export * from './campaign-deletion';
export * from './applications';
export * from './application-inputs';
export * from './application-rates';
export * from './agents';
export * from './http-url';
export * from './social-handle';
export * from './health';
export * from './events';
export * from './dev-outbox';
export * from './workspaces';
export * from './workspace-invitations';
export {
  CITY_NAME_MAX,
  COMPANY_NAME_MAX,
  INSTAGRAM_HANDLE_MAX,
  LOCATION_MAX,
  PERSON_NAME_MAX,
} from './text-input';
export * from './submissions';
export * from './creator-work';
export * from './submission-deadlines';
export * from './submission-links';
export * from './engagement';
export * from './creator-performance';
export * from './result-inputs';
export * from './results';
export * from './network';
export * from './brand-affiliate';
export * from './brand-analytics';
export * from './affiliate';
export * from './share-link';
export * from './social-links';
export * from './affiliate-hub';
export * from './creator-page';
export * from './creator-page-messages';
export * from './private-code-rules';
export * from './private-codes';
export * from './admin';
export * from './admin-overview';
export * from './admin-users';
export * from './support';
export * from './verifications';
export * from './disputes';
export * from './content-report-rules';
export * from './admin-moderation';
export * from './admin-enterprise';
export * from './check-ins';
export * from './calendar';
export * from './creator-dashboard';
export * from './messaging';

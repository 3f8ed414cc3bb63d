/** What other modules may use of the migration module (its server part is ./module.ts). */

export type { MigrationConfig } from './config';
export { DEMO_EXISTING_ACCOUNT_EMAIL } from './demoKingdoms';
export {
  DEV_CLIENTS,
  DEV_FACEBOOK_APP_SECRET,
  devIssuerEnabled,
  devSubject,
  resolveSocialSettings,
  socialRuntimeConfig,
} from './socialSettings';

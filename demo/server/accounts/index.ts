/**
 * The accounts domain's door (see ../README.md): site users, sessions, passwords, the login
 * throttle, owner access, preferences, the account pages and the page sender.
 */
export { accessDeniedPage, ACCOUNT_PATHS, forbiddenPage, lockScreenPage, OWNER_PAGES, signInPage } from './account-pages';
export { insertSeedAccounts, SEED_PASSWORD_COST, seedAccount } from './account-seed';
export { createAccountService } from './accounts';
export { createLoginThrottle, DEFAULT_LOGIN_LIMITS } from './login-throttle';
export type { LoginLimits } from './login-throttle';
export { createPermissionsOf } from './owner-access';
export type { PermissionsOf } from './owner-access';
export { createPageSender, viewerOf } from './page-sender';
export type { SendPage } from './page-sender';
export { hashPassword, PASSWORD_COST } from './passwords';
export type { PasswordCost } from './passwords';
export { accountsPlugin } from './plugin';
export { createSessionStore } from './sessions';
export type { SessionStore } from './sessions';
export { insertSiteUser } from './site-users';

export { CONTRIBUTOR_ROLE, CONTRIBUTOR_ROLES, CONTRIBUTOR_ROLE_LABEL, isContributorRole } from './roles';
export type { ContributorRole, ContributorRoleName } from './roles';
export { PERMISSIONS, ROLE_PERMISSIONS, hasPermission, isPermission, permissionsOf, rolesWith } from './permissions';
export type { Permission } from './permissions';
export { GUEST, accessFor, parseContentAccess } from './access';
export type { AccessDecision, ContentAccess, Viewer } from './access';
export { SignInAnswerError, saveAccountLanguage, signIn, signOut } from './session';
export type { CartMergeLeftOut, SignInAnswer, SignInInput, SiteLanguage, SiteUserProfile } from './session';
export { accountFailureMessage, signInFailureMessage } from './messages';

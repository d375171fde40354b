/**
 * Contributor roles (spec 000 §3, spec 001 §6): the website roles an account may hold. Code 5 is
 * not in the enumeration. A shopper's account holds none; "viewer" is the member of a private
 * area who may look but not edit.
 */
export const CONTRIBUTOR_ROLE = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  storeManager: 8,
  scheduling: 9,
  viewer: 10,
  campaignsEditor: 11,
  schedulingViewer: 12,
  schedulingEditor: 13,
  none: 14,
  websiteManager: 15,
  draftEditor: 16,
} as const;

export type ContributorRoleName = keyof typeof CONTRIBUTOR_ROLE;
export type ContributorRole = (typeof CONTRIBUTOR_ROLE)[ContributorRoleName];

/** Every role code, in the enumeration's order. */
export const CONTRIBUTOR_ROLES: readonly ContributorRole[] = Object.values(CONTRIBUTOR_ROLE);

/** How the owner's side names each role. */
export const CONTRIBUTOR_ROLE_LABEL: Readonly<Record<ContributorRole, string>> = {
  1: 'Admin',
  2: 'Billing',
  3: 'Reporting',
  4: 'Editor',
  6: 'Moderator',
  7: 'Commenter',
  8: 'Store manager',
  9: 'Scheduling',
  10: 'Viewer',
  11: 'Campaigns editor',
  12: 'Scheduling viewer',
  13: 'Scheduling editor',
  14: 'None',
  15: 'Website manager',
  16: 'Draft editor',
};

export function isContributorRole(value: unknown): value is ContributorRole {
  return typeof value === 'number' && (CONTRIBUTOR_ROLES as readonly number[]).includes(value);
}

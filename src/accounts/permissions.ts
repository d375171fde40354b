import { CONTRIBUTOR_ROLE, CONTRIBUTOR_ROLES, type ContributorRole } from './roles';

/**
 * What an owner route may require (`config: { permission }` on the platform's routes). One name per
 * kind of owner work; the table below says which website roles hold each.
 */
export const PERMISSIONS = [
  /** Open the administration (/config) at all. */
  'admin:open',
  /** List restock sign-ups and send the restock emails. */
  'restock:manage',
  /** Edit the site's header and footer (text and links; raw HTML with script needs `site:code`). */
  'site:header-footer',
  /** Raw HTML with script: in the header and footer, and in code blocks. */
  'site:code',
  /** Edit the main and secondary navigation. */
  'site:navigation',
  /** Add, remove and order the site's languages. */
  'site:languages',
  /** Create store pages and categories; move products between them. */
  'store:pages',
  /** Change the store's commerce preferences (what every page reads: units, tax display …). */
  'store:settings',
  /** Upload, rename and delete files. */
  'files:manage',
  /** Edit the site's styles (fonts, colours). */
  'styles:edit',
  /** Create, rename, merge and delete tags and categories. */
  'tags:edit',
  /** Edit content blocks: code blocks (without script unless `site:code`), charts. */
  'content:edit',
  /** Build and change forms. */
  'forms:edit',
  /** Read and export what visitors sent through forms. */
  'forms:submissions',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

const ALL: readonly Permission[] = PERMISSIONS;
const { admin, billing, reporting, editor, moderator, commenter, storeManager, scheduling, viewer } = CONTRIBUTOR_ROLE;
const { campaignsEditor, schedulingViewer, schedulingEditor, none, websiteManager, draftEditor } = CONTRIBUTOR_ROLE;

/**
 * Which permissions each website role holds. An account's permissions are the union of its roles'.
 * Every role whose work is done in the administration opens it; viewer, commenter and none do all
 * their work on the site itself. Raw code with script is the admin's and the website manager's only.
 */
export const ROLE_PERMISSIONS: Readonly<Record<ContributorRole, readonly Permission[]>> = {
  [admin]: ALL,
  [websiteManager]: ALL.filter((permission) => permission !== 'restock:manage'),
  [editor]: [
    'admin:open',
    'site:header-footer',
    'site:navigation',
    'store:pages',
    'files:manage',
    'styles:edit',
    'tags:edit',
    'content:edit',
    'forms:edit',
  ],
  [storeManager]: ['admin:open', 'restock:manage', 'store:pages', 'store:settings', 'files:manage', 'tags:edit'],
  [draftEditor]: ['admin:open', 'content:edit', 'files:manage'],
  [campaignsEditor]: ['admin:open', 'files:manage'],
  [billing]: ['admin:open'],
  [reporting]: ['admin:open'],
  [moderator]: ['admin:open'],
  [scheduling]: ['admin:open'],
  [schedulingViewer]: ['admin:open'],
  [schedulingEditor]: ['admin:open'],
  [viewer]: [],
  [commenter]: [],
  [none]: [],
};

/** Everything an account holding `roles` may do. */
export function permissionsOf(roles: readonly ContributorRole[]): ReadonlySet<Permission> {
  return new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role] ?? []));
}

/** Whether an account holding `roles` may do what `permission` names. */
export function hasPermission(roles: readonly ContributorRole[], permission: Permission): boolean {
  return roles.some((role) => ROLE_PERMISSIONS[role]?.includes(permission) ?? false);
}

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && (PERMISSIONS as readonly string[]).includes(value);
}

/** The roles that hold `permission`, in the enumeration's order. */
export function rolesWith(permission: Permission): ContributorRole[] {
  return CONTRIBUTOR_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
}

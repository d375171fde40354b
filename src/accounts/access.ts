import { CONTRIBUTOR_ROLE, type ContributorRole } from './roles';

/**
 * Who may see a page or an item that is not public (spec 001 §3: "page locked and members only"):
 * every signed-in account, or only accounts holding one of `roles`. Public content has no access rule.
 */
export type ContentAccess = { readonly kind: 'members' } | { readonly kind: 'roles'; readonly roles: readonly ContributorRole[] };

/** Who is looking: a visitor (signed out) or a signed-in account with its website roles. */
export interface Viewer {
  readonly signedIn: boolean;
  readonly roles: readonly ContributorRole[];
}

export const GUEST: Viewer = { signedIn: false, roles: [] };

/**
 * `open`: show it. `sign-in`: a visitor sees the lock screen (page type 103) and may sign in.
 * `denied`: a signed-in account without access sees member-area access denied (106).
 */
export type AccessDecision = 'open' | 'sign-in' | 'denied';

/** Whether `viewer` may see content under `access`; the site's admin sees everything. */
export function accessFor(access: ContentAccess | null, viewer: Viewer): AccessDecision {
  if (access === null) return 'open';
  if (!viewer.signedIn) return 'sign-in';
  if (access.kind === 'members' || viewer.roles.includes(CONTRIBUTOR_ROLE.admin)) return 'open';
  return viewer.roles.some((role) => access.roles.includes(role)) ? 'open' : 'denied';
}

/** An access rule as stored (JSON text), or null for public content; anything unreadable locks the content to the admin. */
export function parseContentAccess(text: string | null): ContentAccess | null {
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as { kind?: unknown; roles?: unknown };
    if (parsed.kind === 'members') return { kind: 'members' };
    if (parsed.kind === 'roles' && Array.isArray(parsed.roles) && parsed.roles.every((role) => typeof role === 'number')) {
      return { kind: 'roles', roles: parsed.roles as ContributorRole[] };
    }
  } catch {
    // Falls through: content whose rule cannot be read stays closed rather than open.
  }
  return { kind: 'roles', roles: [] };
}

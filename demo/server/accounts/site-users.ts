import { isContributorRole, type ContributorRole } from '../../../src/accounts';
import type { DemoDatabase } from '../database';

/** A site account: a shopper's, or a contributor's with website roles. */
export interface SiteUser {
  readonly id: string;
  /** Lower-cased: one account per address, whatever its case. */
  readonly email: string;
  readonly displayName: string;
  readonly passwordHash: string;
  /** The language the account chose (a language tag); null before it chose one. */
  readonly language: string | null;
  readonly websiteRoles: readonly ContributorRole[];
}

interface UserRow {
  id: string;
  email: string;
  display_name: string;
  password_hash: string;
  language: string | null;
}

/** The canonical form an email is stored and looked up in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function rolesOf(db: DemoDatabase, userId: string): ContributorRole[] {
  const rows = db.prepare('SELECT role FROM site_user_roles WHERE user_id = ? ORDER BY role').all(userId) as { role: number }[];
  return rows.map((row) => row.role).filter(isContributorRole);
}

function toUser(db: DemoDatabase, row: UserRow): SiteUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    passwordHash: row.password_hash,
    language: row.language,
    websiteRoles: rolesOf(db, row.id),
  };
}

export function findSiteUserByEmail(db: DemoDatabase, email: string): SiteUser | undefined {
  const row = db.prepare('SELECT * FROM site_users WHERE email = ?').get(normalizeEmail(email)) as UserRow | undefined;
  return row && toUser(db, row);
}

export function findSiteUser(db: DemoDatabase, id: string): SiteUser | undefined {
  const row = db.prepare('SELECT * FROM site_users WHERE id = ?').get(id) as UserRow | undefined;
  return row && toUser(db, row);
}

/** Writes an account with its roles; the caller owns the transaction. */
export function insertSiteUser(db: DemoDatabase, user: SiteUser, created: number): void {
  db.prepare('INSERT INTO site_users (id, email, display_name, password_hash, language, created) VALUES (?, ?, ?, ?, ?, ?)').run(
    user.id,
    normalizeEmail(user.email),
    user.displayName,
    user.passwordHash,
    user.language,
    created,
  );
  const insertRole = db.prepare('INSERT INTO site_user_roles (user_id, role) VALUES (?, ?)');
  for (const role of user.websiteRoles) insertRole.run(user.id, role);
}

export function setSiteUserLanguage(db: DemoDatabase, userId: string, language: string): void {
  db.prepare('UPDATE site_users SET language = ? WHERE id = ?').run(language, userId);
}

/** What the account's own pages and the sign-in answer show of it: never its password hash. */
export interface SiteUserProfileJson {
  id: string;
  email: string;
  displayName: string;
  language: string | null;
  websiteRoles: ContributorRole[];
}

export function profileJson(user: SiteUser): SiteUserProfileJson {
  return { id: user.id, email: user.email, displayName: user.displayName, language: user.language, websiteRoles: [...user.websiteRoles] };
}

import { describe, expect, it } from 'vitest';
import {
  CONTRIBUTOR_ROLE,
  CONTRIBUTOR_ROLES,
  PERMISSIONS,
  ROLE_PERMISSIONS,
  hasPermission,
  isContributorRole,
  isPermission,
  permissionsOf,
  rolesWith,
} from './index';

describe('the permission names', () => {
  it('are the ones owner routes may declare, each once', () => {
    expect(PERMISSIONS).toEqual([
      'admin:open',
      'restock:manage',
      'site:header-footer',
      'site:code',
      'site:navigation',
      'site:languages',
      'store:pages',
      'store:settings',
      'files:manage',
      'styles:edit',
      'tags:edit',
      'content:edit',
      'forms:edit',
      'forms:submissions',
    ]);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    expect(isPermission('site:code')).toBe(true);
    expect(isPermission('site:everything')).toBe(false);
  });
});

describe('the role table', () => {
  it('has a row for each of the 15 contributor roles of the enumeration, and no other', () => {
    expect(CONTRIBUTOR_ROLES).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(Object.keys(ROLE_PERMISSIONS).map(Number)).toEqual([...CONTRIBUTOR_ROLES].sort((a, b) => a - b));
    expect(isContributorRole(5)).toBe(false);
    expect(isContributorRole(15)).toBe(true);
  });

  it('gives the admin everything', () => {
    expect([...permissionsOf([CONTRIBUTOR_ROLE.admin])]).toEqual(PERMISSIONS);
  });

  it('gives raw code with script to the admin and the website manager only', () => {
    expect(rolesWith('site:code')).toEqual([CONTRIBUTOR_ROLE.admin, CONTRIBUTOR_ROLE.websiteManager]);
  });

  it('gives the restock manager to the admin and the store manager', () => {
    expect(rolesWith('restock:manage')).toEqual([CONTRIBUTOR_ROLE.admin, CONTRIBUTOR_ROLE.storeManager]);
    expect(rolesWith('store:settings')).toEqual([CONTRIBUTOR_ROLE.admin, CONTRIBUTOR_ROLE.storeManager, CONTRIBUTOR_ROLE.websiteManager]);
  });

  it('opens the administration to every role that may do anything there', () => {
    for (const role of CONTRIBUTOR_ROLES) {
      if (ROLE_PERMISSIONS[role].length > 0) expect(ROLE_PERMISSIONS[role], String(role)).toContain('admin:open');
    }
  });

  it('gives the viewer, the commenter and none nothing of the administration', () => {
    for (const role of [CONTRIBUTOR_ROLE.viewer, CONTRIBUTOR_ROLE.commenter, CONTRIBUTOR_ROLE.none]) {
      expect(permissionsOf([role]).size).toBe(0);
    }
  });

  it('names only known permissions', () => {
    for (const role of CONTRIBUTOR_ROLES) for (const permission of ROLE_PERMISSIONS[role]) expect(isPermission(permission)).toBe(true);
  });
});

describe('an account’s permissions', () => {
  it('are the union of its roles’', () => {
    const roles = [CONTRIBUTOR_ROLE.storeManager, CONTRIBUTOR_ROLE.draftEditor];
    expect(hasPermission(roles, 'restock:manage')).toBe(true);
    expect(hasPermission(roles, 'content:edit')).toBe(true);
    expect(hasPermission(roles, 'site:code')).toBe(false);
    expect([...permissionsOf(roles)].sort()).toEqual([
      'admin:open',
      'content:edit',
      'files:manage',
      'restock:manage',
      'store:pages',
      'store:settings',
      'tags:edit',
    ]);
  });

  it('are none for a shopper’s account, which holds no role', () => {
    expect(hasPermission([], 'admin:open')).toBe(false);
    expect(permissionsOf([]).size).toBe(0);
  });
});

describe('SECURITY.md', () => {
  it('lists each role’s permissions exactly as the table in this module has them', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../SECURITY.md', import.meta.url), 'utf8');
    for (const role of CONTRIBUTOR_ROLES) {
      const row = readme.split('\n').find((line) => line.startsWith(`| `) && line.includes(`(${role}) |`));
      expect(row, `SECURITY.md row for role ${role}`).toBeDefined();
      const listed = row!.split('|')[2]!.trim();
      const permissions = ROLE_PERMISSIONS[role];
      const expected =
        permissions.length === PERMISSIONS.length
          ? 'all of them'
          : permissions.length === 0
            ? 'none'
            : permissions.map((name) => `\`${name}\``).join(', ');
      expect(listed, `SECURITY.md row for role ${role}`).toBe(expected);
    }
    for (const permission of PERMISSIONS) expect(readme).toContain(`| \`${permission}\` |`);
  });
});

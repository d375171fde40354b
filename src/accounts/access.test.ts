import { describe, expect, it } from 'vitest';
import { CONTRIBUTOR_ROLE, GUEST, accessFor, parseContentAccess, type ContentAccess, type Viewer } from './index';

const customer: Viewer = { signedIn: true, roles: [] };
const viewer: Viewer = { signedIn: true, roles: [CONTRIBUTOR_ROLE.viewer] };
const admin: Viewer = { signedIn: true, roles: [CONTRIBUTOR_ROLE.admin] };
const members: ContentAccess = { kind: 'members' };
const club: ContentAccess = { kind: 'roles', roles: [CONTRIBUTOR_ROLE.viewer] };

describe('accessFor', () => {
  it.each([
    ['public content', null, GUEST, 'open'],
    ['public content', null, customer, 'open'],
    ['members-only content', members, GUEST, 'sign-in'],
    ['members-only content', members, customer, 'open'],
    ['content limited to viewers', club, GUEST, 'sign-in'],
    ['content limited to viewers', club, customer, 'denied'],
    ['content limited to viewers', club, viewer, 'open'],
    ['content limited to viewers', club, admin, 'open'],
  ] as const)('%s: %j → %s', (_what, access, who, decision) => {
    expect(accessFor(access, who)).toBe(decision);
  });

  it('lets no one but the admin into content limited to no role', () => {
    const nobody: ContentAccess = { kind: 'roles', roles: [] };
    expect(accessFor(nobody, viewer)).toBe('denied');
    expect(accessFor(nobody, admin)).toBe('open');
  });
});

describe('parseContentAccess', () => {
  it('reads what is stored', () => {
    expect(parseContentAccess(null)).toBeNull();
    expect(parseContentAccess('{"kind":"members"}')).toEqual(members);
    expect(parseContentAccess('{"kind":"roles","roles":[10]}')).toEqual(club);
  });

  it.each(['not json', '{"kind":"everyone"}', '{"kind":"roles","roles":"10"}', '[]'])(
    'keeps content closed when the rule is unreadable: %s',
    (text) => {
      expect(parseContentAccess(text)).toEqual({ kind: 'roles', roles: [] });
    },
  );
});

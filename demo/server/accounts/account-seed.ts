import { CONTRIBUTOR_ROLE } from '../../../src/accounts';
import type { DemoDatabase } from '../database';
import type { PasswordCost } from './passwords';
import { insertSiteUser, type SiteUser } from './site-users';

/**
 * The cost the QA accounts' hashes were made at (N = 2^15, below today's `PASSWORD_COST`): a live
 * demo makes each again at the current cost on its first sign-in; tests keep this cost, so a
 * sign-in there costs no rehash.
 */
export const SEED_PASSWORD_COST: PasswordCost = { N: 2 ** 15, r: 8, p: 1 };

/** A QA account of the demo, with its password as demo/README.md lists it. */
export interface SeedAccount extends SiteUser {
  readonly password: string;
}

/**
 * The demo's QA accounts, one per kind of visitor the permission table tells apart. The hashes are
 * `hashPassword(password)` made once, each with its own salt, so seeding costs no key derivation
 * (every test database is seeded); `account-seed.test.ts` checks each still matches its password.
 * A changed password needs a new hash: `npx tsx -e "import('../demo/server/passwords.ts').then(async (m) => console.log(await m.hashPassword('…')))"`.
 */
export const SEED_ACCOUNTS: readonly SeedAccount[] = [
  {
    id: '5eed50000000000000000001',
    email: 'customer@example.com',
    displayName: 'Casey Customer',
    password: 'casey-shops-2026',
    passwordHash: 'scrypt$32768$8$1$1ATKTSUzyN3nFNpB3PWxAQ$unTkQEdSPrtTlyXA_awwDnpRX4MdTS4ND-3nkznqOAU',
    language: null,
    websiteRoles: [],
  },
  {
    id: '5eed50000000000000000002',
    email: 'member@example.com',
    displayName: 'Mina Member',
    password: 'mina-views-2026',
    passwordHash: 'scrypt$32768$8$1$MqsPnhsGTxOJ1VhTdgCMPQ$xwoCDj1QdIYxpOyPk-tWi4cYM9nh6lKyLyTJ70Qrzpc',
    language: null,
    websiteRoles: [CONTRIBUTOR_ROLE.viewer],
  },
  {
    id: '5eed50000000000000000003',
    email: 'store@example.com',
    displayName: 'Sam Store',
    password: 'sam-stocks-2026',
    passwordHash: 'scrypt$32768$8$1$t1vEUzY5P4P2u4gGuq9z0w$940myQ1Amv5eOA0ptMJnbwN5QWV4i0ypJV6liHMab2o',
    language: null,
    websiteRoles: [CONTRIBUTOR_ROLE.storeManager],
  },
  {
    id: '5eed50000000000000000004',
    email: 'editor@example.com',
    displayName: 'Eddie Editor',
    password: 'eddie-edits-2026',
    passwordHash: 'scrypt$32768$8$1$0bLKHPc6n7BK0Y08xTHqZA$RiJkl8lkFf5paBPZ-LOcxwag6SNnINSPNCuxYNdnySQ',
    language: null,
    websiteRoles: [CONTRIBUTOR_ROLE.editor],
  },
  {
    id: '5eed50000000000000000005',
    email: 'owner@example.com',
    displayName: 'Olivia Owner',
    password: 'olivia-owns-2026',
    passwordHash: 'scrypt$32768$8$1$cOeo7BCCf4YvWfZorYF4oQ$oWS1ylriZOESLkpF0DvXFumSlAzT-mZNrv-utcAOqRg',
    language: null,
    websiteRoles: [CONTRIBUTOR_ROLE.admin],
  },
  {
    id: '5eed50000000000000000006',
    email: 'webmanager@example.com',
    displayName: 'Wes Webmanager',
    password: 'wes-manages-2026',
    passwordHash: 'scrypt$32768$8$1$2XOghh3rAamE6Pr7S1TcIg$7j2_d_N0ltGLqNlHhoQJ_HEKkpwXtyEp5yfVyxm5Ge0',
    language: null,
    websiteRoles: [CONTRIBUTOR_ROLE.websiteManager],
  },
];

/** The QA account of that email; throws for one the seed does not have (a test's typo). */
export function seedAccount(email: string): SeedAccount {
  const account = SEED_ACCOUNTS.find((candidate) => candidate.email === email);
  if (account === undefined) throw new Error(`No seeded account "${email}"`);
  return account;
}

/** Writes the QA accounts; the caller owns the transaction. */
export function insertSeedAccounts(db: DemoDatabase, created: number): void {
  for (const account of SEED_ACCOUNTS) insertSiteUser(db, account, created);
}

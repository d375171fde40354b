import type { FastifyInstance } from 'fastify';
import type { DemoDatabase } from '../database';
import { registerAccountPageRoutes } from './account-page-routes';
import { registerAccountRoutes } from './account-routes';
import type { AccountService } from './accounts';
import type { SendPage } from './page-sender';
import { registerPreferenceRoutes } from './preference-routes';
import type { SessionStore } from './sessions';

export interface AccountsPluginOptions {
  readonly db: DemoDatabase;
  readonly accounts: AccountService;
  readonly sessions: SessionStore;
  readonly sendPage: SendPage;
}

/** Site accounts: the sign-in, sign-out and profile API, the visitor's preferences, and the account pages. */
export async function accountsPlugin(app: FastifyInstance, { db, accounts, sessions, sendPage }: AccountsPluginOptions): Promise<void> {
  registerAccountRoutes(app, accounts, sessions);
  registerPreferenceRoutes(app, db);
  registerAccountPageRoutes(app, { accounts, sessions, sendPage });
}

import type { FastifyInstance } from 'fastify';
import type { DemoDatabase } from '../db';
import { endMerchantSession, isMerchant, startMerchantSession } from '../merchant';
import { MERCHANT_PATHS, merchantRestockPage, merchantSignInPage } from '../pages/merchant';
import type { SendPage } from './pages';

/** The demo merchant's sign-in, sign-out and restock manager page. */
export function registerMerchantRoutes(app: FastifyInstance, db: DemoDatabase, clock: () => number, sendPage: SendPage): void {
  app.get(MERCHANT_PATHS.signIn, (request, reply) =>
    sendPage(request, reply, merchantSignInPage(isMerchant(db, request, clock())), { perVisitor: true }),
  );

  app.post(MERCHANT_PATHS.signIn, (_request, reply) => {
    startMerchantSession(db, reply, clock());
    return reply.redirect(MERCHANT_PATHS.restock, 303);
  });

  app.post(MERCHANT_PATHS.signOut, (request, reply) => {
    endMerchantSession(db, request, reply);
    return reply.redirect(MERCHANT_PATHS.signIn, 303);
  });

  app.get(MERCHANT_PATHS.restock, (request, reply) =>
    sendPage(request, reply, merchantRestockPage(isMerchant(db, request, clock())), { perVisitor: true }),
  );
}

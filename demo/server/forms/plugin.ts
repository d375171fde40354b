import type { FastifyInstance } from 'fastify';
import type { PermissionsOf } from '../accounts';
import type { DemoDatabase } from '../database';
import type { RateLimit } from '../guard';
import type { TakenUrlIds } from '../site';
import { registerCaptchaStandInRoutes } from './captcha-stand-in';
import { registerFormAdminRoutes } from './form-admin-routes';
import { registerFormRoutes } from './form-routes';
import { registerPlacesRoutes } from './places-routes';

export interface FormsPluginOptions {
  readonly db: DemoDatabase;
  /** Form submissions allowed per visitor in a window. */
  readonly rateLimit: RateLimit;
  readonly permissionsOf: PermissionsOf;
  /** The URL ids a new form page cannot take (storefront/site-pages.ts). */
  readonly takenUrlIds: TakenUrlIds;
  readonly clock: () => number;
}

/** Forms: submissions and mailing lists, the address look-up, the captcha stand-in, and the owner's form admin. */
export async function formsPlugin(
  app: FastifyInstance,
  { db, rateLimit, permissionsOf, takenUrlIds, clock }: FormsPluginOptions,
): Promise<void> {
  registerFormRoutes(app, db, { rateLimit, clock });
  registerPlacesRoutes(app);
  registerCaptchaStandInRoutes(app, db, clock);
  registerFormAdminRoutes(app, db, permissionsOf, clock, takenUrlIds);
}

import type { FastifyInstance } from 'fastify';
import type { DemoDatabase } from '../database';
import { BadRequestError } from '../errors';
import { readPreferences, savePreferences } from './preferences';
import { DEMO_SITE } from '../site';
import { requireMediaType } from '../validation';
import { ownerRoute } from '../guard';

const NAMESPACE = /^[A-Za-z0-9._-]{1,64}$/;

function requireNamespace(namespace: string): string {
  if (!NAMESPACE.test(namespace)) throw new BadRequestError('namespace must be 1 to 64 letters, digits, dots, dashes or underscores');
  return namespace;
}

/**
 * Commerce preferences, one object per namespace (spec 000 §7): GET answers it with the website id
 * (which the storefront removes) to anyone, as every page reads them; PUT replaces it whole and
 * answers 204, for a role with `store:settings` only: they are the store's settings, not a shopper's.
 */
export function registerPreferenceRoutes(app: FastifyInstance, db: DemoDatabase): void {
  app.get<{ Params: { namespace: string } }>('/api/v1/commerce-preferences/:namespace', async (request) => ({
    websiteId: DEMO_SITE.websiteId,
    ...readPreferences(db, requireNamespace(request.params.namespace)),
  }));

  app.put<{ Params: { namespace: string } }>(
    '/api/v1/commerce-preferences/:namespace',
    ownerRoute('store:settings'),
    async (request, reply) => {
      const namespace = requireNamespace(request.params.namespace);
      requireMediaType(request, 'application/json');
      const { body } = request;
      if (typeof body !== 'object' || body === null || Array.isArray(body))
        throw new BadRequestError('The request body must be a JSON object');
      const { websiteId: _websiteId, ...preferences } = body as Record<string, unknown>;
      savePreferences(db, namespace, preferences);
      return reply.code(204).send();
    },
  );
}

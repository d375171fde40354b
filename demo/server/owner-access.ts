/**
 * Owner routes declare the permission they need in their Fastify route config
 * (`config: { permission: 'site:navigation' }`); one central hook of the accounts layer enforces it
 * for every such route (session, xsrf token, role). This module names the declaration and answers
 * what a request may do where a route's behaviour depends on it (header and footer HTML with code).
 */
import type { FastifyRequest } from 'fastify';
import { ADMIN_PERMISSION } from '../../src/admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a visitor's role must hold to use the route. */
    permission?: string;
  }
}

/** What the signed-in visitor's role may do. */
export type PermissionsOf = (request: FastifyRequest) => readonly string[];

/**
 * Until site accounts exist every visitor holds every admin permission: the admin is open. The app
 * takes the real answer (the session's role) as its `permissionsOf` option.
 */
export const EVERY_ADMIN_PERMISSION: PermissionsOf = () => Object.values(ADMIN_PERMISSION);

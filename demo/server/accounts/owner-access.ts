/**
 * What a request may do where an owner route's behaviour depends on it beyond the route's own
 * permission (which the guard enforces): header and footer HTML with code, the admin pages' links.
 */
import type { FastifyRequest } from 'fastify';
import { permissionsOf, type Permission } from '../../../src/accounts';
import type { SessionStore } from './sessions';

/** What the signed-in visitor's roles may do; nothing without a session. */
export type PermissionsOf = (request: FastifyRequest) => readonly Permission[];

export function createPermissionsOf(sessions: SessionStore): PermissionsOf {
  return (request) => {
    const session = sessions.sessionOf(request);
    return session === undefined ? [] : [...permissionsOf(session.user.websiteRoles)];
  };
}

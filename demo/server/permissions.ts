/**
 * The permissions the editor's tools declare on their owner routes (`config: { permission }`), and
 * what the session's role grants a request. Which role holds which permission is the accounts'
 * permission table; its one hook refuses a route's request without the permission it declares.
 */
import type { FastifyRequest } from 'fastify';

export const TOOL_PERMISSION = {
  files: 'files:manage',
  styles: 'styles:edit',
  tags: 'tags:edit',
  content: 'content:edit',
  code: 'site:code',
  storePages: 'store:pages',
  open: 'admin:open',
} as const;

export type ToolPermission = (typeof TOOL_PERMISSION)[keyof typeof TOOL_PERMISSION];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission an owner route needs; the accounts hook checks session, role and xsrf for it. */
    permission?: string;
  }
  interface FastifyRequest {
    /** The permissions the signed-in role grants, set by the accounts hook; absent for a visitor. */
    permissions?: ReadonlySet<string>;
  }
}

/** What the request's session may do: none without a session. */
export function grantedPermissions(request: FastifyRequest): ReadonlySet<string> {
  return request.permissions ?? new Set();
}

/** The route options of an owner route needing `permission`. */
export function ownerRoute(permission: ToolPermission): { config: { permission: ToolPermission } } {
  return { config: { permission } };
}

/**
 * The permissions the editor's tools declare on their owner routes (`config: { permission }`):
 * names of the accounts' one permission table, whose guard refuses a request without the
 * permission its route declares.
 */
import type { Permission } from '../../src/accounts';

export const TOOL_PERMISSION = {
  files: 'files:manage',
  styles: 'styles:edit',
  tags: 'tags:edit',
  content: 'content:edit',
  code: 'site:code',
  storePages: 'store:pages',
  open: 'admin:open',
} as const satisfies Record<string, Permission>;

export type ToolPermission = (typeof TOOL_PERMISSION)[keyof typeof TOOL_PERMISSION];

/** The route options of an owner route needing `permission`. */
export function ownerRoute(permission: ToolPermission): { config: { permission: ToolPermission } } {
  return { config: { permission } };
}

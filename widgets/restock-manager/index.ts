/**
 * Restock manager (the merchant's side).
 *
 * Renders: the restock sign-up groups (product, variant, sign-ups, how many wait for an email),
 *   read page by page until hasNextPage is false; per group a "Send" button (POST …/restock/send)
 *   and a toggle listing its sign-ups (read page by page too); a "Send all" button for every group
 *   with sign-ups waiting (POST …/restock/send/all). Progress and results are announced politely
 *   (role="status"); failures show the server's message (role="alert"). Only a signed-in merchant
 *   may call these; the platform refuses anyone else, and the widget shows its refusal.
 * Accepts: no data attributes besides `data-widget="restock-manager"`; content inside is replaced.
 * Usage: <div data-widget="restock-manager"></div> on an owner-only page.
 */
import { createElement } from 'react';
import type { MountWidget } from '../../loader';
import { injectStyles, mountWidget } from '../ui';
import { RestockManager } from './restock-manager';
import { RESTOCK_MANAGER_CSS } from './styles';

export const mount: MountWidget = (element, runtime) => {
  injectStyles(element.ownerDocument, 'restock-manager', RESTOCK_MANAGER_CSS);
  return mountWidget('restock-manager', element, runtime, createElement(RestockManager));
};

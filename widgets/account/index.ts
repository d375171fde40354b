/**
 * Account (the site header's sign-in and account).
 *
 * Renders: nothing in the page of its own: the server's link stays as it is ("Sign in", or the
 *   account's name) and opens the storefront's modal instead of navigating. A visitor gets the
 *   sign-in form (email, password, remember me; POST /api/site-users/account/session); an account
 *   its name and email, where the site has several languages the account's language with "Change
 *   language" (POST /api/site-users/account/locale, except for a custom-code language), and "Sign
 *   out" with "Keep my cart on this device" (DELETE …/session?cloneCart=…; a crumb failure is tried
 *   once more). Signing in or out reloads the page; a new language opens it with `?locale=`.
 *   A press with a modifier key (a new tab) is the browser's, as is everything without JavaScript.
 * Accepts: data-account  required JSON: { signInUrl, accountUrl, locale, languages: [{ code, name,
 *   custom? }], account?: { displayName, email, language } }.
 *   With data-mount-on-press the loader mounts it on the first press only, so no page downloads
 *   React for a header link; it replays that press, which the widget then takes.
 * Usage: <div data-widget="account" data-mount-on-press data-account='{…}'><a href="/account/sign-in">Sign in</a></div>
 */
import { createElement } from 'react';
import type { MountWidget } from '../../loader';
import { readSiteUser } from '../../src/site';
import { injectStyles, mountWidget } from '../ui';
import { FORM_CSS } from '../ui/form/styles';
import { AccountDialog } from './account-dialog';
import { readAccountData } from './account-data';
import { navigation } from './navigation';
import { createOpenState } from './open-state';
import { ACCOUNT_CSS } from './styles';

export const mount: MountWidget = (element, runtime) => {
  const data = readAccountData(element);
  const doc = element.ownerDocument;
  injectStyles(doc, 'form', FORM_CSS);
  injectStyles(doc, 'account', ACCOUNT_CSS);
  const state = createOpenState();
  const onPress = (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // A page restored from the back/forward cache may show a session that has since ended or begun.
    if ((data.account !== undefined) !== readSiteUser(doc.cookie).authenticated) return navigation.reload();
    state.set(true);
  };
  element.addEventListener('click', onPress);
  // The dialog is portalled to <body>; its root lives in a container of its own, leaving the link alone.
  const root = doc.createElement('span');
  root.hidden = true;
  element.append(root);
  const unmount = mountWidget('account', root, runtime, createElement(AccountDialog, { document: doc, data, state }));
  return () => {
    element.removeEventListener('click', onPress);
    unmount();
    root.remove();
  };
};

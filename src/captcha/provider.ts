/** The captcha actions, one per kind of protected form. */
export const CAPTCHA_ACTIONS = {
  formBlock: 'form_block',
  newsletterBlock: 'newsletter_block',
  productWaitlist: 'product_waitlist',
  promoPopup: 'promo_popup',
} as const;

export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[keyof typeof CAPTCHA_ACTIONS];

export type CaptchaSize = 'compact' | 'normal';

/** What `render` takes, in the provider's own parameter names. */
export interface CaptchaRenderParameters {
  readonly sitekey: string;
  readonly size: CaptchaSize;
  readonly action?: string;
  readonly callback: (token: string) => void;
  readonly 'expired-callback'?: () => void;
}

/** The provider's browser API (`grecaptcha.enterprise`), as far as the storefront uses it. */
export interface CaptchaProvider {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: CaptchaRenderParameters): number;
  execute(widgetIdOrSiteKey: number | string, options?: { action: string }): Promise<string>;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}

/** The provider's public script, rendering only where asked to. */
export const DEFAULT_CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/enterprise.js?render=explicit';

/** The global the provider's script defines; its API hangs off `.enterprise`. */
export const DEFAULT_CAPTCHA_GLOBAL = 'grecaptcha';

/** Errors of the captcha: the library missing or failing to load, the page gone, a widget destroyed. */
export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
}

/** The provider's API on `window`, when its script has run. */
export function findCaptchaProvider(
  window: object | null | undefined,
  globalName: string = DEFAULT_CAPTCHA_GLOBAL,
): CaptchaProvider | undefined {
  if (window === null || window === undefined) return undefined;
  const library: unknown = (window as Record<string, unknown>)[globalName];
  if (typeof library !== 'object' || library === null) return undefined;
  const enterprise: unknown = (library as Record<string, unknown>)['enterprise'];
  if (typeof enterprise !== 'object' || enterprise === null) return undefined;
  const api = enterprise as Record<string, unknown>;
  const complete = ['ready', 'render', 'execute', 'reset', 'getResponse'].every((name) => typeof api[name] === 'function');
  return complete ? (enterprise as CaptchaProvider) : undefined;
}

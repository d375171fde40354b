import { STRINGS } from '../i18n';
import {
  CaptchaError,
  DEFAULT_CAPTCHA_GLOBAL,
  findCaptchaProvider,
  type CaptchaAction,
  type CaptchaProvider,
  type CaptchaSize,
} from './provider';
import { loadCaptcha, type CaptchaLoadOptions } from './script';

/** Containers narrower than this many CSS pixels get the compact widget. */
export const CAPTCHA_COMPACT_BELOW_PX = 320;

/** Marks a container that holds a captcha, so nothing renders into it twice. */
export const CAPTCHA_RENDERED_ATTRIBUTE = 'data-captcha-rendered';

export function captchaSize(containerWidthPx: number): CaptchaSize {
  return containerWidthPx < CAPTCHA_COMPACT_BELOW_PX ? 'compact' : 'normal';
}

export interface CaptchaRenderOptions extends CaptchaLoadOptions {
  readonly siteKey: string;
  readonly action?: CaptchaAction;
  /** Called with the token when the shopper completes the challenge; it becomes the `captchaKey`. */
  readonly onToken?: (token: string) => void;
  /** Called when a completed challenge has expired and must be done again. */
  readonly onExpired?: () => void;
  /** @default console */
  readonly logger?: Pick<Console, 'error'>;
}

/** One rendered captcha. */
export interface CaptchaWidget {
  readonly widgetId: number;
  readonly size: CaptchaSize;
  /** The token of the completed challenge; `''` until then, after a reset, and once destroyed. */
  getResponse(): string;
  /** Runs the challenge programmatically and resolves with its token. */
  execute(): Promise<string>;
  /** Clears the challenge so the shopper completes it again (after a failed submission). */
  reset(): void;
  /** Empties the container and releases it, so it may be rendered into afresh. */
  destroy(): void;
}

const widgets = new WeakMap<Element, Promise<CaptchaWidget | undefined>>();

/**
 * Renders a captcha into `container`, loading the provider first if needed. A container is
 * rendered into once: later calls resolve with the same widget. The size is compact when the
 * container is narrower than {@link CAPTCHA_COMPACT_BELOW_PX}.
 * @returns `undefined`, logged, when the container is unusable (missing or not in the page)
 * @throws (rejects) CaptchaError when the provider cannot load
 */
export function renderCaptcha(container: Element | null | undefined, options: CaptchaRenderOptions): Promise<CaptchaWidget | undefined> {
  const logger = options.logger ?? console;
  if (!isUsableContainer(container)) {
    logger.error('Captcha container is unusable', container);
    return Promise.resolve(undefined);
  }
  let widget = widgets.get(container);
  if (widget === undefined) {
    widget = loadCaptcha({ ...options, document: container.ownerDocument }).then(
      (provider) => mount(provider, container, options, logger),
      (error: unknown) => {
        widgets.delete(container);
        throw error;
      },
    );
    widgets.set(container, widget);
  }
  return widget;
}

function isUsableContainer(container: Element | null | undefined): container is HTMLElement {
  const view = container?.ownerDocument.defaultView;
  return (
    container !== null &&
    container !== undefined &&
    view !== null &&
    view !== undefined &&
    container instanceof view.HTMLElement &&
    container.isConnected
  );
}

function mount(
  provider: CaptchaProvider,
  container: HTMLElement,
  options: CaptchaRenderOptions,
  logger: Pick<Console, 'error'>,
): CaptchaWidget | undefined {
  const size = captchaSize(container.getBoundingClientRect().width);
  let widgetId: number;
  try {
    widgetId = provider.render(container, {
      sitekey: options.siteKey,
      size,
      ...(options.action === undefined ? {} : { action: options.action }),
      callback: (token) => options.onToken?.(token),
      'expired-callback': () => options.onExpired?.(),
    });
  } catch (error) {
    widgets.delete(container);
    logger.error('Captcha could not render into its container', error);
    return undefined;
  }
  container.setAttribute(CAPTCHA_RENDERED_ATTRIBUTE, 'true');

  let destroyed = false;
  return {
    widgetId,
    size,
    getResponse: () => (destroyed ? '' : provider.getResponse(widgetId)),
    execute: () => (destroyed ? Promise.reject(new CaptchaError('The captcha widget has been destroyed')) : provider.execute(widgetId)),
    reset: () => {
      if (!destroyed) provider.reset(widgetId);
    },
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      provider.reset(widgetId);
      container.replaceChildren();
      container.removeAttribute(CAPTCHA_RENDERED_ATTRIBUTE);
      widgets.delete(container);
    },
  };
}

export interface CaptchaExecuteOptions {
  /** @default DEFAULT_CAPTCHA_GLOBAL */
  readonly globalName?: string;
  /** @default the page's document */
  readonly document?: Document;
}

/**
 * Runs an invisible challenge for `action` with the site key and resolves with its token. The
 * provider must already be loaded ({@link loadCaptcha}).
 * @throws (rejects) CaptchaError "ReCaptcha has not been set up!" when it is not
 */
export function executeCaptcha(siteKey: string, action: CaptchaAction, options: CaptchaExecuteOptions = {}): Promise<string> {
  const document = options.document ?? globalThis.document;
  const provider = findCaptchaProvider(document?.defaultView, options.globalName ?? DEFAULT_CAPTCHA_GLOBAL);
  if (provider === undefined) return Promise.reject(new CaptchaError(STRINGS.captcha.notSetUp));
  return provider.execute(siteKey, { action });
}

import { STRINGS } from '../i18n';
import { CaptchaError, DEFAULT_CAPTCHA_GLOBAL, DEFAULT_CAPTCHA_SCRIPT_URL, findCaptchaProvider, type CaptchaProvider } from './provider';

export interface CaptchaLoadOptions {
  /** @default DEFAULT_CAPTCHA_SCRIPT_URL; the demo points it at a local stand-in */
  readonly scriptUrl?: string;
  /** @default DEFAULT_CAPTCHA_GLOBAL */
  readonly globalName?: string;
  /** @default the page's document */
  readonly document?: Document;
}

// One load per document, shared by every form on the page: one script tag, one promise.
const loads = new WeakMap<Document, Promise<CaptchaProvider>>();

/**
 * Loads the captcha provider's script on demand — call it when a protected form is about to be
 * used — and resolves with its API once ready. Later calls share the first load; a failed load
 * is forgotten so the next call tries again.
 * @throws (rejects) CaptchaError when the document is gone, the script fails, or it defines no API
 */
export function loadCaptcha(options: CaptchaLoadOptions = {}): Promise<CaptchaProvider> {
  const document = options.document ?? globalThis.document;
  const window = document?.defaultView;
  if (document === undefined || window === null || window === undefined) {
    return Promise.reject(new CaptchaError('The captcha cannot load: the document has been destroyed'));
  }
  let load = loads.get(document);
  if (load === undefined) {
    load = inject(document, window, options).catch((error: unknown) => {
      loads.delete(document);
      throw error;
    });
    loads.set(document, load);
  }
  return load;
}

function inject(document: Document, window: Window, options: CaptchaLoadOptions): Promise<CaptchaProvider> {
  const globalName = options.globalName ?? DEFAULT_CAPTCHA_GLOBAL;
  const whenReady = (provider: CaptchaProvider) => new Promise<CaptchaProvider>((resolve) => provider.ready(() => resolve(provider)));
  const present = findCaptchaProvider(window, globalName);
  if (present !== undefined) return whenReady(present);

  const src = options.scriptUrl ?? DEFAULT_CAPTCHA_SCRIPT_URL;
  return new Promise<CaptchaProvider>((resolve, reject) => {
    const script = document.createElement('script');
    const settle = () => {
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', onError);
    };
    const onLoad = () => {
      settle();
      if (document.defaultView === null) {
        reject(new CaptchaError('The captcha cannot load: the document has been destroyed'));
        return;
      }
      const provider = findCaptchaProvider(window, globalName);
      if (provider === undefined) reject(new CaptchaError(STRINGS.captcha.notSetUp));
      else resolve(whenReady(provider));
    };
    const onError = () => {
      settle();
      script.remove();
      reject(new CaptchaError(`The captcha script failed to load: ${src}`));
    };
    script.addEventListener('load', onLoad);
    script.addEventListener('error', onError);
    script.async = true;
    script.src = src;
    (document.head ?? document.documentElement).append(script);
  });
}

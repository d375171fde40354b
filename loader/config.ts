import { readApiRoot } from './api-root';
import { reportProblem } from './report';
import type { StorefrontConfig } from './types';

function canonicalLocale(value: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(value)[0];
  } catch {
    return undefined;
  }
}

/** The address as an absolute http(s) URL, or `undefined` when it is not one. */
function scriptAddress(value: string, base: string): string | undefined {
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads `data-api-root`, `data-locale`, `data-currency` and `data-captcha-script` from the loader's own tag. A value that
 * cannot be used is reported once, naming the attribute, and its default is used instead. The
 * runtime chunk does this, not the loader, to keep the loader small; the loader hands it the tag.
 */
export function readLoaderConfig(script: HTMLScriptElement | null, doc: Document): StorefrontConfig {
  const data = script?.dataset ?? {};
  const subject = script === null ? '<script>' : `<script src="${script.getAttribute('src') ?? ''}">`;

  const pageLocale = canonicalLocale(doc.documentElement.lang) ?? 'en-US';
  let locale = pageLocale;
  if (data['locale']) {
    const requested = canonicalLocale(data['locale']);
    if (requested === undefined) reportProblem(subject, `data-locale "${data['locale']}" is not a language tag; using ${pageLocale}`);
    else locale = requested;
  }

  let currency = 'USD';
  if (data['currency']) {
    if (/^[a-z]{3}$/i.test(data['currency'])) currency = data['currency'].toUpperCase();
    else reportProblem(subject, `data-currency "${data['currency']}" is not a 3-letter currency code; using USD`);
  }

  let captchaScriptUrl: string | undefined;
  if (data['captchaScript']) {
    captchaScriptUrl = scriptAddress(data['captchaScript'], doc.baseURI);
    if (captchaScriptUrl === undefined) {
      reportProblem(
        subject,
        `data-captcha-script "${data['captchaScript']}" is not an http(s) address; using the captcha provider's own script`,
      );
    }
  }

  return {
    apiRoot: readApiRoot(script),
    locale,
    currency,
    ...(captchaScriptUrl === undefined ? {} : { captchaScriptUrl }),
  };
}

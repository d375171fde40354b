// @vitest-environment happy-dom
import { Window } from 'happy-dom';
import { describe, expect, it, vi } from 'vitest';
import {
  CAPTCHA_ACTIONS,
  CaptchaError,
  DEFAULT_CAPTCHA_SCRIPT_URL,
  executeCaptcha,
  loadCaptcha,
  renderCaptcha,
  type CaptchaProvider,
  type CaptchaRenderParameters,
} from './index';

/** A page whose scripts never run; the provider appears when its script "loads", as in a browser. */
function page(options: { provides?: 'api' | 'nothing'; fails?: boolean } = {}) {
  const window = new Window({
    url: 'https://shop.test/',
    settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: !options.fails },
  });
  const document = window.document as unknown as Document;
  const responses = new Map<number, string>();
  const rendered: { container: HTMLElement; parameters: CaptchaRenderParameters }[] = [];
  const provider = {
    ready: vi.fn((callback: () => void) => callback()),
    render: vi.fn((container: HTMLElement, parameters: CaptchaRenderParameters) => {
      rendered.push({ container, parameters });
      container.append(document.createElement('iframe'));
      return rendered.length - 1;
    }),
    execute: vi.fn(async (target: number | string, run?: { action: string }) => `token:${target}:${run?.action ?? ''}`),
    reset: vi.fn((widgetId?: number) => void responses.delete(widgetId ?? 0)),
    getResponse: vi.fn((widgetId?: number) => responses.get(widgetId ?? 0) ?? ''),
  } satisfies CaptchaProvider;
  const install = (globalName = 'grecaptcha') => {
    Object.assign(window, { [globalName]: { enterprise: provider } });
  };
  document.addEventListener(
    'load',
    (event) => {
      if ((event.target as Element).tagName === 'SCRIPT' && options.provides !== 'nothing') install();
    },
    true,
  );
  const scripts = () => [...document.querySelectorAll('script')].map((script) => script.src);
  const container = (width = 400) => {
    const element = document.createElement('div');
    element.getBoundingClientRect = () => ({ width }) as DOMRect;
    document.body.append(element);
    return element;
  };
  const logger = { error: vi.fn() };
  return { window, document, provider, rendered, responses, install, scripts, container, logger };
}

describe('loading the captcha provider', () => {
  it('adds nothing to the page until asked', () => {
    const { scripts } = page();
    expect(scripts()).toEqual([]);
  });

  it('adds one script tag for the provider and resolves with its API once ready', async () => {
    const { document, provider, scripts } = page();
    await expect(loadCaptcha({ document })).resolves.toBe(provider);
    expect(scripts()).toEqual([DEFAULT_CAPTCHA_SCRIPT_URL]);
    expect(provider.ready).toHaveBeenCalledTimes(1);
  });

  it('shares one load between every caller on the page', async () => {
    const { document, scripts } = page();
    const first = loadCaptcha({ document });
    expect(loadCaptcha({ document })).toBe(first);
    await first;
    await loadCaptcha({ document });
    expect(scripts()).toHaveLength(1);
  });

  it('loads from the configured address and reads the configured global', async () => {
    const { document, provider, install, scripts } = page({ provides: 'nothing' });
    document.addEventListener('load', () => install('localCaptcha'), true);
    await expect(loadCaptcha({ document, scriptUrl: '/demo/captcha.js', globalName: 'localCaptcha' })).resolves.toBe(provider);
    expect(scripts()).toEqual(['https://shop.test/demo/captcha.js']);
  });

  it('uses a provider the page already has, without a second script', async () => {
    const { document, provider, install, scripts } = page();
    install();
    await expect(loadCaptcha({ document })).resolves.toBe(provider);
    expect(scripts()).toEqual([]);
  });

  it('rejects when the script fails, removes it, and tries again next time', async () => {
    const { document, scripts } = page({ fails: true });
    const first = loadCaptcha({ document });
    await expect(first).rejects.toThrow(new CaptchaError(`The captcha script failed to load: ${DEFAULT_CAPTCHA_SCRIPT_URL}`));
    expect(scripts()).toEqual([]);
    const retry = loadCaptcha({ document });
    expect(retry).not.toBe(first);
    await expect(retry).rejects.toBeInstanceOf(CaptchaError);
  });

  it('rejects with "ReCaptcha has not been set up!" when the script defines no API', async () => {
    const { document } = page({ provides: 'nothing' });
    await expect(loadCaptcha({ document })).rejects.toThrow(new CaptchaError('ReCaptcha has not been set up!'));
  });

  it('rejects for a destroyed document', async () => {
    const detached = document.implementation.createHTMLDocument('gone');
    await expect(loadCaptcha({ document: detached })).rejects.toThrow(
      new CaptchaError('The captcha cannot load: the document has been destroyed'),
    );
    expect(detached.querySelector('script')).toBeNull();
  });
});

describe('rendering a captcha', () => {
  it('renders the normal size into a container 320 px wide or more', async () => {
    const { container, rendered } = page();
    const widget = await renderCaptcha(container(320), { siteKey: 'site-key', action: CAPTCHA_ACTIONS.formBlock });
    expect(widget?.size).toBe('normal');
    expect(rendered[0]?.parameters).toMatchObject({ sitekey: 'site-key', size: 'normal', action: 'form_block' });
  });

  it('renders the compact size into a container under 320 px', async () => {
    const { container, rendered } = page();
    await renderCaptcha(container(319), { siteKey: 'site-key' });
    expect(rendered[0]?.parameters.size).toBe('compact');
  });

  it('marks the container and never renders into it twice', async () => {
    const { container, provider } = page();
    const element = container();
    const [first, second] = await Promise.all([
      renderCaptcha(element, { siteKey: 'site-key' }),
      renderCaptcha(element, { siteKey: 'site-key' }),
    ]);
    expect(await renderCaptcha(element, { siteKey: 'site-key' })).toBe(first);
    expect(second).toBe(first);
    expect(provider.render).toHaveBeenCalledTimes(1);
    expect(element.getAttribute('data-captcha-rendered')).toBe('true');
  });

  it('logs an unusable container and loads nothing', async () => {
    const { document, scripts, logger } = page();
    const detached = document.createElement('div');
    expect(await renderCaptcha(detached, { siteKey: 'site-key', logger })).toBeUndefined();
    expect(await renderCaptcha(null, { siteKey: 'site-key', logger })).toBeUndefined();
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenCalledWith('Captcha container is unusable', detached);
    expect(scripts()).toEqual([]);
  });

  it('logs a provider that refuses to render, leaving the container unmarked', async () => {
    const { container, provider, logger } = page();
    provider.render.mockImplementationOnce(() => {
      throw new Error('reCAPTCHA has already been rendered in this element');
    });
    const element = container();
    expect(await renderCaptcha(element, { siteKey: 'site-key', logger })).toBeUndefined();
    expect(logger.error).toHaveBeenCalled();
    expect(element.hasAttribute('data-captcha-rendered')).toBe(false);
  });

  it('passes the token of a completed challenge on, and reads it back', async () => {
    const { container, rendered, responses } = page();
    const onToken = vi.fn();
    const widget = await renderCaptcha(container(), { siteKey: 'site-key', onToken });
    responses.set(0, 'token-1');
    rendered[0]?.parameters.callback('token-1');
    expect(onToken).toHaveBeenCalledWith('token-1');
    expect(widget?.getResponse()).toBe('token-1');
  });

  it('resets the challenge', async () => {
    const { container, responses } = page();
    const widget = await renderCaptcha(container(), { siteKey: 'site-key' });
    responses.set(0, 'token-1');
    widget?.reset();
    expect(widget?.getResponse()).toBe('');
  });

  it('executes the rendered widget', async () => {
    const { container } = page();
    const widget = await renderCaptcha(container(), { siteKey: 'site-key' });
    await expect(widget?.execute()).resolves.toBe('token:0:');
  });

  it('destroys: empties and unmarks the container, after which it may render afresh', async () => {
    const { container, provider } = page();
    const element = container();
    const widget = await renderCaptcha(element, { siteKey: 'site-key' });
    widget?.destroy();
    expect(element.childElementCount).toBe(0);
    expect(element.hasAttribute('data-captcha-rendered')).toBe(false);
    expect(widget?.getResponse()).toBe('');
    await expect(widget?.execute()).rejects.toThrow(new CaptchaError('The captcha widget has been destroyed'));
    const again = await renderCaptcha(element, { siteKey: 'site-key' });
    expect(again).not.toBe(widget);
    expect(provider.render).toHaveBeenCalledTimes(2);
  });
});

describe('executing an invisible challenge', () => {
  it('rejects with "ReCaptcha has not been set up!" without the library', async () => {
    const { document } = page();
    await expect(executeCaptcha('site-key', CAPTCHA_ACTIONS.productWaitlist, { document })).rejects.toThrow(
      new CaptchaError('ReCaptcha has not been set up!'),
    );
  });

  it('resolves with the token for the action once the library is loaded', async () => {
    const { document, provider } = page();
    await loadCaptcha({ document });
    await expect(executeCaptcha('site-key', CAPTCHA_ACTIONS.newsletterBlock, { document })).resolves.toBe(
      'token:site-key:newsletter_block',
    );
    expect(provider.execute).toHaveBeenCalledWith('site-key', { action: 'newsletter_block' });
  });
});

describe('the captcha actions', () => {
  it('cover the form block, newsletter block, product waitlist and promo popup', () => {
    expect(Object.values(CAPTCHA_ACTIONS)).toEqual(['form_block', 'newsletter_block', 'product_waitlist', 'promo_popup']);
  });
});

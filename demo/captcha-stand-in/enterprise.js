// The demo's stand-in for the captcha provider's browser script (reCAPTCHA Enterprise), served by
// the demo server at /captcha-stand-in/enterprise.js because no third-party host is reachable
// here. It defines the same `grecaptcha.enterprise` API the storefront codes against — ready,
// render, execute, reset, getResponse — and renders an "I'm not a robot" checkbox. Ticking it asks
// the demo server for a token (POST /captcha-stand-in/token), which the server verifies and spends
// when the form is submitted. Tokens expire like the provider's, after which `expired-callback` runs.
(() => {
  'use strict';

  const script = document.currentScript;
  const tokenUrl = new URL('token', script instanceof HTMLScriptElement ? script.src : location.href).href;
  const STYLE = `
.captcha-stand-in{box-sizing:border-box;display:flex;align-items:center;gap:.75em;width:304px;height:78px;padding:0 1em;border:1px solid #c8c8c8;border-radius:3px;background:#f9f9f9;color:#1d1d1f;font:14px/1.3 system-ui,sans-serif}
.captcha-stand-in[data-size="compact"]{flex-direction:column;justify-content:center;width:164px;height:144px;text-align:center}
.captcha-stand-in input{width:24px;height:24px;margin:0}
.captcha-stand-in__status{font-size:12px;color:#3d3d3d}`;

  /** @type {{ container: HTMLElement, sitekey: string, action: string, callback?: (token: string) => void, expired?: () => void, response: string, timer?: ReturnType<typeof setTimeout>, checkbox: HTMLInputElement, status: HTMLElement }[]} */
  const widgets = [];

  let styled = false;

  // A constructed style sheet, as the storefront's widgets add theirs: the store's strict policy
  // (style-src without 'unsafe-inline') blocks a <style> element a third-party script adds.
  function addStyle() {
    if (styled) return;
    styled = true;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(STYLE);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }

  /** Asks the demo server for a token, as completing the provider's challenge would. */
  async function mintToken(sitekey, action) {
    const response = await fetch(tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitekey, action }),
    });
    if (!response.ok) throw new Error(`The captcha stand-in could not issue a token: ${response.status} ${await response.text()}`);
    return /** @type {{ token: string, expiresInMs: number }} */ (await response.json());
  }

  function widgetOf(id = 0) {
    const widget = widgets[id];
    if (widget === undefined) throw new Error(`Invalid reCAPTCHA client id: ${id}`);
    return widget;
  }

  function clear(widget) {
    clearTimeout(widget.timer);
    widget.response = '';
    widget.checkbox.checked = false;
    widget.status.textContent = '';
  }

  function accept(widget, { token, expiresInMs }) {
    clearTimeout(widget.timer);
    widget.response = token;
    widget.checkbox.checked = true;
    widget.status.textContent = 'Verified';
    widget.timer = setTimeout(() => {
      clear(widget);
      widget.expired?.();
    }, expiresInMs);
    widget.callback?.(token);
    return token;
  }

  function render(container, parameters) {
    if (!(container instanceof HTMLElement)) throw new Error('reCAPTCHA placeholder element must be an element or id');
    if (container.querySelector('.captcha-stand-in') !== null) throw new Error('reCAPTCHA has already been rendered in this element');
    addStyle();
    const id = widgets.length;
    const box = document.createElement('div');
    box.className = 'captcha-stand-in';
    box.dataset.size = parameters.size === 'compact' ? 'compact' : 'normal';
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    checkbox.id = `captcha-stand-in-${id}`;
    const label = document.createElement('label');
    label.htmlFor = checkbox.id;
    label.textContent = "I'm not a robot";
    const status = document.createElement('span');
    status.className = 'captcha-stand-in__status';
    status.setAttribute('role', 'status');
    box.append(checkbox, label, status);
    container.append(box);

    const widget = {
      container,
      sitekey: String(parameters.sitekey ?? ''),
      action: String(parameters.action ?? ''),
      callback: parameters.callback,
      expired: parameters['expired-callback'],
      response: '',
      timer: undefined,
      checkbox,
      status,
    };
    widgets.push(widget);
    checkbox.addEventListener('change', () => {
      if (!checkbox.checked) {
        clear(widget);
        return;
      }
      checkbox.disabled = true;
      status.textContent = 'Verifying…';
      mintToken(widget.sitekey, widget.action)
        .then((issued) => accept(widget, issued))
        .catch((error) => {
          clear(widget);
          status.textContent = 'Verification failed. Please try again.';
          console.error(error);
        })
        .finally(() => {
          checkbox.disabled = false;
        });
    });
    return id;
  }

  window.grecaptcha = {
    enterprise: {
      ready(callback) {
        setTimeout(callback, 0);
      },
      render,
      /** A widget id runs that widget's challenge; a site key runs an invisible one for `options.action`. */
      async execute(target, options) {
        if (typeof target === 'string') return (await mintToken(target, options?.action ?? '')).token;
        const widget = widgetOf(target);
        return accept(widget, await mintToken(widget.sitekey, options?.action ?? widget.action));
      },
      reset(id) {
        clear(widgetOf(id));
      },
      getResponse(id) {
        return widgetOf(id).response;
      },
    },
  };
})();

// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { waitForRender } from '../../test/fixtures/react';
import { createTestRuntime, jsonResponse, type TestRuntime } from '../../test/fixtures/runtime';
import { mount } from './index';
import { navigation } from './navigation';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const LANGUAGES = [
  { code: 'en-US', name: 'English' },
  { code: 'fr-CA', name: 'Français' },
  { code: 'es-MX', name: 'Español (México)', custom: true },
];
const GUEST = { signInUrl: '/account/sign-in?returnTo=%2Fshop', accountUrl: '/account', locale: 'en-US', languages: LANGUAGES };
const CASEY = { ...GUEST, account: { displayName: 'Casey Customer', email: 'customer@example.com', language: 'fr-CA' } };
const SIGNED_IN = {
  xsrfToken: 'x'.repeat(32),
  siteUser: { id: 'u1', email: 'customer@example.com', displayName: 'Casey Customer', language: null, websiteRoles: [] },
  cartMerge: { leftOut: [] },
};

let runtime: TestRuntime;
let unmount: (() => void) | undefined;
let reload: MockInstance<() => void>;
let go: MockInstance<(url: string) => void>;

beforeEach(() => {
  reload = vi.spyOn(navigation, 'reload').mockImplementation(() => undefined);
  go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
});

afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.cookie = 'SiteUserInfo=; max-age=0; path=/';
  vi.restoreAllMocks();
});

function render(data: unknown, answer: (request: Request) => Response | Promise<Response> = () => jsonResponse(200, {})) {
  document.body.innerHTML = `<header><div data-widget="account" data-account="${JSON.stringify(data).replace(/"/g, '&quot;')}"><a href="/account/sign-in">Sign in</a></div></header>`;
  if (typeof data === 'object' && data !== null && 'account' in data) {
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}; path=/`;
  }
  runtime = createTestRuntime(answer);
  act(() => {
    unmount = mount(document.querySelector<HTMLElement>('[data-widget="account"]')!, runtime);
  });
}

const link = () => document.querySelector('a')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const dialogName = () => document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '')?.textContent;
const input = (label: string) => {
  const target = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.startsWith(label));
  return (target?.htmlFor ? document.getElementById(target.htmlFor) : target?.querySelector('input')) as HTMLInputElement;
};
const button = (name: string) => [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!;
const alertText = () => dialog()?.querySelector('[role="alert"]')?.textContent;

function press(init: MouseEventInit = {}): MouseEvent {
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
  act(() => {
    link().dispatchEvent(click);
  });
  return click;
}

function type(label: string, value: string): void {
  act(() => {
    const element = input(label);
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const submit = (name: string) => act(async () => button(name).click());
const bodyOf = async (request: Request) => (await request.clone().json()) as unknown;

describe('the header link', () => {
  it('opens the sign-in dialog instead of navigating, its email field focused', async () => {
    render(GUEST);
    const click = press();
    expect(click.defaultPrevented).toBe(true);
    await waitForRender(() => expect(dialogName()).toBe('Sign in'));
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(input('Email'));
    expect(input('Password').type).toBe('password');
    expect(input('Remember me').checked).toBe(false);
  });

  it('leaves a press with a modifier key to the browser', () => {
    render(GUEST);
    expect(press({ ctrlKey: true }).defaultPrevented).toBe(false);
    expect(dialog()).toBeNull();
  });

  it('closes with Escape and gives focus back to the link', async () => {
    render(GUEST);
    link().focus();
    press();
    await waitForRender(() => expect(dialog()).not.toBeNull());
    act(() => {
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await waitForRender(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(link());
  });

  it('reloads a page whose header no longer matches the session (restored from the back/forward cache)', () => {
    render(GUEST);
    document.cookie = `SiteUserInfo=${encodeURIComponent(JSON.stringify({ authenticated: true, siteUserId: 'u1' }))}; path=/`;
    press();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(dialog()).toBeNull();
  });

  it('refuses markup without its data, naming the attribute', () => {
    document.body.innerHTML = '<div data-widget="account"><a href="/account/sign-in">Sign in</a></div>';
    expect(() => mount(document.querySelector<HTMLElement>('div')!, createTestRuntime())).toThrow('data-account must be a JSON object');
  });
});

describe('signing in', () => {
  async function open(answer: (request: Request) => Response | Promise<Response>) {
    render(GUEST, answer);
    press();
    await waitForRender(() => expect(dialog()).not.toBeNull());
  }

  it('names the empty fields first, sending nothing', async () => {
    await open(() => jsonResponse(200, SIGNED_IN));
    await submit('Sign in');
    expect(dialog()!.querySelectorAll('.sf-field__error')).toHaveLength(2);
    expect(input('Email').getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input('Email').getAttribute('aria-describedby')!)?.textContent).toBe('Enter your email address.');
    expect(document.activeElement).toBe(input('Email'));
    type('Email', 'customer@example.com');
    await submit('Sign in');
    expect(document.activeElement).toBe(input('Password'));
    expect(runtime.requests).toHaveLength(0);
  });

  it('sends email, password and remember me, then reloads the page', async () => {
    await open(() => jsonResponse(200, SIGNED_IN));
    type('Email', ' customer@example.com ');
    type('Password', 'casey-shops-2026');
    act(() => input('Remember me').click());
    await submit('Sign in');
    await waitForRender(() => expect(reload).toHaveBeenCalledTimes(1));
    const [request] = runtime.requests;
    expect(request?.method).toBe('POST');
    expect(new URL(request!.url).pathname).toBe('/api/site-users/account/session');
    expect(await bodyOf(request!)).toEqual({ email: 'customer@example.com', password: 'casey-shops-2026', rememberMe: true });
  });

  it.each([
    [
      'a wrong email or password',
      () => jsonResponse(401, { error: 'The email or password is incorrect.' }),
      'The email or password is incorrect.',
    ],
    [
      'too many tries',
      () => jsonResponse(429, { error: 'Slow down' }),
      'Too many sign-in attempts. Please wait a few minutes and try again.',
    ],
    [
      'a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Unable to connect. Please check your internet connection and try again.',
    ],
    [
      'a crumb failure',
      () => jsonResponse(401, { crumbFail: true, error: 'Invalid crumb' }),
      'Your session has expired. Please reload the page and try again.',
    ],
  ])('says so in an alert after %s, clearing the password', async (_case, answer, message) => {
    await open(answer);
    type('Email', 'customer@example.com');
    type('Password', 'wrong');
    await submit('Sign in');
    await waitForRender(() => expect(alertText()).toBe(message));
    expect(input('Password').value).toBe('');
    expect(input('Email').value).toBe('customer@example.com');
    expect(document.activeElement).toBe(input('Password'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('says "Signing in…" while waiting, and sends once however often it is pressed', async () => {
    let answer!: (response: Response) => void;
    await open(() => new Promise<Response>((resolve) => (answer = resolve)));
    type('Email', 'customer@example.com');
    type('Password', 'casey-shops-2026');
    await submit('Sign in');
    expect(button('Signing in…').getAttribute('aria-disabled')).toBe('true');
    await submit('Signing in…');
    expect(runtime.requests).toHaveLength(1);
    answer(jsonResponse(200, SIGNED_IN));
    await waitForRender(() => expect(reload).toHaveBeenCalled());
  });

  it('tells what of the cart from before could not join the account’s, and continues when asked', async () => {
    const leftOut = [{ title: 'Stoneware Vase', quantity: 1, reason: 'stock' }];
    await open(() => jsonResponse(200, { ...SIGNED_IN, cartMerge: { leftOut } }));
    type('Email', 'customer@example.com');
    type('Password', 'casey-shops-2026');
    await submit('Sign in');
    await waitForRender(() =>
      expect(dialog()!.querySelector('[role="status"]')?.textContent).toBe(
        'Not added to your cart: 1 × Stoneware Vase (not enough in stock).',
      ),
    );
    expect(document.activeElement).toBe(button('Continue'));
    expect(reload).not.toHaveBeenCalled();
    await submit('Continue');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('signed in', () => {
  async function open(answer: (request: Request) => Response | Promise<Response> = () => jsonResponse(200, {})) {
    render(CASEY, answer);
    press();
    await waitForRender(() => expect(dialogName()).toBe('Your account'));
  }
  const select = () => dialog()!.querySelector('select')!;
  const choose = (code: string) =>
    act(() => {
      select().value = code;
      select().dispatchEvent(new Event('change', { bubbles: true }));
    });

  it('shows the account, its language among the site’s, and the way to sign out', async () => {
    await open();
    expect(dialog()!.textContent).toContain('Casey Customer');
    expect(dialog()!.textContent).toContain('Signed in as customer@example.com');
    expect([...select().options].map((option) => [option.value, option.textContent])).toEqual(
      LANGUAGES.map(({ code, name }) => [code, name]),
    );
    expect(select().value).toBe('fr-CA');
    expect(input('Keep my cart on this device').checked).toBe(false);
    expect(dialog()!.querySelector('a')?.getAttribute('href')).toBe('/account');
  });

  it('saves a new language as the account’s and opens the page in it', async () => {
    await open(() => jsonResponse(200, { language: 'en-US' }));
    choose('en-US');
    await submit('Change language');
    await waitForRender(() => expect(go).toHaveBeenCalledTimes(1));
    expect(await bodyOf(runtime.requests[0]!)).toEqual({ language: 'en-US' });
    expect(new URL(go.mock.calls[0]![0]).searchParams.has('locale')).toBe(false);
  });

  it('does not save a custom-code language of the translation provider, only opens the page in it', async () => {
    await open();
    choose('es-MX');
    await submit('Change language');
    await waitForRender(() => expect(go).toHaveBeenCalledTimes(1));
    expect(runtime.requests).toHaveLength(0);
    expect(new URL(go.mock.calls[0]![0]).searchParams.get('locale')).toBe('es-MX');
  });

  it('signs out keeping the cart on this device when asked, then reloads', async () => {
    await open();
    act(() => input('Keep my cart on this device').click());
    await submit('Sign out');
    await waitForRender(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(runtime.requests.map((request) => `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`)).toEqual([
      'DELETE /api/site-users/account/session?cloneCart=true',
    ]);
  });

  it('tries a crumb failure once more before giving up, and says so', async () => {
    await open(() => jsonResponse(401, { crumbFail: true, error: 'Invalid crumb' }));
    await submit('Sign out');
    await waitForRender(() =>
      expect(alertText()).toBe('Unable to sign out. Your session has expired. Please reload the page and try again.'),
    );
    expect(runtime.requests).toHaveLength(2);
    expect(reload).not.toHaveBeenCalled();
    expect(button('Sign out').getAttribute('aria-disabled')).toBeNull();
  });

  it('has no language picker where the site has one language', async () => {
    render({ ...CASEY, languages: [LANGUAGES[0]] });
    press();
    await waitForRender(() => expect(dialog()).not.toBeNull());
    expect(dialog()!.querySelector('select')).toBeNull();
  });
});

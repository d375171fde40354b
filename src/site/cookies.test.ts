import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COOKIE, readCookie, serializeCookie, writeToken } from './index';

describe('serializeCookie', () => {
  it('writes a site-wide Lax session cookie by default', () => {
    expect(serializeCookie(COOKIE.crumb, 'abc')).toBe('crumb=abc; path=/; SameSite=Lax');
  });

  it('adds a lifetime and Secure when asked', () => {
    expect(serializeCookie(COOKIE.cart, 'token', { maxAgeSeconds: 1_209_600, secure: true })).toBe(
      'CART=token; path=/; SameSite=Lax; max-age=1209600; Secure',
    );
  });

  it('encodes values so a separator in them cannot start another attribute', () => {
    expect(serializeCookie('n', 'a; path=/x')).toBe('n=a%3B%20path%3D%2Fx; path=/; SameSite=Lax');
  });

  it('reads back, through readCookie, exactly the value it wrote', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(readCookie('n', serializeCookie('n', value))).toBe(value);
      }),
    );
  });
});

describe('writeToken', () => {
  it('is the crumb for a visitor, the session’s xsrf token once signed in, nothing without either', () => {
    expect(writeToken('crumb=c1; CART=x')).toBe('c1');
    expect(writeToken('crumb=c1; siteUserCrumb=s1')).toBe('s1');
    expect(writeToken('siteUserCrumb=; crumb=c1')).toBe('c1');
    expect(writeToken('CART=x')).toBeUndefined();
  });
});

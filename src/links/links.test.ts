import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINK_MESSAGES, linkAttributes, linkHref, linkHtml, parseHref, validateLink, type Link } from './index';

describe('validating a link', () => {
  it('takes a page of the site, and refuses another site or a path with spaces with the spec words', () => {
    expect(validateLink({ type: 'page', to: '/shop' })).toEqual({});
    expect(validateLink({ type: 'page', to: '/blog?tag=Kitchen#top' })).toEqual({});
    expect(validateLink({ type: 'page', to: '//evil.example/x' })).toEqual({ to: '//evil.example/x is not a valid page URL' });
    expect(validateLink({ type: 'page', to: 'shop' })).toEqual({ to: 'shop is not a valid page URL' });
    expect(validateLink({ type: 'page', to: '/my page' })).toEqual({ to: '/my page is not a valid page URL' });
    expect(validateLink({ type: 'page', to: '/a/../config' })).toEqual({ to: '/a/../config is not a valid page URL' });
  });

  it('holds a page link to the site pages when it knows them', () => {
    expect(validateLink({ type: 'page', to: '/shop?category=Kitchen' }, { pages: ['/shop', '/blog'] })).toEqual({});
    expect(validateLink({ type: 'page', to: '/nowhere' }, { pages: ['/shop'] })).toEqual({ to: '/nowhere is not a valid page URL' });
  });

  it('takes a web address with or without its scheme, and words a bad one as the spec does', () => {
    expect(validateLink({ type: 'url', to: 'example.com' })).toEqual({});
    expect(validateLink({ type: 'url', to: 'http://shop.example.org/a?b=c' })).toEqual({});
    const message = 'Links must be formatted as www.example.com or https://www.example.com';
    for (const to of ['', 'example', 'javascript:alert(1)', 'ftp://example.com', 'exa mple.com', 'https://localhost']) {
      expect(validateLink({ type: 'url', to })).toEqual({ to: message });
    }
  });

  it('needs a valid email in To, and valid addresses in CC and BCC', () => {
    expect(validateLink({ type: 'email', to: 'hello@shop.example', cc: 'a@b.co, c@d.co', bcc: '' })).toEqual({});
    expect(validateLink({ type: 'email', to: 'hello' })).toEqual({ to: LINK_MESSAGES.email });
    expect(validateLink({ type: 'email', to: '' })).toEqual({ to: LINK_MESSAGES.email });
    expect(validateLink({ type: 'email', to: 'a@b.co', cc: 'a@b.co, nope', bcc: 'x@' })).toEqual({
      cc: 'nope is not a valid email address',
      bcc: 'x@ is not a valid email address',
    });
  });

  it('needs a phone number of 3 to 15 digits', () => {
    expect(validateLink({ type: 'phone', to: '+1 (555) 010-7788' })).toEqual({});
    expect(validateLink({ type: 'phone', to: 'call me' })).toEqual({ to: LINK_MESSAGES.phone });
    expect(validateLink({ type: 'phone', to: '12' })).toEqual({ to: LINK_MESSAGES.phone });
  });

  it('needs a file chosen', () => {
    expect(validateLink({ type: 'file', fileId: 'f1', to: '/files/f1/price-list.pdf' })).toEqual({});
    expect(validateLink({ type: 'file', fileId: '', to: '' })).toEqual({ to: LINK_MESSAGES.file });
  });

  it('answers the options message for a type it does not know', () => {
    expect(validateLink({ type: 'fax', to: '123' } as unknown as Link)).toEqual({ type: 'fax is not one of the expected options' });
  });
});

describe('the href a link writes', () => {
  it('is the path for a page and a file, the web address with https:// for a bare host', () => {
    expect(linkHref({ type: 'page', to: ' /shop ' })).toBe('/shop');
    expect(linkHref({ type: 'file', fileId: 'f1', to: '/files/f1/menu.pdf' })).toBe('/files/f1/menu.pdf');
    expect(linkHref({ type: 'url', to: 'example.com/a' })).toBe('https://example.com/a');
    expect(linkHref({ type: 'url', to: 'http://example.com' })).toBe('http://example.com');
  });

  it('is mailto: with the subject, body, CC and BCC encoded', () => {
    expect(
      linkHref({
        type: 'email',
        to: 'orders@shop.example, sam+shop@mail.example',
        subject: 'Order #12 & more',
        body: 'Hello,\nis it in stock?',
        cc: 'a@b.co',
        bcc: 'c@d.co; e@f.co',
      }),
    ).toBe(
      'mailto:orders@shop.example,sam%2Bshop@mail.example?subject=Order%20%2312%20%26%20more&body=Hello%2C%0D%0Ais%20it%20in%20stock%3F&cc=a@b.co&bcc=c@d.co,e@f.co',
    );
    expect(linkHref({ type: 'email', to: 'a@b.co', subject: '' })).toBe('mailto:a@b.co');
  });

  it('is tel: with the digits of the number', () => {
    expect(linkHref({ type: 'phone', to: '+1 (555) 010-7788' })).toBe('tel:+15550107788');
    expect(linkHref({ type: 'phone', to: '020 7946 0018' })).toBe('tel:02079460018');
  });

  it('opens a new window with target _blank and rel noopener noreferrer', () => {
    expect(linkAttributes({ type: 'url', to: 'example.com', newWindow: true })).toEqual({
      href: 'https://example.com',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(linkAttributes({ type: 'page', to: '/shop' })).toEqual({ href: '/shop' });
  });
});

describe('reading an href back', () => {
  it('gives back the email fields it was written from', () => {
    const link = {
      type: 'email',
      to: 'a@b.co',
      subject: 'Hi & bye',
      body: 'Line one\nLine two',
      cc: 'c@d.co',
      bcc: 'e@f.co',
      newWindow: false,
    } as const;
    expect(parseHref(linkHref(link))).toEqual(link);
  });

  it('knows a phone, a file, a page and a web address', () => {
    expect(parseHref('tel:+15550107788')).toEqual({ type: 'phone', to: '+15550107788', newWindow: false });
    expect(parseHref('/files/f1/menu.pdf', { newWindow: true })).toEqual({
      type: 'file',
      fileId: 'f1',
      to: '/files/f1/menu.pdf',
      newWindow: true,
    });
    expect(parseHref('/shop')).toEqual({ type: 'page', to: '/shop', newWindow: false });
    expect(parseHref('https://example.com')).toEqual({ type: 'url', to: 'https://example.com', newWindow: false });
  });

  it('keeps a malformed escape as written', () => {
    expect(parseHref('mailto:a@b.co?subject=100%')).toMatchObject({ subject: '100%' });
  });

  it('round-trips any subject and body through mailto:', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (subject, body) => {
        const parsed = parseHref(linkHref({ type: 'email', to: 'a@b.co', subject, body }));
        expect(parsed).toMatchObject({ type: 'email', to: 'a@b.co' });
        if (parsed.type !== 'email') return;
        expect(parsed.subject ?? '').toBe(subject);
        expect(parsed.body ?? '').toBe(body.replace(/\r\n/g, '\n'));
      }),
    );
  });
});

describe('the <a> a link writes into HTML', () => {
  it('escapes the text and the address, so neither can end the attribute or the element', () => {
    expect(linkHtml({ type: 'url', to: 'example.com/?a=1&b="2"', name: 'Ann & <Bo>' })).toBe(
      '<a href="https://example.com/?a=1&amp;b=&quot;2&quot;">Ann &amp; &lt;Bo&gt;</a>',
    );
  });

  it('opens in a new window with target and rel, and shows the address when it has no text', () => {
    expect(linkHtml({ type: 'phone', to: '+1 (555) 010-2030', name: '  ', newWindow: true })).toBe(
      '<a href="tel:+15550102030" target="_blank" rel="noopener noreferrer">tel:+15550102030</a>',
    );
  });

  it('writes an email with its subject encoded', () => {
    expect(linkHtml({ type: 'email', to: 'studio@example.com', subject: 'A visit?', name: 'Write' })).toBe(
      '<a href="mailto:studio@example.com?subject=A%20visit%3F">Write</a>',
    );
  });
});

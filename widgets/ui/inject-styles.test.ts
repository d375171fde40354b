// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { injectStyles } from './inject-styles';

const colorOf = (selector: string) => getComputedStyle(document.querySelector(selector)!).color;

afterEach(() => {
  document.adoptedStyleSheets = [];
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('injectStyles', () => {
  it('adds the widget’s styles as a constructed style sheet, which a strict style-src allows, and no <style> element', () => {
    document.body.innerHTML = '<p class="sf-test-a">A</p>';
    injectStyles(document, 'test-a', '.sf-test-a{color:rgb(1, 2, 3)}');
    expect(colorOf('.sf-test-a')).toBe('rgb(1, 2, 3)');
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('adds each id once, however many widgets mount', () => {
    injectStyles(document, 'test-b', '.sf-test-b{color:red}');
    injectStyles(document, 'test-b', '.sf-test-b{color:red}');
    injectStyles(document, 'test-c', '.sf-test-c{color:blue}');
    expect(document.adoptedStyleSheets).toHaveLength(2);
  });

  it('keeps the page’s own styles and adds nothing when the server already wrote them', () => {
    const mine = new CSSStyleSheet();
    document.adoptedStyleSheets = [mine];
    document.head.innerHTML = '<style data-sf-styles="form">.sf-form{color:green}</style>';
    injectStyles(document, 'form', '.sf-form{color:red}');
    expect(document.adoptedStyleSheets).toEqual([mine]);
  });

  it('falls back to a <style> element under the page’s nonce where constructed style sheets are missing', () => {
    const frame = document.implementation.createHTMLDocument('old browser');
    Object.defineProperty(frame, 'adoptedStyleSheets', { value: undefined });
    const theme = frame.createElement('style');
    // As a browser has it: the attribute marks the element, the property keeps the value.
    theme.setAttribute('nonce', '');
    theme.nonce = 'n0nce';
    frame.head.append(theme);
    injectStyles(frame, 'test-d', '.sf-test-d{color:red}');
    const added = frame.head.querySelector<HTMLStyleElement>('style[data-sf-styles="test-d"]');
    expect(added?.textContent).toBe('.sf-test-d{color:red}');
    expect(added?.nonce).toBe('n0nce');
  });
});

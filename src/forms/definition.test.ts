import { describe, expect, it } from 'vitest';
import { parseFormDefinition } from './index';

const valid = {
  id: 'contact',
  name: 'Contact',
  submissionMessage: 'Thanks!',
  redirectUrl: '/thanks',
  captcha: { enabled: true },
  fields: [
    { id: 'email', type: 'email', title: 'Email', required: true, placeholder: 'you@shop.test' },
    { id: 'size', type: 'select', title: 'Size', options: ['S', 'M'] },
  ],
};

describe('parseFormDefinition', () => {
  it('reads a well-formed definition', () => {
    const form = parseFormDefinition(valid);
    expect(form.captcha.enabled).toBe(true);
    expect(form.redirectUrl).toBe('/thanks');
    expect(form.fields[0]).toEqual({
      id: 'email',
      type: 'email',
      title: 'Email',
      required: true,
      placeholder: 'you@shop.test',
    });
    expect(form.fields[1]).toEqual({ id: 'size', type: 'select', title: 'Size', required: false, options: ['S', 'M'] });
  });

  it('leaves optional properties absent rather than undefined', () => {
    const form = parseFormDefinition({ ...valid, redirectUrl: undefined });
    expect('redirectUrl' in form).toBe(false);
    expect('postSubmitHtml' in form).toBe(false);
  });

  it('treats a form without captcha settings as unprotected', () => {
    expect(parseFormDefinition({ ...valid, captcha: undefined }).captcha.enabled).toBe(false);
  });

  it('names an unknown field type', () => {
    expect(() => parseFormDefinition({ ...valid, fields: [{ id: 'x', type: 'slider' }] })).toThrow(
      new TypeError(
        'form.fields[0].type must be one of text, textarea, email, currency, number, website, password, twitter, date, time, name, address, phone, section, radio, checkbox, select, likert, hidden',
      ),
    );
  });

  it('names the missing options of a choice field', () => {
    expect(() => parseFormDefinition({ ...valid, fields: [{ id: 'x', type: 'radio' }] })).toThrow(
      new TypeError('form.fields[0].options must be an array of strings'),
    );
  });

  it('refuses a duplicate field id', () => {
    const twice = { id: 'x', type: 'text' };
    expect(() => parseFormDefinition({ ...valid, fields: [twice, twice] })).toThrow(new RangeError('form.fields has the id "x" twice'));
  });

  it('refuses a character limit below 1', () => {
    expect(() => parseFormDefinition({ ...valid, fields: [{ id: 'x', type: 'textarea', maxLength: 0 }] })).toThrow(
      new RangeError('form.fields[0].maxLength must be a whole number of at least 1'),
    );
  });

  it('needs a hidden field to name its query parameter', () => {
    expect(() => parseFormDefinition({ ...valid, fields: [{ id: 'x', type: 'hidden' }] })).toThrow(
      new TypeError('form.fields[0].name must be a non-empty string'),
    );
  });

  it('refuses something that is not an object', () => {
    expect(() => parseFormDefinition(null)).toThrow(new TypeError('form must be an object'));
  });
});

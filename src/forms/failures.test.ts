import { describe, expect, it } from 'vitest';
import { failureFromAnswer, parseFormDefinition } from './index';

const definition = parseFormDefinition({
  id: 'contact',
  name: 'Contact',
  fields: [
    { id: 'email', type: 'email', title: 'Email' },
    { id: 'name', type: 'name', title: 'Name' },
  ],
});

describe('the form submission error catalogue', () => {
  it.each([
    [401, 'Unable to submit form. Please try again later.'],
    [404, 'This form has not been configured yet.'],
    [429, 'Unable to submit form. Submission rate limit exceeded. Please try again later.'],
    [500, 'Unable to send form. Please try again later.'],
    [503, 'Unknown error, please try again later.'],
  ])('answers %i with "%s"', (status, message) => {
    expect(failureFromAnswer(definition, { status, body: undefined })).toEqual({ message, fieldErrors: {} });
  });

  it('shows the server text for any other status', () => {
    expect(failureFromAnswer(definition, { status: 409, body: { message: 'Form closed for the season.' } })).toEqual({
      message: 'Form closed for the season.',
      fieldErrors: {},
    });
    expect(failureFromAnswer(definition, { status: 502, body: { error: 'Upstream down' } }).message).toBe('Upstream down');
  });

  it('keeps the catalogue wording for 401, 404, 429 and 500 even when the server sends text', () => {
    expect(failureFromAnswer(definition, { status: 429, body: { message: 'slow down' } }).message).toBe(
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    );
  });

  it('puts the errors of a 400 on their fields', () => {
    const answer = { status: 400, body: { errors: { email: 'Email is taken', name: ['Too long', 'Odd'], ghost: 'x' } } };
    expect(failureFromAnswer(definition, answer)).toEqual({
      message: 'One or more fields is invalid, please check your entries.',
      fieldErrors: { email: 'Email is taken', name: 'Too long' },
    });
  });

  it('says the fields could not be parsed for a 400 without readable field errors', () => {
    expect(failureFromAnswer(definition, { status: 400, body: { errors: { ghost: 'x' } } }).message).toBe(
      'Could not parse the form fields, please check your entries.',
    );
  });
});

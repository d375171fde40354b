import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STRINGS, emailNotValidMessage } from '../i18n';
import {
  characterCount,
  initialFormValues,
  isValidEmail,
  parseFormDefinition,
  textareaCounter,
  validateField,
  validateForm,
  type AnswerField,
  type TextareaField,
} from './index';

const definition = parseFormDefinition({
  id: 'contact',
  name: 'Contact',
  fields: [
    { id: 'text', type: 'text', title: 'Text', required: true },
    { id: 'email', type: 'email', title: 'Email', required: true },
    { id: 'optional-email', type: 'email', title: 'Other email' },
    { id: 'name', type: 'name', title: 'Name', required: true },
    { id: 'topics', type: 'checkbox', title: 'Topics', required: true, options: ['A', 'B'] },
    { id: 'size', type: 'radio', title: 'Size', required: true, options: ['S', 'M'] },
    { id: 'color', type: 'select', title: 'Color', required: true, options: ['Red', 'Blue'] },
    { id: 'views', type: 'likert', title: 'Views', required: true, questions: ['Good?'] },
    { id: 'message', type: 'textarea', title: 'Message', maxLength: 5 },
    { id: 'heading', type: 'section', title: 'More' },
  ],
});

function field(id: string): AnswerField {
  const found = definition.fields.find((candidate) => candidate.id === id);
  if (found === undefined || found.type === 'section') throw new Error(`no answer field ${id}`);
  return found;
}

const invalidEmail = emailNotValidMessage('user@domain.com');

describe('an untouched form', () => {
  it('marks every required field Required, checkbox, radio and select included, and likert never', () => {
    expect(validateForm(definition, initialFormValues(definition, ''))).toEqual({
      text: 'Required',
      email: 'Required',
      name: 'Required',
      topics: 'Required',
      size: 'Required',
      color: 'Required',
    });
  });
});

describe('Required', () => {
  it('counts text of spaces only as empty', () => {
    expect(validateField(field('text'), '   ')).toBe(STRINGS.forms.required);
  });

  it('is satisfied by one filled part of a list-shaped field', () => {
    expect(validateField(field('name'), ['Ada', ''])).toBeUndefined();
  });

  it('is satisfied by one checked option', () => {
    expect(validateField(field('topics'), ['B'])).toBeUndefined();
  });
});

describe('email', () => {
  it('shows the format message for a malformed address', () => {
    expect(validateField(field('email'), 'ada@')).toBe('Email is not valid. Email addresses should follow the format user@domain.com.');
  });

  it('accepts a plain address, ignoring surrounding spaces', () => {
    expect(validateField(field('email'), ' ada@example.com ')).toBeUndefined();
  });

  it('leaves an empty optional email valid', () => {
    expect(validateField(field('optional-email'), '')).toBeUndefined();
  });

  it('checks an optional email once something is typed', () => {
    expect(validateField(field('optional-email'), 'not an email')).toBe(invalidEmail);
  });

  it('refuses an address longer than 256 characters', () => {
    const long = `${'a'.repeat(245)}@example.com`;
    expect(long).toHaveLength(257);
    expect(validateField(field('email'), long)).toBe(invalidEmail);
    expect(validateField(field('email'), long.slice(1))).toBeUndefined();
  });

  it('never accepts text without exactly one "@" or outside 3 to 256 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const trimmed = text.trim();
        if (isValidEmail(text)) {
          expect(trimmed.split('@')).toHaveLength(2);
          expect(trimmed.length).toBeGreaterThanOrEqual(3);
          expect(trimmed.length).toBeLessThanOrEqual(256);
        }
      }),
    );
  });
});

describe('a text area with a character limit', () => {
  const message = field('message') as TextareaField;

  it('accepts the limit exactly and refuses one more', () => {
    expect(validateField(message, '12345')).toBeUndefined();
    expect(validateField(message, '123456')).toBe('You have exceeded the character limit.');
  });

  it('shows a counter of characters used against the limit', () => {
    expect(textareaCounter(message, 'abc')).toBe('3 / 5');
  });

  it('counts an emoji as one character', () => {
    expect('👍').toHaveLength(2);
    expect(characterCount('👍')).toBe(1);
    expect(textareaCounter(message, 'hi 👍')).toBe('4 / 5');
  });

  it('shows no counter without a limit', () => {
    expect(textareaCounter({ id: 'note', type: 'textarea', title: 'Note', required: false }, 'abc')).toBeUndefined();
  });

  it('errs exactly when the counter passes the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (text) => {
        const [used, max] = (textareaCounter(message, text) ?? '').split(' / ').map(Number);
        expect(validateField(message, text) !== undefined).toBe((used ?? 0) > (max ?? 0) && text.trim() !== '');
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { STRINGS } from '../i18n';
import { DISCLAIMER_FIELD_ID, parseFormDefinition, serializeForm, validateForm, withDisclaimer } from './index';

const form = parseFormDefinition({
  id: 'f',
  name: 'F',
  fields: [{ id: 'email', type: 'email', title: 'Email' }],
  disclaimer: '  Terms apply.  ',
  submitLabel: 'Join',
});

describe('withDisclaimer', () => {
  it('adds the acceptance as a required checkbox after the fields, the disclaimer as its description', () => {
    const shown = withDisclaimer(form);
    expect(shown.fields.at(-1)).toEqual({
      id: DISCLAIMER_FIELD_ID,
      type: 'checkbox',
      title: STRINGS.forms.disclaimerTitle,
      description: 'Terms apply.',
      required: true,
      options: [STRINGS.forms.disclaimerAccept],
    });
    expect(validateForm(shown, {})).toEqual({ [DISCLAIMER_FIELD_ID]: STRINGS.forms.required });
    expect(serializeForm(shown, { [DISCLAIMER_FIELD_ID]: [STRINGS.forms.disclaimerAccept] })).toEqual({
      email: '',
      [DISCLAIMER_FIELD_ID]: [STRINGS.forms.disclaimerAccept],
    });
  });

  it('leaves a form without a disclaimer, or with a blank one, as it is', () => {
    const plain = { ...form, disclaimer: ' ' };
    expect(withDisclaimer(plain)).toBe(plain);
  });
});

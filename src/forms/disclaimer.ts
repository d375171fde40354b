import { STRINGS } from '../i18n';
import type { ChoiceField, FormDefinition } from './fields';

/** The id the disclaimer's acceptance is answered under; no field of a form may take it. */
export const DISCLAIMER_FIELD_ID = 'disclaimer-acceptance';

/**
 * The form as a shopper fills it in: with a disclaimer, a required checkbox after its fields whose
 * description is the disclaimer's text. Being a field like the others, it is drawn, checked
 * ('Required'), sent and checked again by the platform with no flow of its own; the platform
 * writes pages and checks answers with this form, the builder's preview draws it.
 */
export function withDisclaimer(definition: FormDefinition): FormDefinition {
  const text = definition.disclaimer?.trim() ?? '';
  if (text === '') return definition;
  const acceptance: ChoiceField = {
    id: DISCLAIMER_FIELD_ID,
    type: 'checkbox',
    title: STRINGS.forms.disclaimerTitle,
    description: text,
    required: true,
    options: [STRINGS.forms.disclaimerAccept],
  };
  return { ...definition, fields: [...definition.fields, acceptance] };
}

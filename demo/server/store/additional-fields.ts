import { formValuesOf, serializeForm, validateForm } from '../../../src/forms';
import { STRINGS } from '../../../src/i18n';
import type { Product } from './catalogue';
import { BadRequestError } from '../errors';

/**
 * An entry's additional-fields answers as they are stored: for a product with a form, the answers
 * to its fields (anything else dropped), refused with the form-level message when a field is
 * invalid (a required one left empty, an email that is not one …); for a product without a form,
 * the JSON as sent. `null`: no answers.
 * @param answers the parsed JSON the shopper sent, or `null` when none was sent
 */
export function storedAdditionalFields(product: Product, answers: unknown): string | null {
  const form = product.additionalFieldsForm;
  if (form === null) return answers === null ? null : JSON.stringify(answers);
  if (answers !== null && (typeof answers !== 'object' || Array.isArray(answers))) {
    throw new BadRequestError('additionalFields must hold a JSON object of answers keyed by field id');
  }
  const values = formValuesOf(form, answers);
  if (Object.keys(validateForm(form, values)).length > 0) throw new BadRequestError(STRINGS.forms.formInvalid);
  return answers === null ? null : JSON.stringify(serializeForm(form, values));
}

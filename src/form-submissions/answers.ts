import {
  formValuesOf,
  hasAnswer,
  parseSubmittedForm,
  serializeForm,
  summarizeForm,
  summaryValueText,
  type FormDefinition,
  type SubmittedForm,
} from '../forms';
import { STRINGS } from '../i18n';

/** One answer as the owner reads it: the field's title and the answer as one line of text. */
export interface AnswerLine {
  readonly fieldId: string;
  readonly title: string;
  readonly text: string;
}

/**
 * The stored answers that still fit the form as it is now. A form edited after a shopper sent it
 * may have changed a field's type or dropped it: such an answer reads as no answer rather than
 * as text the summary cannot format.
 */
function fittingAnswers(definition: FormDefinition, json: string): SubmittedForm {
  const values = formValuesOf(definition, parseSubmittedForm(json));
  const submitted = serializeForm(definition, values);
  return Object.fromEntries(Object.entries(submitted).filter(([id]) => Object.hasOwn(values, id)));
}

/**
 * A submission's answers in field order, as the form summary writes them ("Ada Lovelace",
 * "646-123-0000", "Delivery was quick: Agree"), `N/A` for an empty answer. Sections have no
 * answer; a hidden field's value is listed too (the summary shown to shoppers leaves it out).
 */
export function answerLines(definition: FormDefinition, json: string): readonly AnswerLine[] {
  const submitted = fittingAnswers(definition, json);
  const summary = summarizeForm(definition, submitted);
  let next = 0;
  return definition.fields.filter(hasAnswer).map((field) => {
    if (field.type === 'hidden') {
      const value = submitted[field.id];
      const text = typeof value === 'string' && value.trim() !== '' ? value : STRINGS.forms.noAnswer;
      return { fieldId: field.id, title: field.title, text };
    }
    const entry = summary[next++]!;
    return { fieldId: field.id, title: field.title, text: summaryValueText(entry) };
  });
}

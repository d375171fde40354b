import { STRINGS } from '../i18n';
import { FIELD_PARTS, hasAnswer, type FormDefinition, type FormFieldType } from './fields';
import type { SubmittedForm } from './serialize';

/**
 * One answer as a form summary shows it (the engine's `summary-form-field` formatter reads
 * this): list-shaped answers become `values` keyed by part name, a checkbox a list of its
 * checked options, a likert question → choice; everything else a single `value`. Empty parts
 * are left out, and an empty answer has neither `value` nor `values` (a summary prints
 * `STRINGS.forms.noAnswer` for it, and `STRINGS.forms.likert` labels likert choices).
 */
export interface FormSummaryField {
  readonly rawTitle: string;
  readonly type: FormFieldType;
  readonly value?: string;
  readonly values?: readonly string[] | Readonly<Record<string, string>>;
}

/** The summary of a submitted form, in field order; sections and hidden fields are not shown. */
export function summarizeForm(definition: FormDefinition, submitted: SubmittedForm): readonly FormSummaryField[] {
  const summary: FormSummaryField[] = [];
  for (const field of definition.fields) {
    if (!hasAnswer(field) || field.type === 'hidden') continue;
    const entry = { rawTitle: field.title, type: field.type };
    const answer = submitted[field.id];
    if (typeof answer === 'string') {
      summary.push(answer.trim() === '' ? entry : { ...entry, value: answer });
    } else if (Array.isArray(answer)) {
      summary.push(summarizeList(entry, answer));
    } else if (answer !== undefined) {
      const choices = Object.entries(answer).filter((pair): pair is [string, string] => pair[1] !== undefined);
      summary.push(choices.length === 0 ? entry : { ...entry, values: Object.fromEntries(choices) });
    } else {
      summary.push(entry);
    }
  }
  return summary;
}

function summarizeList(entry: Pick<FormSummaryField, 'rawTitle' | 'type'>, answer: readonly string[]): FormSummaryField {
  const partNames: readonly string[] | undefined =
    entry.type in FIELD_PARTS ? FIELD_PARTS[entry.type as keyof typeof FIELD_PARTS] : undefined;
  if (partNames === undefined) {
    const checked = answer.filter((item) => item.trim() !== '');
    return checked.length === 0 ? entry : { ...entry, values: checked };
  }
  const parts = Object.fromEntries(
    partNames.flatMap((name, index) => {
      const part = answer[index];
      return part === undefined || part.trim() === '' ? [] : [[name, part]];
    }),
  );
  return Object.keys(parts).length === 0 ? entry : { ...entry, values: parts };
}

const PART_SEPARATORS: Readonly<Partial<Record<FormFieldType, string>>> = { name: ' ', address: ', ', date: '/', phone: '-' };

/**
 * One summary answer as a line of text, for a cart entry or an order: "Ada Lovelace",
 * "12/25/2024", "Red, Blue", "Service: Agree"; `STRINGS.forms.noAnswer` when it was left empty.
 */
export function summaryValueText(field: FormSummaryField): string {
  if (field.value !== undefined) return field.value;
  const { values } = field;
  if (values === undefined) return STRINGS.forms.noAnswer;
  if (Array.isArray(values)) return values.join(', ');
  const parts = values as Readonly<Record<string, string>>;
  if (field.type === 'likert') {
    return Object.entries(parts)
      .map(([question, choice]) => `${question}: ${STRINGS.forms.likert[choice as keyof typeof STRINGS.forms.likert] ?? choice}`)
      .join('; ');
  }
  if (field.type === 'time') {
    const clock = [parts['Hour'], parts['Minute'], parts['Second']].filter((part) => part !== undefined).join(':');
    return [clock, parts['Ampm']].filter((part) => part !== undefined && part !== '').join(' ');
  }
  return Object.values(parts).join(PART_SEPARATORS[field.type] ?? ' ');
}

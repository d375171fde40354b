import { asText, getPath, isTruthy, lookupIn } from '../../values';
import { printValue } from '../markup-tags';
import type { Formatter, PluginContext } from '../types';

/** One part of the answer (`values.<name>`), escaped: answers are the shopper's own text. */
const part = (field: unknown, name: string) => printValue(getPath(field, ['values', name]));
/** A part, or `00` when it is empty (times). */
const timePart = (field: unknown, name: string) => (isTruthy(getPath(field, ['values', name])) ? part(field, name) : '00');

/** How answers given in parts (`values`) read in a summary, by field type. */
const PARTS_LAYOUTS: Readonly<Record<string, (field: unknown) => string>> = {
  address: (field) =>
    `<div style="padding-left:5px;">\n  <div>${part(field, 'Line1')}</div>` +
    (isTruthy(getPath(field, ['values', 'Line2'])) ? `\n  <div>${part(field, 'Line2')}</div>` : '') +
    `\n  <div>${part(field, 'City')}, ${part(field, 'State')} ${part(field, 'Zip')} ${part(field, 'Country')}</div>\n</div>`,
  checkbox: (field) => {
    const values = getPath(field, ['values']);
    if (isTruthy(values)) {
      const checked = Array.isArray(values) ? values.map((value: unknown) => printValue(value ?? undefined)).join(', ') : '';
      return `${checked}\n`;
    }
    const value = getPath(field, ['value']);
    return isTruthy(value) ? printValue(value) : '';
  },
  date: (field) => `${part(field, 'Month')}/${part(field, 'Day')}/${part(field, 'Year')}`,
  likert: (answers) =>
    `<div style="padding-left:5px;">` +
    (answers as readonly { question: string; answer: string }[])
      .map(({ question, answer }) => `\n  <div><span style="font-weight:bold;">${printValue(question)}:</span> ${printValue(answer)}</div>`)
      .join('') +
    `\n</div>`,
  name: (field) => `${part(field, 'First')} ${part(field, 'Last')}`,
  phone: (field) =>
    `${isTruthy(getPath(field, ['values', 'Country'])) ? `+${part(field, 'Country')} ` : ''}` +
    `${part(field, 'Areacode')}-${part(field, 'Prefix')}-${part(field, 'Line')}`,
  time: (field) => `${timePart(field, 'Hour')}:${timePart(field, 'Minute')}:${timePart(field, 'Second')} ${part(field, 'Ampm')}`,
};

/** The likert scale's words, translated when the page has them. */
const LIKERT_WORDS: readonly (readonly [choice: string, key: string, text: string])[] = [
  ['-2', 'productAnswerMapStronglyDisagree', 'Strongly Disagree'],
  ['-1', 'productAnswerMapDisagree', 'Disagree'],
  ['0', 'productAnswerMapNeutral', 'Neutral'],
  ['1', 'productAnswerMapAgree', 'Agree'],
  ['2', 'productAnswerMapStronglyAgree', 'Strongly Agree'],
];

/**
 * A likert answer (`values`: statement → choice from -2 to 2) as statements with the words of
 * their choices; a choice off the scale reads as neutral.
 * @throws TypeError when the answer has no `values` at all, as the platform's does.
 */
function likertAnswers(values: unknown, localizedStrings: unknown): { question: string; answer: string }[] {
  const words = new Map<string, string>();
  for (const [choice, key, text] of LIKERT_WORDS) {
    const translated = lookupIn(localizedStrings, key);
    words.set(choice, typeof translated === 'string' ? translated : text);
  }
  if (values === undefined || values === null) throw new TypeError('a likert answer needs its values');
  const answers = values as Record<string, unknown>;
  return Object.keys(answers).map((question) => ({
    question,
    answer: words.get(String(answers[question])) || (words.get('0') as string),
  }));
}

/** The answer as the summary shows it; empty when the shopper gave none. */
function answerText(field: unknown, type: string, ctx: PluginContext): string {
  if (!Object.hasOwn(PARTS_LAYOUTS, type)) {
    // A type named like a built-in property of objects finds no layout and no answer, as on the platform.
    return type in Object.prototype ? '' : printValue(asText(lookupIn(field, 'value')));
  }
  const layout = PARTS_LAYOUTS[type] as (node: unknown) => string;
  const node = type === 'likert' ? likertAnswers(lookupIn(field, 'values'), ctx.resolve(['localizedStrings'])) : field;
  return ctx.withScope(node, () => layout(node), { private: true });
}

/**
 * `summary-form-field`: one answer of a submitted form as the order summary shows it: the field's
 * title in bold, then the answer laid out for its type (address, checkbox, date, likert, name,
 * phone, time; any other type's `value`), or `localizedStrings.productSummaryFormNoAnswerText`
 * ("N/A") when there is no answer.
 */
export const summaryFormField: Formatter = (_args, [first], ctx) => {
  if (first === undefined) return;
  const field = first.value;
  const answer = answerText(field, asText(lookupIn(field, 'type')), ctx);
  const noAnswer = asText(lookupIn(ctx.resolve(['localizedStrings']), 'productSummaryFormNoAnswerText')).trim();
  first.set(
    `<div style="font-size:11px; margin-top:3px">\n` +
      `  <span style="font-weight:bold;">${printValue(asText(lookupIn(field, 'rawTitle')))}:</span> ` +
      `${isTruthy(answer) ? answer : noAnswer === '' ? 'N/A' : noAnswer}\n` +
      `</div>`,
  );
};

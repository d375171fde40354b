import type { FormSummaryField, LikertValue } from '../../../forms';
import { STRINGS, localizedText } from '../../../i18n';
import type { LocalizedStrings } from '../../../i18n';
import { getPath, isObject, isTruthy, toOutput } from '../../values';
import type { JsonObject } from '../../values';
import { escapeAttribute } from '../html';
import type { PluginContext } from '../types';
import { fieldText, localizedStringsFor } from './render';

/** A summary prints a time part the shopper left empty as this. */
const EMPTY_TIME_PART = '00';

/** One part of a shopper's answer, escaped: answers are the shopper's own text. */
function part(parts: JsonObject, name: string): string {
  return escapeAttribute(toOutput(parts[name]));
}

/** The `localizedStrings` keys translating each likert choice. */
const LIKERT_KEYS: Readonly<Record<LikertValue, string>> = {
  '-2': 'productAnswerMapStronglyDisagree',
  '-1': 'productAnswerMapDisagree',
  '0': 'productAnswerMapNeutral',
  '1': 'productAnswerMapAgree',
  '2': 'productAnswerMapStronglyAgree',
};

function isLikertValue(text: string): text is LikertValue {
  return Object.hasOwn(LIKERT_KEYS, text);
}

/** A likert choice's label; anything off the scale reads as neutral. */
function likertLabel(value: unknown, localizedStrings: LocalizedStrings | undefined): string {
  const text = toOutput(value);
  const choice: LikertValue = isLikertValue(text) ? text : '0';
  return escapeAttribute(localizedText(localizedStrings, LIKERT_KEYS[choice], STRINGS.forms.likert[choice]));
}

type PartsLayout = (parts: JsonObject, localizedStrings: LocalizedStrings | undefined) => string;

/** How each answer given in parts (`values`, keyed by part name) reads in a summary. */
const PARTS_LAYOUTS: Readonly<Record<string, PartsLayout>> = {
  address: (parts) =>
    `<div style="padding-left:5px;">\n` +
    `  <div>${part(parts, 'Line1')}</div>\n` +
    (isTruthy(parts['Line2']) ? `  <div>${part(parts, 'Line2')}</div>\n` : '') +
    `  <div>${part(parts, 'City')}, ${part(parts, 'State')} ${part(parts, 'Zip')} ${part(parts, 'Country')}</div>\n` +
    `</div>`,
  date: (parts) => `${part(parts, 'Month')}/${part(parts, 'Day')}/${part(parts, 'Year')}`,
  likert: (answers, localizedStrings) =>
    `<div style="padding-left:5px;">\n` +
    Object.entries(answers)
      .map(
        ([statement, choice]) =>
          `  <div><span style="font-weight:bold;">${escapeAttribute(statement)}:</span> ${likertLabel(choice, localizedStrings)}</div>\n`,
      )
      .join('') +
    `</div>`,
  name: (parts) => `${part(parts, 'First')} ${part(parts, 'Last')}`,
  phone: (parts) =>
    `${isTruthy(parts['Country']) ? `+${part(parts, 'Country')} ` : ''}${part(parts, 'Areacode')}-${part(parts, 'Prefix')}-${part(parts, 'Line')}`,
  time: (parts) => {
    const timePart = (name: string): string => (isTruthy(parts[name]) ? part(parts, name) : EMPTY_TIME_PART);
    return `${timePart('Hour')}:${timePart('Minute')}:${timePart('Second')} ${part(parts, 'Ampm')}`;
  },
};

function answerText(field: unknown, noAnswer: string, localizedStrings: LocalizedStrings | undefined): string {
  const type = toOutput(getPath(field, ['type']));
  const values = getPath(field, ['values']);
  const layout = Object.hasOwn(PARTS_LAYOUTS, type) ? PARTS_LAYOUTS[type] : undefined;
  if (layout && isObject(values) && isTruthy(values)) return layout(values, localizedStrings);
  if (type === 'checkbox' && isTruthy(values)) {
    const checked = Array.isArray(values) ? values.map((value: unknown) => escapeAttribute(toOutput(value))) : [];
    return `${checked.join(', ')}\n`;
  }
  const value = fieldText(field, 'value');
  return value === '' ? noAnswer : escapeAttribute(value);
}

/**
 * `summary-form-field`: one answer of a submitted form (a {@link FormSummaryField}) as the order
 * summary shows it: the field's title in bold, then the answer laid out for its type, or "N/A"
 * (`localizedStrings.productSummaryFormNoAnswerText`) when it was left empty.
 */
export function summaryFormFieldMarkup(field: unknown, ctx: PluginContext): string {
  const localizedStrings = localizedStringsFor(ctx);
  const noAnswer = escapeAttribute(localizedText(localizedStrings, 'productSummaryFormNoAnswerText', STRINGS.forms.noAnswer));
  const title = escapeAttribute(fieldText(field, 'rawTitle' satisfies keyof FormSummaryField));
  return (
    `<div style="font-size:11px; margin-top:3px">\n` +
    `  <span style="font-weight:bold;">${title}:</span> ${answerText(field, noAnswer, localizedStrings)}\n` +
    `</div>`
  );
}

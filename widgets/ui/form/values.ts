import type { FieldValue, LikertAnswers } from '../../../src/forms';

/** A single-value field's answer; an answer of another shape reads as blank. */
export function textOf(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : '';
}

/** A list-shaped answer with exactly `length` parts, blank where missing. */
export function partsOf(value: FieldValue | undefined, length: number): string[] {
  const list: readonly string[] = Array.isArray(value) ? value : [];
  return Array.from({ length }, (_, index) => list[index] ?? '');
}

/** A checkbox answer: the checked options. */
export function checkedOf(value: FieldValue | undefined): readonly string[] {
  return Array.isArray(value) ? value : [];
}

/** A likert answer: question → choice. */
export function likertOf(value: FieldValue | undefined): LikertAnswers {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as LikertAnswers) : {};
}

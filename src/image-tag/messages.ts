/**
 * What the image tag reports, each problem as one HTML comment before the tag. The first seven are
 * the platform's image template check messages word for word (spec 001 §5); the last four are the
 * tag's own, for passthrough attributes it will not write.
 */
import { escapeAttribute } from '../engine/plugins/html';

export const IMAGE_TAG_MESSAGES = {
  required: 'is required',
  negative: 'requires a positive integer, but received a negative value',
  nonInteger: 'requires a positive integer, but received a non-integer value',
  invalidPriority: 'is invalid, accepted values are "high", "low", or null',
  unknownLoader: 'received unknown loader type',
  srcsetWithoutRaw: 'can only be used when loader="raw"',
  sizesRequired: 'is required when loader="sqs"',
  eventHandler: 'is an event handler attribute, which is never rendered',
  invalidName: 'is not a valid attribute name',
  ownAttribute: 'is written by the image tag itself and cannot be passed through',
  invalidValue: 'requires a string, number or boolean value',
} as const;

export type ImageTagMessage = (typeof IMAGE_TAG_MESSAGES)[keyof typeof IMAGE_TAG_MESSAGES];

/** One problem with one prop or passthrough attribute, named as the author wrote it. */
export interface ImageTagProblem {
  readonly prop: string;
  readonly message: ImageTagMessage;
}

/**
 * The problem as an HTML comment at level error.
 * @example errorComment({ prop: 'src', message: 'is required' }) // '<!-- [error] Image "src" is required -->'
 */
export function errorComment({ prop, message }: ImageTagProblem): string {
  // A passthrough name is the author's text: escaping its `<` and `>` means no name can close the
  // comment early (`-->`, `--!>`) or open another one.
  return `<!-- [error] Image "${escapeAttribute(prop)}" ${message} -->`;
}

export {
  isTruthy,
  toOutput,
  asText,
  numberText,
  toJsString,
  toJsonText,
  asNumber,
  asBoolean,
  deepEqual,
  getChild,
  lookupIn,
  getPath,
  isObject,
  sizeOf,
} from './values';
export type { JsonObject } from './values';

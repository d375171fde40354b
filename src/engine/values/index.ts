export {
  isTruthy,
  toOutput,
  asText,
  toJsString,
  toJsonText,
  asNumber,
  asBoolean,
  deepEqual,
  getChild,
  getPath,
  isObject,
  sizeOf,
} from './values';
export type { JsonObject } from './values';

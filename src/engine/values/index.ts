export { isTruthy, toOutput, asText, toJsString, asNumber, deepEqual, getChild, getPath } from './values';

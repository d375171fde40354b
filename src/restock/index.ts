/**
 * Back-in-stock notifications (spec 000 §3, §5, §7, §8): a shopper's sign-up, and the merchant's
 * sign-up groups, sign-ups and sends. Framework-free; the restock widgets are a thin layer on top.
 */
export { RESTOCK_PATH, checkRestockEmail, restockFailureMessage, signUpForRestock } from './sign-up';
export type { RestockSignUpRequest, RestockSignUpOutcome } from './sign-up';
export {
  RESTOCK_GROUPS_PATH,
  RESTOCK_SEND_PATH,
  RESTOCK_SEND_ALL_PATH,
  getRestockGroups,
  getAllRestockSignUps,
  readAllPages,
  sendRestock,
  sendAllRestock,
} from './merchant';
export type { RestockSignUpGroup, RestockSignUp, RestockPage, RestockSendRequest } from './merchant';

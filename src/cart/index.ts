export { createCartStore, onCartAdded } from './store';
export type { CartStore, CartState, CartStatus, CartAdded, CartStoreOptions } from './store';
export { createCartChannel, watchCartChannel, CART_CHANNEL_NAME } from './cross-tab';
export type { CartChannel, CartChannelHost } from './cross-tab';
export { CART_EVENT, dispatchCartEvents } from './events';
export type { CartAddedDetail } from './events';
export { cartMayExist, hasCartCookie } from './load-rule';
export { cartQuantityText } from './quantity-text';
export type {
  ShoppingCart,
  CartEntry,
  ChosenVariant,
  CartProductType,
  AddEntryInput,
  AddEntryResult,
  UpdateAdditionalFieldsInput,
  UpdateAdditionalFieldsResult,
  UpdateEntryQuantityInput,
  UpdateEntryQuantityResult,
  RemoveEntryResult,
  RestoreEntryResult,
} from './types';

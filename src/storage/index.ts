export { createExpiringStorage } from './expiring-storage';
export type { ExpiringStorage, StoredItemOptions } from './expiring-storage';

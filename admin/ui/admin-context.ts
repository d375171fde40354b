import { createContext, useContext } from 'react';
import type { BillingStatus } from '../../src/admin';
import type { PlatformClient } from '../../src/platform';

/** What every editor of the admin app shares. */
export interface AdminContextValue {
  readonly client: PlatformClient;
  readonly websiteId: string;
  /** The signed-in role's permissions, as the page was rendered with them. */
  readonly permissions: readonly string[];
  readonly billing: BillingStatus;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

/** The admin app's context; outside the app it throws, as a misused context must (spec 001 §8). */
export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (value === null) throw new Error('useAdmin must be called inside the admin app (AdminContext)');
  return value;
}

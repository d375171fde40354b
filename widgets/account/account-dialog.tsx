import { useSyncExternalStore } from 'react';
import { STRINGS } from '../../src/i18n';
import { Modal } from '../ui';
import type { AccountWidgetData } from './account-data';
import { AccountPanel } from './account-panel';
import type { OpenState } from './open-state';
import { SignInForm } from './sign-in-form';

export interface AccountDialogProps {
  readonly document: Document;
  readonly data: AccountWidgetData;
  readonly state: OpenState;
}

/** The storefront's modal, titled "Sign in" for a visitor and "Your account" once signed in. */
export function AccountDialog({ document, data, state }: AccountDialogProps) {
  const open = useSyncExternalStore(state.subscribe, state.get);
  const { account } = data;
  return (
    <Modal
      document={document}
      open={open}
      onOpenChange={state.set}
      title={account === undefined ? STRINGS.account.signInTitle : STRINGS.account.accountTitle}
      closeLabel={STRINGS.dialog.close}
    >
      {account === undefined ? <SignInForm /> : <AccountPanel data={data} account={account} />}
    </Modal>
  );
}

import { Component, lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { ADMIN_MESSAGE } from '../src/admin';
import { AdminContext, ConfirmProvider, FailureAlert, type AdminContextValue } from './ui';
import { ADMIN_PAGES, type AdminPageName } from './pages';

export interface AdminAppProps {
  readonly page: AdminPageName;
  readonly context: AdminContextValue;
}

/** An editor's chunk that could not arrive (offline, a deploy in between): say so, offer a reload. */
class EditorLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <FailureAlert
        failure={{ title: ADMIN_MESSAGE.loadTryAgain, message: ADMIN_MESSAGE.checkConnection }}
        onRetry={() => window.location.reload()}
        retryLabel="Reload"
      />
    );
  }
}

/** Each editor as a lazy component: its chunk is imported when it first renders. */
const EDITORS = Object.fromEntries(Object.entries(ADMIN_PAGES).map(([name, load]) => [name, lazy(load)])) as unknown as Record<
  AdminPageName,
  LazyExoticComponent<ComponentType>
>;

/** The admin app: one editor, with the admin's context and its confirm dialog around it. */
export function AdminApp({ page, context }: AdminAppProps) {
  const Editor = EDITORS[page];
  return (
    <AdminContext value={context}>
      <ConfirmProvider>
        <EditorLoadBoundary>
          <Suspense fallback={<p className="admin-hint">Loading the editor…</p>}>
            <Editor />
          </Suspense>
        </EditorLoadBoundary>
      </ConfirmProvider>
    </AdminContext>
  );
}

import type { ReactNode } from 'react';
import { SitePreview } from './site-preview';

export interface EditorLayoutProps {
  /** The storefront page the preview shows. */
  readonly previewPath: string;
  /** Bumped after each save, so the preview shows the change. */
  readonly previewVersion: number;
  readonly children: ReactNode;
}

/** An editor with the site preview beside it (below it on narrow screens). */
export function EditorLayout({ previewPath, previewVersion, children }: EditorLayoutProps) {
  return (
    <div className="admin-layout">
      <div className="admin-editor">{children}</div>
      <SitePreview path={previewPath} version={previewVersion} />
    </div>
  );
}

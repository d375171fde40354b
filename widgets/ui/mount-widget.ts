import { createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { WidgetRuntime } from '../../loader';
import { BASE_CSS } from './base-styles';
import { injectStyles } from './inject-styles';
import { ensureLiveRegion } from './live-region';
import { RuntimeContext } from './runtime-context';
import { WidgetErrorBoundary } from './widget-error-boundary';

/**
 * Renders `node` as a React root inside `element`, inside the shared error boundary and with the
 * runtime provided to every hook. `widget` names it in error reports. Returns the function that
 * unmounts it.
 */
export function mountWidget(widget: string, element: HTMLElement, runtime: WidgetRuntime, node: ReactNode): () => void {
  const doc = element.ownerDocument;
  injectStyles(doc, 'base', BASE_CSS);
  ensureLiveRegion(doc);
  const root = createRoot(element, {
    // One prefixed line instead of React's paragraph; the boundary has already reported the error.
    onCaughtError: (error) => console.error(`[storefront-kit] The ${widget} widget failed and shows its fallback.`, error),
  });
  root.render(createElement(RuntimeContext, { value: runtime }, createElement(WidgetErrorBoundary, { widget, children: node })));
  return () => root.unmount();
}

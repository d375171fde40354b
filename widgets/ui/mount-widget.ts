import { createElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { WidgetRuntime } from '../../loader';
import { BASE_CSS } from './base-styles';
import { injectStyles } from './inject-styles';
import { ensureLiveRegion } from './live-region';
import { RuntimeContext } from './runtime-context';

/**
 * Renders `node` as a React root inside `element`, with the runtime provided to every hook.
 * Returns the function that unmounts it.
 */
export function mountWidget(element: HTMLElement, runtime: WidgetRuntime, node: ReactNode): () => void {
  const doc = element.ownerDocument;
  injectStyles(doc, 'base', BASE_CSS);
  ensureLiveRegion(doc);
  const root = createRoot(element);
  root.render(createElement(RuntimeContext, { value: runtime }, node));
  return () => root.unmount();
}

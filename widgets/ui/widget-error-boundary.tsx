import { Component, type ErrorInfo, type ReactNode } from 'react';
import { captureError } from '../../src/errors';
import { STRINGS } from '../../src/i18n';

export interface WidgetErrorBoundaryProps {
  /** The widget's name, reported as the error's source: `add-to-cart`, `cart-pill` … */
  readonly widget: string;
  readonly children: ReactNode;
}

interface WidgetErrorBoundaryState {
  readonly failed: boolean;
}

/**
 * Every widget root sits inside one of these (spec 000 §8: a component error boundary reports and
 * shows fallback content). A widget that throws while rendering, or in an effect, is replaced by a
 * short neutral message (class `sf-widget-fallback`) and reported through the error reporter with
 * React's component stack; the page and the other widgets, each its own root, carry on. It stays
 * on the fallback until the widget is mounted again.
 */
export class WidgetErrorBoundary extends Component<WidgetErrorBoundaryProps, WidgetErrorBoundaryState> {
  override state: WidgetErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): WidgetErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    captureError(error, { source: this.props.widget, ...(info.componentStack ? { componentStack: info.componentStack } : {}) });
  }

  override render(): ReactNode {
    if (this.state.failed) return <span className="sf-widget-fallback">{STRINGS.widget.unavailable}</span>;
    return this.props.children;
  }
}

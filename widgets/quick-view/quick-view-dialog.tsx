import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WidgetRuntime } from '../../loader';
import { STRINGS } from '../../src/i18n';
import type { PlatformClient } from '../../src/platform';
import { sanitizeHtml } from '../../src/sanitize';
import { Alert, Modal, injectStyles, mountWidget } from '../ui';
import { scopeIds } from './scope-ids';

/** The platform's answer: the product's title and its block, as the product page renders it. */
interface QuickViewAnswer {
  readonly title: string;
  readonly html: string;
}

/**
 * Where the quick view's product block comes from (the spec names none; the demo platform serves
 * it), in the page's locale, so its prices and installments read as the page's do.
 */
export function quickViewPath(itemId: string, locale: string): string {
  return `api/commerce/products/${encodeURIComponent(itemId)}/quick-view?locale=${encodeURIComponent(locale)}`;
}

const QUICK_VIEW_CSS = `
.sf-quick-view__status{margin:0}
`;

// A style sheet in the block would restyle the whole page; everything else the widgets need stays.
const FORBIDDEN_TAGS = ['style'];

type Loading =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'loaded'; readonly title: string; readonly html: string };

/** The answer checked and its HTML sanitized; `undefined` when it is not a product block. */
function readAnswer(answer: unknown, doc: Document): QuickViewAnswer | undefined {
  const { title, html } = (typeof answer === 'object' && answer !== null ? answer : {}) as Partial<Record<keyof QuickViewAnswer, unknown>>;
  if (typeof title !== 'string' || typeof html !== 'string') return undefined;
  const safe = sanitizeHtml(html, { window: doc.defaultView ?? undefined, forbidTags: FORBIDDEN_TAGS });
  return safe.trim() === '' ? undefined : { title, html: safe };
}

let opened = 0;

/**
 * The block, inserted as markup the loader then finds and mounts, like markup a page adds later.
 * Its ids are scoped first (`scopeIds`), before the loader's observer runs.
 */
function ProductBlock({ html }: { readonly html: string }) {
  const container = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const element = container.current;
    if (element === null) return;
    const template = element.ownerDocument.createElement('template');
    template.innerHTML = html;
    scopeIds(template.content, `sf-quick-view-${++opened}-`);
    // Left in place when the dialog closes: the loader unmounts the widgets it finds in what was removed.
    element.replaceChildren(template.content);
  }, [html]);
  return <div ref={container} className="sf-quick-view__block" />;
}

interface QuickViewProps {
  readonly document: Document;
  readonly itemId: string;
  readonly label: string;
  readonly client: PlatformClient;
  readonly locale: string;
  readonly onClosed: () => void;
}

function QuickView({ document: doc, itemId, label, client, locale, onClosed }: QuickViewProps) {
  const [open, setOpen] = useState(true);
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    client
      .get<unknown>(quickViewPath(itemId, locale))
      .then((answer) => {
        const block = readAnswer(answer, doc);
        if (block === undefined) throw new TypeError('The answer is not a product block: { title, html } expected');
        if (live) setLoading({ state: 'loaded', ...block });
      })
      .catch((error: unknown) => {
        console.error(`[storefront-kit] The quick view of item ${itemId} could not load.`, error);
        if (live) setLoading({ state: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [client, doc, itemId, locale]);

  // The root goes once the closed modal has given focus back.
  useEffect(() => {
    if (!open) onClosed();
  }, [open, onClosed]);

  return (
    <Modal
      document={doc}
      open={open}
      onOpenChange={setOpen}
      title={loading.state === 'loaded' ? loading.title : label}
      closeLabel={STRINGS.dialog.close}
    >
      <div className="sf-quick-view" aria-busy={loading.state === 'loading'}>
        {loading.state === 'loading' && <p className="sf-quick-view__status">{STRINGS.quickView.loading}</p>}
        {loading.state === 'failed' && <Alert message={STRINGS.quickView.loadFailed} />}
        {loading.state === 'loaded' && <ProductBlock html={loading.html} />}
      </div>
    </Modal>
  );
}

export interface OpenQuickViewOptions {
  /** The control that opened it; focus returns there. */
  readonly button: HTMLElement;
  readonly itemId: string;
  /** The dialog's name until the product's title is known: the button's own words. */
  readonly label: string;
  readonly runtime: WidgetRuntime;
}

/**
 * Opens the quick view of `itemId` in a modal of its own root, records the quick view with the
 * census, and resolves once the shopper has closed it.
 */
export function openQuickView({ button, itemId, label, runtime }: OpenQuickViewOptions): Promise<void> {
  const doc = button.ownerDocument;
  runtime.census({ kind: 'quick-view', itemId });
  injectStyles(doc, 'quick-view', QUICK_VIEW_CSS);
  const host = doc.createElement('div');
  doc.body.append(host);
  return new Promise((resolve) => {
    let unmount = (): void => undefined;
    const onClosed = () => {
      // Closed now, as far as the button is concerned: focus is back on it, and a press at once
      // opens the product again (in a host of its own).
      resolve();
      // The root goes after this commit: React may not unmount a root from inside its own render or effects.
      setTimeout(() => {
        unmount();
        host.remove();
      });
    };
    unmount = mountWidget(
      'quick-view',
      host,
      runtime,
      <QuickView document={doc} itemId={itemId} label={label} client={runtime.client} locale={runtime.config.locale} onClosed={onClosed} />,
    );
  });
}

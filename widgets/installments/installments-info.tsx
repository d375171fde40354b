import { useEffect, useState } from 'react';
import type { WidgetRuntime } from '../../loader';
import { installmentsDialogTitle, STRINGS } from '../../src/i18n';
import { Modal, injectStyles, mountWidget } from '../ui';

const INFO_CSS = `
.sf-installments-info__frame{display:block;width:100%;height:min(60vh,28rem);border:0}
`;

/**
 * The provider's page runs in a sandbox without `allow-same-origin`: its scripts run in an opaque
 * origin that can reach neither this page, its cookies nor its storage, and cannot navigate the
 * page. Links it opens in a new tab leave the sandbox.
 */
const SANDBOX = 'allow-scripts allow-popups allow-popups-to-escape-sandbox';

interface InstallmentsInfoProps {
  readonly document: Document;
  readonly title: string;
  readonly url: string;
  readonly onClosed: () => void;
}

/**
 * The installment-information modal (spec 000 §2): the shared modal, holding the provider's page
 * (spec 000 §7: a GET of its HTML). A page that cannot load is logged and the modal stays usable.
 */
function InstallmentsInfo({ document: doc, title, url, onClosed }: InstallmentsInfoProps) {
  const [open, setOpen] = useState(true);
  const [html, setHtml] = useState<string | undefined>(undefined);

  useEffect(() => {
    const abort = new AbortController();
    fetch(url, { credentials: 'omit', signal: abort.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.text();
      })
      .then(setHtml, (error: unknown) => {
        if (!abort.signal.aborted) console.error(`[storefront-kit] The installments provider's page could not load: ${url}`, error);
      });
    return () => abort.abort();
  }, [url]);

  // The root goes once the closed modal has given focus back.
  useEffect(() => {
    if (!open) onClosed();
  }, [open, onClosed]);

  return (
    <Modal document={doc} open={open} onOpenChange={setOpen} title={title} closeLabel={STRINGS.dialog.close}>
      {html === undefined ? null : <iframe className="sf-installments-info__frame" title={title} sandbox={SANDBOX} srcDoc={html} />}
    </Modal>
  );
}

/**
 * Opens the information of the provider of the pill around `button` in a modal; it unmounts itself
 * when closed. `infoUrl` is the widget's `data-info-url`, `{provider}` and `{locale}` (en_US) filled in here.
 */
export function openInstallmentsInfo(runtime: WidgetRuntime, button: Element, infoUrl: string): void {
  const doc = button.ownerDocument;
  const provider = button.closest<HTMLElement>('[data-provider]')?.dataset['provider'] ?? '';
  const url = new URL(
    infoUrl
      .replaceAll('{provider}', encodeURIComponent(provider))
      .replaceAll('{locale}', encodeURIComponent(runtime.config.locale.replace('-', '_'))),
    doc.baseURI,
  ).href;
  injectStyles(doc, 'installments-info', INFO_CSS);
  const host = doc.createElement('div');
  doc.body.append(host);
  const name = (STRINGS.installments.providers as Readonly<Record<string, string>>)[provider] ?? provider;
  let unmount = (): void => undefined;
  const onClosed = () => {
    // After this commit: React may not unmount a root from inside its own render or effects.
    setTimeout(() => {
      unmount();
      host.remove();
    });
  };
  unmount = mountWidget(
    'installments',
    host,
    runtime,
    <InstallmentsInfo document={doc} title={installmentsDialogTitle(name)} url={url} onClosed={onClosed} />,
  );
}

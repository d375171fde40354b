import { useId, useState, type FormEvent } from 'react';
import { getSiteLayout } from '../../src/admin';
import { listContentPages } from '../../src/content-pages';
import { linkHtml, validateLink, type Link, type LinkErrors } from '../../src/links';
import { useAdmin, useLoad } from '../ui';
import { Modal } from '../../widgets/ui';
import { LinkEditor, type LinkablePage } from './link-editor';
import { useLinkableFiles } from './use-linkable-files';

export interface InsertLinkDialogProps {
  readonly open: boolean;
  /** The words to link: the text selected where the link goes, if any. */
  readonly initialText: string;
  /** Called with the `<a>` element to put in place. */
  readonly onInsert: (html: string) => void;
  readonly onClose: () => void;
}

/**
 * The site's pages a link in content may name: the content pages, and every page of the site
 * (store, journal, events…) from the site's layout.
 */
function useLinkablePages(): readonly LinkablePage[] {
  const { client } = useAdmin();
  const [pages] = useLoad(async (): Promise<LinkablePage[]> => {
    const [content, layout] = await Promise.all([listContentPages(client), getSiteLayout(client)]);
    const found = [
      ...layout.collections.map((page) => ({ title: page.title, path: page.fullUrl })),
      ...content.map((page) => ({ title: page.title, path: page.url })),
    ];
    return found.filter((page, index) => found.findIndex(({ path }) => path === page.path) === index);
  });
  return pages.status === 'loaded' ? pages.data : [];
}

function InsertLinkForm({ initialText, onInsert }: Pick<InsertLinkDialogProps, 'initialText' | 'onInsert'>) {
  const id = useId();
  const pages = useLinkablePages();
  const files = useLinkableFiles();
  const [link, setLink] = useState<Link>({ type: 'url', to: '', name: initialText, newWindow: false });
  const [errors, setErrors] = useState<LinkErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portalled, but React still bubbles its submit to any form around the opener.
    event.stopPropagation();
    const found = validateLink(link, { pages: pages.map(({ path }) => path) });
    setErrors(found);
    if (Object.keys(found).length === 0) onInsert(linkHtml(link));
  };

  return (
    <form className="admin-confirm" onSubmit={onSubmit} noValidate>
      <div className="admin-field">
        <label htmlFor={`${id}-text`}>Link text</label>
        <input
          id={`${id}-text`}
          type="text"
          value={link.name ?? ''}
          aria-describedby={`${id}-text-hint`}
          onChange={(event) => setLink({ ...link, name: event.target.value })}
        />
        <p id={`${id}-text-hint`} className="admin-hint">
          Left empty, the link shows its address.
        </p>
      </div>
      <LinkEditor
        value={link}
        onChange={(next) => {
          setLink(next);
          setErrors({});
        }}
        pages={pages}
        files={files}
        errors={errors}
        offersNewWindow
      />
      <div className="admin-actions">
        <button type="submit" className="admin-button admin-button--primary">
          Insert link
        </button>
      </div>
    </form>
  );
}

/** The link editor in a dialog, writing an `<a>` element for HTML content. */
export function InsertLinkDialog({ open, initialText, onInsert, onClose }: InsertLinkDialogProps) {
  return (
    <Modal document={document} open={open} onOpenChange={(next) => !next && onClose()} title="Insert a link" closeLabel="Close">
      {open && <InsertLinkForm initialText={initialText} onInsert={onInsert} />}
    </Modal>
  );
}

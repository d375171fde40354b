import { useCallback, useId, useState, type DragEvent, type FormEvent } from 'react';
import { listStorePages } from '../../src/admin';
import {
  FileActionError,
  MAX_UPLOAD_BYTES,
  UPLOAD_TYPES,
  deleteManagedFile,
  formatSizeLimit,
  listManagedFiles,
  renameManagedFile,
  setProductImage,
  type ManagedFile,
} from '../../src/files';
import { EditorLayout, FailureAlert, useAdmin, useConfirm, useLoad, useSave } from '../ui';
import { injectStyles } from '../../widgets/ui';
import { FILES_CSS } from './files-css';
import { useUploads, type Upload } from './use-uploads';

const ACCEPT = Object.keys(UPLOAD_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');
const TYPES_TEXT = Object.keys(UPLOAD_TYPES).join(', ');

/**
 * The file manager: the site's files, newest first; upload by picking or dropping several at once,
 * each with its progress; a file's details, renaming, deleting after confirming, and showing a
 * picture on a product.
 */
export default function AdminFiles() {
  const { client } = useAdmin();
  injectStyles(document, 'admin-files', FILES_CSS);
  const [state, reload, replace, update] = useLoad(() => listManagedFiles(client));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [dragging, setDragging] = useState(false);
  const inputId = useId();

  const files = state.status === 'loaded' ? state.data : null;
  const onStored = useCallback(
    (file: ManagedFile) => {
      setStatus(`${file.name} uploaded.`);
      // The newest first, as the platform lists them.
      update((current) => [file, ...current.filter(({ id }) => id !== file.id)]);
    },
    [update],
  );
  const { uploads, start, cancel, dismiss } = useUploads(client.apiRoot, onStored);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = [...event.dataTransfer.files];
    if (dropped.length > 0) start(dropped);
  };
  const selected = files?.find(({ id }) => id === selectedId) ?? null;

  return (
    <EditorLayout previewPath="/shop" previewVersion={0}>
      <section className="admin-panel" aria-labelledby="files-title">
        <h2 id="files-title">Files</h2>
        <div
          className="files-drop"
          data-dragging={dragging}
          onDragEnter={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragOver={(event) => event.preventDefault()}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
          }}
          onDrop={onDrop}
        >
          <p>Drop files here to upload them, or</p>
          <label className="admin-button admin-button--primary files-drop__pick" htmlFor={inputId}>
            Choose files
          </label>
          <input
            id={inputId}
            className="visually-hidden files-drop__input"
            type="file"
            multiple
            accept={ACCEPT}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => {
              const picked = [...(event.target.files ?? [])];
              event.target.value = '';
              if (picked.length > 0) start(picked);
            }}
          />
          <p id={`${inputId}-hint`} className="admin-hint">
            Up to {formatSizeLimit(MAX_UPLOAD_BYTES)} each: {TYPES_TEXT}.
          </p>
        </div>
        {uploads.length > 0 && (
          <ul className="admin-list" aria-label="Uploads">
            {uploads.map((upload) => (
              <UploadRow key={upload.key} upload={upload} onCancel={() => cancel(upload.key)} onDismiss={() => dismiss(upload.key)} />
            ))}
          </ul>
        )}
        <p role="status" className="admin-status">
          {status}
        </p>
        {state.status === 'loading' && <p className="admin-hint">Loading the files…</p>}
        {state.status === 'failed' && <FailureAlert failure={state.failure} onRetry={reload} />}
        {files !== null &&
          (files.length === 0 ? (
            <p className="admin-hint">No files yet.</p>
          ) : (
            <ul className="admin-list" aria-label="Existing files">
              {files.map((file) => (
                <li key={file.id} className="admin-row files-row">
                  {file.isImage ? (
                    <img className="files-thumb" src={file.url} alt="" width={48} height={48} />
                  ) : (
                    <span className="files-thumb" aria-hidden="true" />
                  )}
                  <span className="admin-row__title">
                    {file.name} <span className="admin-hint">{file.sizeText}</span>
                  </span>
                  <button
                    type="button"
                    className="admin-button admin-button--small"
                    aria-expanded={file.id === selectedId}
                    aria-controls={file.id === selectedId ? 'file-detail' : undefined}
                    onClick={() => setSelectedId(file.id === selectedId ? null : file.id)}
                  >
                    Details<span className="visually-hidden"> of {file.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ))}
      </section>
      {selected !== null && files !== null && (
        <FileDetail
          key={selected.id}
          file={selected}
          onChanged={(changed) => replace(files.map((file) => (file.id === changed.id ? changed : file)))}
          onDeleted={() => {
            replace(files.filter(({ id }) => id !== selected.id));
            setSelectedId(null);
            setStatus(`${selected.name} deleted.`);
          }}
        />
      )}
    </EditorLayout>
  );
}

function UploadRow({ upload, onCancel, onDismiss }: { upload: Upload; onCancel: () => void; onDismiss: () => void }) {
  const percent = upload.total === 0 ? 100 : Math.round((upload.sent / upload.total) * 100);
  return (
    <li className="admin-row files-upload" data-state={upload.state}>
      <span className="admin-row__title">{upload.name}</span>
      {upload.state !== 'failed' && (
        <>
          <progress max={100} value={upload.state === 'done' ? 100 : percent} aria-label={`Uploading ${upload.name}`} />
          <span className="admin-hint">{upload.state === 'done' ? 'Uploaded' : `${percent}%`}</span>
        </>
      )}
      {upload.state === 'sending' && (
        <button type="button" className="admin-button admin-button--small" onClick={onCancel}>
          Cancel<span className="visually-hidden"> uploading {upload.name}</span>
        </button>
      )}
      {upload.failure !== undefined && <FailureAlert failure={upload.failure} />}
      {upload.state !== 'sending' && (
        <button type="button" className="admin-button admin-button--small" onClick={onDismiss}>
          Dismiss<span className="visually-hidden"> {upload.name}</span>
        </button>
      )}
    </li>
  );
}

interface FileDetailProps {
  readonly file: ManagedFile;
  readonly onChanged: (file: ManagedFile) => void;
  readonly onDeleted: () => void;
}

/** One file: what it is, its address, renaming, showing it on a product, deleting. */
function FileDetail({ file, onChanged, onDeleted }: FileDetailProps) {
  const { client, websiteId, permissions } = useAdmin();
  const confirm = useConfirm();
  const [name, setName] = useState(file.name);
  const [renameProblem, setRenameProblem] = useState<{ title: string; message: string } | null>(null);
  const [renaming, setRenaming] = useState(false);
  const product = useSave();
  const canPlaceOnProducts = file.isImage && file.width !== null && permissions.includes('store:pages');
  const [products] = useLoad(async () =>
    canPlaceOnProducts ? (await listStorePages(client, websiteId)).flatMap((page) => page.products) : [],
  );
  const [productId, setProductId] = useState('');
  const ids = { name: useId(), product: useId() };
  const absolute = new URL(file.url, document.baseURI).href;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (renaming) return;
    setRenaming(true);
    setRenameProblem(null);
    try {
      const renamed = await renameManagedFile(client, file.id, name);
      setName(renamed.name);
      onChanged(renamed);
    } catch (error) {
      setRenameProblem(error instanceof FileActionError ? { title: error.title, message: error.message } : null);
      if (!(error instanceof FileActionError)) throw error;
    } finally {
      setRenaming(false);
    }
  };

  const remove = () =>
    void confirm({
      title: `Delete ${file.name}?`,
      message: <p>Links to it and products showing it will no longer find it. This cannot be undone.</p>,
      confirmLabel: 'Delete',
      busyLabel: 'Deleting…',
      destructive: true,
      action: async () => {
        await deleteManagedFile(client, file.id);
        onDeleted();
      },
    });

  const productList = products.status === 'loaded' ? products.data : [];
  const chosenProduct = productList.find(({ id }) => id === productId) ?? productList[0];

  return (
    <section id="file-detail" className="admin-panel" aria-labelledby="file-detail-title">
      <h2 id="file-detail-title">{file.name}</h2>
      {file.isImage && <img className="files-preview" src={file.url} alt={`Preview of ${file.name}`} />}
      <dl className="files-facts">
        <dt>Type</dt>
        <dd>{file.contentType}</dd>
        <dt>Size</dt>
        <dd>{file.sizeText}</dd>
        {file.width !== null && file.height !== null && (
          <>
            <dt>Dimensions</dt>
            <dd>
              {file.width} × {file.height} pixels
            </dd>
          </>
        )}
        <dt>Added</dt>
        <dd>{new Date(file.created).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</dd>
        <dt>Address</dt>
        <dd>
          <a href={file.url} target="_blank" rel="noopener">
            {absolute}
            <span className="visually-hidden"> (opens in a new window)</span>
          </a>
        </dd>
      </dl>
      <form className="admin-actions" onSubmit={(event) => void rename(event)} noValidate>
        <div className="admin-field">
          <label htmlFor={ids.name}>File name</label>
          <input
            id={ids.name}
            className="admin-input"
            value={name}
            aria-invalid={renameProblem !== null}
            onChange={(event) => {
              setName(event.target.value);
              setRenameProblem(null);
            }}
          />
        </div>
        <button type="submit" className="admin-button" aria-disabled={renaming}>
          {renaming ? 'Renaming…' : 'Rename'}
        </button>
      </form>
      {renameProblem !== null && <FailureAlert failure={renameProblem} />}
      {canPlaceOnProducts && productList.length > 0 && chosenProduct !== undefined && (
        <div className="admin-actions">
          <div className="admin-field">
            <label htmlFor={ids.product}>Show as a product’s picture</label>
            <select id={ids.product} value={chosenProduct.id} onChange={(event) => setProductId(event.target.value)}>
              {productList.map(({ id, title }) => (
                <option key={id} value={id}>
                  {title}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="admin-button"
            aria-disabled={product.saving}
            onClick={() =>
              void product.run(
                () => setProductImage(client, chosenProduct.id, file.id),
                `${chosenProduct.title} now shows ${file.name} first.`,
              )
            }
          >
            Show on product
          </button>
        </div>
      )}
      {product.failure !== null && <FailureAlert failure={product.failure} />}
      <p role="status" className="admin-status">
        {product.status}
      </p>
      <div className="admin-actions">
        <button type="button" className="admin-button admin-button--danger" onClick={remove}>
          Delete file
        </button>
      </div>
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import type { ManagedFile } from '../../src/files';
import { LINK_TYPES, type Link, type LinkErrors, type LinkType } from '../../src/links';

const TYPE_LABELS: Readonly<Record<LinkType, string>> = {
  page: 'Page',
  url: 'Web address',
  email: 'Email',
  phone: 'Phone',
  file: 'File',
};

/** A page the link can name: its title and path. */
export interface LinkablePage {
  readonly title: string;
  readonly path: string;
}

export interface LinkEditorProps {
  readonly value: Link;
  readonly onChange: (link: Link) => void;
  readonly pages: readonly LinkablePage[];
  /** The file manager's files, or why they are not offered (still loading, no permission). */
  readonly files: readonly ManagedFile[] | string;
  /** The messages to show, once the owner has tried to use the link. */
  readonly errors: LinkErrors;
  /** Whether the place the link goes keeps "open in a new window". */
  readonly offersNewWindow: boolean;
}

/** An empty link of `type`, keeping the name and window choice of `from`. */
function blankLink(type: LinkType, from: Link, pages: readonly LinkablePage[]): Link {
  const base = { name: from.name ?? '', newWindow: from.newWindow ?? false };
  switch (type) {
    case 'page':
      return { ...base, type, to: pages[0]?.path ?? '' };
    case 'file':
      return { ...base, type, fileId: '', to: '' };
    case 'email':
      return { ...base, type, to: '', subject: '', body: '', cc: '', bcc: '' };
    default:
      return { ...base, type, to: '' };
  }
}

/**
 * The link editor: the five link types (page, web address, email, phone, file) and each one's
 * fields, with the spec's messages beside the field they are about.
 */
export function LinkEditor({ value, onChange, pages, files, errors, offersNewWindow }: LinkEditorProps) {
  const id = useId();
  const errorOf = (name: string): string | undefined => (errors as Partial<Record<string, string>>)[name];
  const field = (name: string, label: string, input: (inputId: string, describedBy: string | undefined) => ReactNode, error?: string) => {
    const inputId = `${id}-${name}`;
    return (
      <div className="admin-field">
        <label htmlFor={inputId}>{label}</label>
        {input(inputId, error === undefined ? undefined : `${inputId}-error`)}
        {error !== undefined && (
          <p id={`${inputId}-error`} className="admin-field-error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const text = (name: 'to' | 'subject' | 'cc' | 'bcc', label: string, inputMode?: 'url' | 'email' | 'tel') =>
    field(
      name,
      label,
      (inputId, describedBy) => (
        <input
          id={inputId}
          className="admin-input"
          type="text"
          inputMode={inputMode}
          value={((value as unknown as Record<string, string | undefined>)[name] ?? '') as string}
          aria-invalid={errorOf(name) !== undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ ...value, [name]: event.target.value } as Link)}
        />
      ),
      errorOf(name),
    );

  return (
    <div className="link-editor">
      <fieldset className="admin-actions">
        <legend className="admin-label">Link to</legend>
        {LINK_TYPES.map((type) => (
          <label key={type} className="admin-check">
            <input
              type="radio"
              name={`${id}-type`}
              value={type}
              checked={value.type === type}
              onChange={() => onChange(blankLink(type, value, pages))}
            />
            {TYPE_LABELS[type]}
          </label>
        ))}
      </fieldset>
      {value.type === 'page' &&
        field(
          'to',
          'Page to link',
          (inputId, describedBy) => (
            <select
              id={inputId}
              value={value.to}
              aria-describedby={describedBy}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            >
              {pages.map((page) => (
                <option key={page.path} value={page.path}>
                  {page.title} ({page.path})
                </option>
              ))}
            </select>
          ),
          errors.to,
        )}
      {value.type === 'url' && text('to', 'Address', 'url')}
      {value.type === 'phone' && text('to', 'Phone number', 'tel')}
      {value.type === 'email' && (
        <>
          {text('to', 'To', 'email')}
          {text('subject', 'Subject')}
          {field('body', 'Body', (inputId) => (
            <textarea id={inputId} value={value.body ?? ''} onChange={(event) => onChange({ ...value, body: event.target.value })} />
          ))}
          {text('cc', 'CC', 'email')}
          {text('bcc', 'BCC', 'email')}
        </>
      )}
      {value.type === 'file' &&
        (typeof files === 'string' ? (
          <p className="admin-hint">{files}</p>
        ) : (
          field(
            'to',
            'File to link',
            (inputId, describedBy) => (
              <select
                id={inputId}
                value={value.fileId}
                aria-invalid={errors.to !== undefined}
                aria-describedby={describedBy}
                onChange={(event) => {
                  const file = files.find(({ id: fileId }) => fileId === event.target.value);
                  onChange({ ...value, fileId: file?.id ?? '', to: file?.url ?? '' });
                }}
              >
                <option value="">Choose a file…</option>
                {files.map((file) => (
                  <option key={file.id} value={file.id}>
                    {file.name} ({file.sizeText})
                  </option>
                ))}
              </select>
            ),
            errors.to,
          )
        ))}
      {offersNewWindow && (
        <label className="admin-check">
          <input
            type="checkbox"
            checked={value.newWindow ?? false}
            onChange={(event) => onChange({ ...value, newWindow: event.target.checked })}
          />
          Open in a new window
        </label>
      )}
    </div>
  );
}

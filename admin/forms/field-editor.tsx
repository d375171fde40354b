import { useId } from 'react';
import type { FieldPatch } from '../../src/form-builder';
import type { FormField } from '../../src/forms';

const lines = (text: string): string[] => text.split('\n');

/** The settings of one field, those its type has: texts, required, options or questions, the hidden field's parameter, a limit. */
export function FieldEditor({ field, onEdit }: { readonly field: FormField; readonly onEdit: (patch: FieldPatch) => void }) {
  const id = useId();
  const text = (key: 'title' | 'description' | 'placeholder' | 'name' | 'value', label: string, value: string, hint?: string) => (
    <div className="admin-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="admin-input"
        type="text"
        value={value}
        aria-describedby={hint === undefined ? undefined : `${id}-${key}-hint`}
        onChange={(event) => onEdit({ [key]: event.target.value })}
      />
      {hint !== undefined && (
        <p id={`${id}-${key}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
    </div>
  );
  const list = (key: 'options' | 'questions', label: string, items: readonly string[]) => (
    <div className="admin-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <textarea
        id={`${id}-${key}`}
        className="admin-input"
        rows={Math.max(3, items.length)}
        value={items.join('\n')}
        aria-describedby={`${id}-${key}-hint`}
        onChange={(event) => onEdit({ [key]: lines(event.target.value) })}
      />
      <p id={`${id}-${key}-hint`} className="admin-hint">
        One per line.
      </p>
    </div>
  );
  return (
    <div className="admin-field-editor">
      {text('title', 'Title', field.title)}
      <div className="admin-field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          className="admin-input"
          rows={2}
          value={field.description ?? ''}
          onChange={(event) => onEdit({ description: event.target.value })}
        />
      </div>
      {isInput(field) && text('placeholder', 'Placeholder', ('placeholder' in field ? field.placeholder : undefined) ?? '')}
      {'required' in field && (
        <div className="admin-check">
          <input
            id={`${id}-required`}
            type="checkbox"
            checked={field.required}
            onChange={(event) => onEdit({ required: event.target.checked })}
          />
          <label htmlFor={`${id}-required`}>Required</label>
        </div>
      )}
      {'options' in field && list('options', 'Options', field.options)}
      {field.type === 'likert' && list('questions', 'Questions', field.questions)}
      {field.type === 'hidden' && (
        <>
          {text(
            'name',
            'URL parameter',
            field.name,
            'The field takes the value of this parameter of the page’s address, when there is one.',
          )}
          {text('value', 'Value otherwise', field.value)}
        </>
      )}
      {field.type === 'textarea' && (
        <div className="admin-field">
          <label htmlFor={`${id}-max`}>Maximum length</label>
          <input
            id={`${id}-max`}
            className="admin-input"
            type="number"
            min={1}
            inputMode="numeric"
            value={field.maxLength ?? ''}
            aria-describedby={`${id}-max-hint`}
            onChange={(event) => onEdit({ maxLength: event.target.value === '' ? null : Number(event.target.value) })}
          />
          <p id={`${id}-max-hint`} className="admin-hint">
            Characters a shopper may type; empty for no limit.
          </p>
        </div>
      )}
    </div>
  );
}

/** The fields a shopper types one line or a text area into: the ones with a placeholder. */
function isInput(field: FormField): boolean {
  return ['text', 'email', 'currency', 'number', 'website', 'password', 'twitter', 'textarea'].includes(field.type);
}

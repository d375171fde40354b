import { useId, useState, type FormEvent } from 'react';
import { ADMIN_MESSAGE, ADMIN_PATHS } from '../../src/admin';
import {
  BUILDER_FIELD_TYPES,
  BUILDER_MESSAGE,
  EMPTY_DRAFT,
  FIELD_TYPE_LABEL,
  builderReducer,
  builderState,
  MAX_DISCLAIMER_LENGTH,
  MAX_SUBMIT_LABEL_LENGTH,
  checkFormDraft,
  getForm,
  saveForm,
  type BuilderAction,
  type BuilderState,
  type FormDraft,
  type FormProblem,
} from '../../src/form-builder';
import type { FormField, FormFieldType } from '../../src/forms';
import { FailureAlert, SaveActions, useAdmin, useLoad, useSave, useUnsavedChanges } from '../ui';
import { announce } from '../../widgets/ui';
import { SortableList } from '../sortable/sortable-list';
import { FieldEditor } from './field-editor';
import { FormPreview } from './form-preview';
import { StorageTab } from './storage-tab';
import { Tabs } from './tabs';

const TABS = ['build', 'storage', 'advanced', 'captcha', 'disclaimer'] as const;
type TabId = (typeof TABS)[number];

/** The tab a problem shows in; the name's and the field list's show above the tabs or in Build. */
const TAB_OF_PROBLEM: Partial<Record<FormProblem['on'], TabId>> = {
  field: 'build',
  submitLabel: 'advanced',
  disclaimer: 'disclaimer',
  notifyEmail: 'storage',
};

const nameOf = (field: FormField) => (field.title.trim() === '' ? FIELD_TYPE_LABEL[field.type] : field.title);

/** The builder of one form (`formId` null: a new one): name, the tabs in the spec's order, the save, and the live preview. */
export function FormEditor({ formId: initialId }: { readonly formId: string | null }) {
  const { client } = useAdmin();
  const [formId, setFormId] = useState(initialId);
  const [state, reload] = useLoad(async () => (initialId === null ? EMPTY_DRAFT : await getForm(client, initialId)));
  const [builder, setBuilder] = useState<BuilderState | null>(null);
  const [saved, setSaved] = useState<FormDraft | null>(null);
  const [tab, setTab] = useState<TabId>('build');
  const [open, setOpen] = useState<string | null>(null);
  const [addType, setAddType] = useState<FormFieldType>('text');
  const [checked, setChecked] = useState(false);
  const { saving, failure, status, setStatus, run } = useSave();
  const ids = { name: useId(), add: useId(), problems: useId() };

  const loaded = state.status === 'loaded' ? state.data : null;
  const base = saved ?? loaded;
  const current = builder ?? (base === null ? null : builderState(base));
  const draft = current?.draft ?? null;
  const dirty = draft !== null && base !== null && JSON.stringify(draft) !== JSON.stringify(base);
  const problems = draft === null || !checked ? [] : checkFormDraft(draft);

  const dispatch = (action: BuilderAction) => {
    setStatus('');
    setBuilder((before) => builderReducer(before ?? current!, action));
  };

  const save = async (): Promise<boolean> => {
    if (draft === null) return false;
    setChecked(true);
    const [first] = checkFormDraft(draft);
    if (first !== undefined) {
      // A problem in a tab not shown would go unseen: its tab opens.
      const shows = TAB_OF_PROBLEM[first.on];
      if (shows !== undefined) setTab(shows);
      return false;
    }
    return run(async () => {
      const stored = await saveForm(client, formId, draft);
      setSaved(stored.draft);
      setBuilder({ draft: stored.draft, removed: current?.removed ?? [] });
      if (formId === null) {
        setFormId(stored.id);
        window.history.replaceState(null, '', `${ADMIN_PATHS.forms}?form=${encodeURIComponent(stored.id)}`);
      }
    }, 'Saved. Pages with this form show the change on their next load.');
  };
  const prompt = useUnsavedChanges({ dirty, save });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void save();
  };

  if (state.status === 'loading') return <p className="admin-hint">Loading the form…</p>;
  if (state.status === 'failed') return <FailureAlert failure={{ ...state.failure, title: ADMIN_MESSAGE.openForm }} onRetry={reload} />;
  if (current === null || draft === null) return null;

  const problemOf = (on: 'name' | 'fields' | 'submitLabel' | 'disclaimer' | 'notifyEmail') =>
    problems.filter((problem) => problem.on === on).map(({ message }) => message);
  const fieldProblem = (fieldId: string) => problems.find((problem) => problem.on === 'field' && problem.fieldId === fieldId)?.message;
  const lastRemoved = current.removed.at(-1);

  const add = () => {
    const before = new Set(draft.fields.map(({ id }) => id));
    const next = builderReducer(current, { type: 'add', fieldType: addType });
    setBuilder(next);
    setStatus('');
    const added = next.draft.fields.find(({ id }) => !before.has(id));
    if (added !== undefined) {
      setOpen(added.id);
      announce(document, `${FIELD_TYPE_LABEL[addType]} field added at the end.`);
    }
  };

  const remove = (field: FormField) => {
    dispatch({ type: 'remove', fieldId: field.id });
    if (open === field.id) setOpen(null);
    announce(document, `${nameOf(field)} removed. Undo brings it back.`);
  };

  const build = (
    <div className="admin-form-build">
      {problemOf('fields').map((message) => (
        <p key={message} className="admin-alert" role="alert">
          {message}
        </p>
      ))}
      {draft.fields.length === 0 ? (
        <p className="admin-hint">No fields yet. Choose a field type below and add it.</p>
      ) : (
        <SortableList
          label="Fields"
          items={draft.fields.map((field) => ({ key: field.id, field }))}
          nameOf={({ field }) => nameOf(field)}
          onReorder={(from, to) => dispatch({ type: 'move', fieldId: draft.fields[from]!.id, to })}
          renderItem={({ field }, handle) => {
            const name = nameOf(field);
            const problem = fieldProblem(field.id);
            const editing = open === field.id;
            return (
              <>
                <button
                  type="button"
                  className="admin-button admin-button--small admin-handle"
                  aria-label={`Reorder ${name}`}
                  {...handle.props}
                >
                  <span aria-hidden="true">⠿</span>
                </button>
                <span className="admin-row__title">
                  {name}
                  <span className="admin-badge">{FIELD_TYPE_LABEL[field.type]}</span>
                  {'required' in field && field.required && <span className="admin-badge">Required</span>}
                </span>
                <button
                  type="button"
                  className="admin-button admin-button--small"
                  aria-expanded={editing}
                  onClick={() => setOpen(editing ? null : field.id)}
                >
                  {editing ? `Close ${name}` : `Edit ${name}`}
                </button>
                <button type="button" className="admin-button admin-button--small" onClick={() => remove(field)}>
                  Remove {name}
                </button>
                {problem !== undefined && (
                  <p className="admin-alert admin-row__problem" role="alert">
                    {problem}
                  </p>
                )}
                {editing && <FieldEditor field={field} onEdit={(patch) => dispatch({ type: 'edit', fieldId: field.id, patch })} />}
              </>
            );
          }}
        />
      )}
      {lastRemoved !== undefined && (
        <p className="admin-undo">
          {nameOf(lastRemoved.field)} was removed.{' '}
          <button
            type="button"
            className="admin-button admin-button--small"
            onClick={() => {
              dispatch({ type: 'undo' });
              announce(
                document,
                `${nameOf(lastRemoved.field)} is back at position ${Math.min(lastRemoved.index, draft.fields.length) + 1}.`,
              );
            }}
          >
            Undo removing {nameOf(lastRemoved.field)}
          </button>
        </p>
      )}
      <div className="admin-field admin-form-add">
        <label htmlFor={ids.add}>Field type</label>
        <select id={ids.add} className="admin-input" value={addType} onChange={(event) => setAddType(event.target.value as FormFieldType)}>
          {BUILDER_FIELD_TYPES.map((type) => (
            <option key={type} value={type}>
              {FIELD_TYPE_LABEL[type]}
            </option>
          ))}
        </select>
        <button type="button" className="admin-button" onClick={add}>
          Add field
        </button>
      </div>
    </div>
  );

  const settingsText = (
    key: 'submissionMessage' | 'postSubmitHtml' | 'redirectUrl' | 'submitLabel' | 'disclaimer',
    label: string,
    hint: string,
    multiline: boolean,
  ) => {
    const id = `${ids.name}-${key}`;
    const problem = key === 'submitLabel' || key === 'disclaimer' ? problemOf(key)[0] : undefined;
    const props = {
      id,
      className: 'admin-input',
      value: draft[key],
      'aria-invalid': problem !== undefined,
      'aria-describedby': `${id}-hint${problem === undefined ? '' : ` ${id}-problem`}`,
      onChange: (event: { target: { value: string } }) => dispatch({ type: 'settings', patch: { [key]: event.target.value } }),
    };
    return (
      <div className="admin-field">
        <label htmlFor={id}>{label}</label>
        {multiline ? <textarea rows={3} spellCheck={key !== 'postSubmitHtml'} {...props} /> : <input type="text" {...props} />}
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
        {problem !== undefined && (
          <p id={`${id}-problem`} className="admin-alert" role="alert">
            {problem}
          </p>
        )}
      </div>
    );
  };

  const tabs = [
    { id: 'build', label: 'Build', panel: build },
    {
      id: 'storage',
      label: 'Storage',
      panel: (
        <StorageTab
          formId={formId}
          draft={draft}
          emailProblem={problemOf('notifyEmail')[0]}
          onChange={(patch) => dispatch({ type: 'settings', patch })}
        />
      ),
    },
    {
      id: 'advanced',
      label: 'Advanced',
      panel: (
        <>
          {settingsText(
            'submitLabel',
            'Submit button label',
            `What the button that sends the form says, up to ${MAX_SUBMIT_LABEL_LENGTH} characters. Empty: the page’s own label (“Submit” on a form page).`,
            false,
          )}
          {settingsText('submissionMessage', 'Message after sending', 'Takes the form’s place once a shopper sends it.', true)}
          {settingsText(
            'postSubmitHtml',
            'HTML after sending',
            'Shown under the message. Scripts and other unsafe markup are removed before shoppers see it.',
            true,
          )}
          {settingsText(
            'redirectUrl',
            'Go to after sending',
            'Instead of the message: a web address starting with https://, or a path on this site such as /thank-you. Empty to show the message.',
            false,
          )}
        </>
      ),
    },
    {
      id: 'captcha',
      label: 'Captcha',
      panel: (
        <div className="admin-check">
          <input
            id={`${ids.name}-captcha`}
            type="checkbox"
            checked={draft.captcha}
            onChange={(event) => dispatch({ type: 'settings', patch: { captcha: event.target.checked } })}
          />
          <label htmlFor={`${ids.name}-captcha`}>Ask shoppers to complete a CAPTCHA before sending</label>
        </div>
      ),
    },
    {
      id: 'disclaimer',
      label: 'Disclaimer',
      panel: settingsText(
        'disclaimer',
        'Disclaimer',
        `Optional, up to ${MAX_DISCLAIMER_LENGTH.toLocaleString('en-US')} characters. Shoppers must tick “I have read and accept the disclaimer” under it before the form sends. Empty: no disclaimer.`,
        true,
      ),
    },
  ] satisfies { id: TabId; label: string; panel: unknown }[];

  const nameProblems = problemOf('name');
  return (
    <div className="admin-layout">
      <form className="admin-editor admin-panel" onSubmit={onSubmit} noValidate aria-labelledby={`${ids.name}-title`}>
        <p>
          <a href={ADMIN_PATHS.forms}>All forms</a>
        </p>
        <h2 id={`${ids.name}-title`}>{formId === null ? 'New form' : `Form: ${base?.name ?? ''}`}</h2>
        <div className="admin-field">
          <label htmlFor={ids.name}>Form name</label>
          <input
            id={ids.name}
            className="admin-input"
            type="text"
            value={draft.name}
            aria-invalid={nameProblems.length > 0}
            aria-describedby={nameProblems.length > 0 ? `${ids.name}-problem` : undefined}
            onChange={(event) => dispatch({ type: 'settings', patch: { name: event.target.value } })}
          />
          {nameProblems.length > 0 && (
            <p id={`${ids.name}-problem`} className="admin-alert" role="alert">
              {nameProblems[0]}
            </p>
          )}
        </div>
        <Tabs label="Form settings" tabs={tabs} current={tab} onSelect={(id) => setTab(id as TabId)} />
        {failure !== null && <FailureAlert failure={{ ...failure, title: ADMIN_MESSAGE.updateForm }} />}
        {problems.length > 0 && (
          <p id={ids.problems} className="admin-alert" role="alert">
            {BUILDER_MESSAGE.summary}
          </p>
        )}
        <SaveActions
          saving={saving}
          dirty={dirty}
          label="Save form"
          onDiscard={() => {
            setBuilder(null);
            setChecked(false);
          }}
        />
        <p role="status" className="admin-status">
          {status}
        </p>
      </form>
      <FormPreview draft={draft} />
      {prompt}
    </div>
  );
}

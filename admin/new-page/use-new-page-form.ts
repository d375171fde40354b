import { useState, type FormEvent } from 'react';
import { newPageUrlId, type NewPageUrlIdRule } from '../../src/admin';
import { useAdmin } from '../ui';
import {
  focusNewPageProblem,
  newPageProblemOf,
  problemAfterEdit,
  type NewPageDraft,
  type NewPageFieldsProps,
  type NewPageProblem,
} from './new-page-fields';
import { useTakenUrlIds } from './use-taken-url-ids';

export interface NewPageFormOptions<D extends NewPageDraft, T> {
  /** The form's id prefix, as NewPageFields takes it. */
  readonly id: string;
  readonly empty: D;
  /** How the platform places this kind of page. */
  readonly rule: NewPageUrlIdRule;
  /** Creates the page (a role that may not edit the navigation never asks for a link). */
  readonly send: (draft: D) => Promise<T>;
  readonly onCreated: (created: T) => void;
}

export interface NewPageForm<D extends NewPageDraft> {
  readonly draft: D;
  readonly creating: boolean;
  readonly problem: NewPageProblem;
  /** The props of the form's NewPageFields. */
  readonly fields: Omit<NewPageFieldsProps, 'children'>;
  readonly change: (patch: Partial<D>) => void;
  readonly submit: (event: FormEvent) => void;
  /** After a page of the site is deleted, its URL id is free again. */
  readonly reloadTaken: () => void;
}

/**
 * A page the platform places (a content page, a form page): its draft, each refusal beside its
 * field with focus on the first, a written URL id another page has refused before anything is
 * sent, and the draft emptied once the page exists. The store page's form works out its id itself.
 */
export function useNewPageForm<D extends NewPageDraft, T>({ id, empty, rule, send, onCreated }: NewPageFormOptions<D, T>): NewPageForm<D> {
  const { permissions } = useAdmin();
  const mayLink = permissions.includes('site:navigation');
  const [draft, setDraft] = useState<D>(empty);
  const [creating, setCreating] = useState(false);
  const [problem, setProblem] = useState<NewPageProblem>({});
  const [taken, reloadTaken] = useTakenUrlIds();

  const refuse = (next: NewPageProblem) => {
    setProblem(next);
    focusNewPageProblem(id, next);
  };

  const create = async () => {
    const placed = taken === undefined ? undefined : newPageUrlId(draft.title, draft.urlId, taken, rule);
    if (placed !== undefined && 'refused' in placed) return refuse({ urlId: placed.message });
    setCreating(true);
    setProblem({});
    try {
      const created = await send({ ...draft, addToNavigation: mayLink && draft.addToNavigation });
      setDraft(empty);
      reloadTaken();
      onCreated(created);
    } catch (error) {
      refuse(newPageProblemOf(error));
    } finally {
      setCreating(false);
    }
  };

  const change = (patch: Partial<D>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem((current) => problemAfterEdit(current, patch));
  };

  return {
    draft,
    creating,
    problem,
    // A patch of the fields every page has is a patch of any draft that has them.
    fields: { id, draft, problem, rule, taken, offerNavigation: mayLink, onChange: (patch) => change(patch as Partial<D>) },
    change,
    submit: (event) => {
      event.preventDefault();
      if (!creating) void create();
    },
    reloadTaken,
  };
}

import type { ReactNode } from 'react';
import {
  ADMIN_MESSAGE,
  adminFailureOf,
  isAdminValidationError,
  newPageUrlIdHint,
  type AdminFailure,
  type NewPageUrlIdRule,
} from '../../src/admin';
import { isPlatformError } from '../../src/platform';

/** What every new page asks for: the title, the URL id (empty: derived from the title), the main navigation. */
export interface NewPageDraft {
  readonly title: string;
  readonly urlId: string;
  readonly addToNavigation: boolean;
}

/** What went wrong with a create: beside the field it is about, or above the button. */
export interface NewPageProblem {
  readonly title?: string;
  readonly urlId?: string;
  readonly failure?: AdminFailure;
}

/**
 * A refused create as the owner sees it: the title's or URL id's own problem beside that field
 * (a 409 other than the missing navigation is the URL id another page has), anything else above
 * the button.
 */
export function newPageProblemOf(error: unknown): NewPageProblem {
  if (isAdminValidationError(error)) return error.field === 'title' ? { title: error.message } : { urlId: error.message };
  const failure = adminFailureOf(error, 'save');
  const conflict = isPlatformError(error) && (error as { status?: unknown }).status === 409;
  if (conflict && failure.message !== ADMIN_MESSAGE.mainNavigationMissing) return { urlId: failure.message };
  return { failure: { ...failure, title: 'Unable to create the page' } };
}

/** The problems left once `patch` changes the draft: a field's refusal goes with the value it was about. */
export function problemAfterEdit(problem: NewPageProblem, patch: Partial<NewPageDraft>): NewPageProblem {
  const { title, urlId, failure } = problem;
  return {
    ...(title !== undefined && !('title' in patch) && { title }),
    ...(urlId !== undefined && !('urlId' in patch) && { urlId }),
    ...(failure !== undefined && { failure }),
  };
}

/** Moves focus to the field a problem is about, if it is about one. */
export function focusNewPageProblem(id: string, problem: NewPageProblem): void {
  const field = problem.title !== undefined ? 'title' : problem.urlId !== undefined ? 'url' : undefined;
  if (field !== undefined) document.getElementById(`${id}-${field}`)?.focus();
}

export interface NewPageFieldsProps {
  /** The form's id prefix: the fields are `{id}-title`, `{id}-url` and `{id}-nav`. */
  readonly id: string;
  readonly draft: NewPageDraft;
  readonly problem?: NewPageProblem;
  /** How the page's URL id is worked out: the server's rule for this kind of page. */
  readonly rule: NewPageUrlIdRule;
  /** The site's taken URL ids; without them the hint cannot say which number is added. */
  readonly taken?: readonly string[] | undefined;
  /** False for a role that may not edit the navigation: the choice is not offered. */
  readonly offerNavigation?: boolean;
  readonly onChange: (patch: Partial<NewPageDraft>) => void;
  /** What else the page asks for, between the URL id and the navigation choice. */
  readonly children?: ReactNode;
}

/**
 * The fields of a new page (a store, content or form page), each refusal beside its field; under
 * the URL id, as the owner types, exactly where the page will be.
 */
export function NewPageFields({ id, draft, problem = {}, rule, taken, offerNavigation = true, onChange, children }: NewPageFieldsProps) {
  return (
    <>
      <div className="admin-field">
        <label htmlFor={`${id}-title`}>Page title</label>
        <input
          id={`${id}-title`}
          className="admin-input"
          type="text"
          value={draft.title}
          aria-invalid={problem.title !== undefined}
          aria-describedby={problem.title !== undefined ? `${id}-title-problem` : undefined}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        {problem.title !== undefined && (
          <p id={`${id}-title-problem`} className="admin-alert">
            {problem.title}
          </p>
        )}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-url`}>URL id</label>
        <input
          id={`${id}-url`}
          className="admin-input"
          type="text"
          spellCheck={false}
          value={draft.urlId}
          aria-invalid={problem.urlId !== undefined}
          aria-describedby={problem.urlId !== undefined ? `${id}-url-problem` : `${id}-url-hint`}
          onChange={(event) => onChange({ urlId: event.target.value })}
        />
        {problem.urlId !== undefined && (
          <p id={`${id}-url-problem`} className="admin-alert">
            {problem.urlId}
          </p>
        )}
        {/* Hidden, not removed, under a refusal (which says where the page will not be): a live
            region announces changes only once it is in the page. */}
        <p id={`${id}-url-hint`} className="admin-hint" aria-live="polite" hidden={problem.urlId !== undefined}>
          {newPageUrlIdHint(draft.title, draft.urlId, taken, rule)}
        </p>
      </div>
      {children}
      {offerNavigation && (
        <div className="admin-check">
          <input
            id={`${id}-nav`}
            type="checkbox"
            checked={draft.addToNavigation}
            onChange={(event) => onChange({ addToNavigation: event.target.checked })}
          />
          <label htmlFor={`${id}-nav`}>Add to the main navigation</label>
        </div>
      )}
    </>
  );
}

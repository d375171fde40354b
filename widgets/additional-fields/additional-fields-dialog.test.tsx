// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseFormDefinition } from '../../src/forms';
import { AdditionalFieldsDialog, type AdditionalFieldsAnswers } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DEFINITION = parseFormDefinition({
  id: 'participant-details',
  name: 'Participant Details',
  fields: [
    { id: 'participant', type: 'name', title: 'Participant', required: true },
    { id: 'experience', type: 'select', title: 'Experience', options: ['None yet', 'A little'], required: true },
    { id: 'about', type: 'section', title: 'About you', description: 'Optional' },
    { id: 'notes', type: 'textarea', title: 'Notes', maxLength: 50 },
  ],
});

let root: Root;
let submitted: AdditionalFieldsAnswers[];

beforeEach(() => {
  submitted = [];
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() =>
    root.render(
      <AdditionalFieldsDialog
        document={document}
        open
        onOpenChange={() => undefined}
        definition={DEFINITION}
        initialValues={null}
        onSubmit={(answers) => submitted.push(answers)}
        submitLabel="Book a Place"
      />,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const labelled = (text: string) => [...dialog().querySelectorAll('label')].find((label) => label.textContent?.startsWith(text))?.control;

describe('the additional-fields form', () => {
  it('renders its fields with the forms layer: part labels, the required mark, groups and section headings', () => {
    const participant = dialog().querySelector('[role="group"]')!;
    expect(document.getElementById(participant.getAttribute('aria-labelledby')!)?.textContent).toBe('Participant (required)');
    expect([...participant.querySelectorAll('label')].map((label) => label.textContent)).toEqual(['First Name', 'Last Name']);
    expect(labelled('Experience')?.getAttribute('aria-required')).toBe('true');
    expect(dialog().querySelector('h2.sf-form__section-title')?.textContent).toBe('About you');
    expect(dialog().querySelector('.sf-field__counter')?.textContent).toBe('0 / 50');
    // The forms' styles apply: the counter sits under its text area, small and muted.
    expect(getComputedStyle(dialog().querySelector('.sf-field__counter')!).display).not.toBe('');
    expect(document.adoptedStyleSheets.some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.sf-form')))).toBe(true);
  });

  it('refuses empty required fields: the form-level alert, each error above its field, focus on the first', () => {
    act(() => dialog().querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(submitted).toEqual([]);
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('One or more fields is invalid, please check your entries.');
    expect([...dialog().querySelectorAll('.sf-field__error')].map((error) => error.textContent)).toEqual(['Required', 'Required']);
    expect(document.activeElement).toBe(labelled('First Name'));
  });

  it('submits valid answers as typed and as the JSON the platform stores', () => {
    const type = (control: HTMLInputElement | HTMLSelectElement, value: string) =>
      act(() => {
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!.call(control, value);
        control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
      });
    type(labelled('First Name') as HTMLInputElement, 'Grace');
    type(labelled('Last Name') as HTMLInputElement, 'Hopper');
    type(labelled('Experience') as HTMLSelectElement, 'A little');
    act(() => dialog().querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    expect(submitted).toEqual([
      {
        values: { participant: ['Grace', 'Hopper'], experience: 'A little', notes: '' },
        additionalFields: JSON.stringify({ participant: ['Grace', 'Hopper'], experience: 'A little', notes: '' }),
      },
    ]);
  });
});

// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformClient } from '../../src/platform';
import { ResponseError } from '../../src/platform/errors';
import { AdminContext, ConfirmProvider } from '../ui';
import type { ChartBlock } from '../../src/content-pages';
import type { BlockEditorProps } from '../ui';
import { ChartBlockEditor } from './index';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let client: { post: ReturnType<typeof vi.fn>; put: ReturnType<typeof vi.fn> };
let onSaved: ReturnType<typeof vi.fn<BlockEditorProps['onSaved']>>;
let onCancel: ReturnType<typeof vi.fn<() => void>>;

const SAVED: ChartBlock = { id: 'b1', type: 'chart', chartType: 'bar', title: 'Sales', grid: [] };

function render(block?: ChartBlock) {
  const context = {
    client: client as unknown as PlatformClient,
    websiteId: 'site',
    permissions: ['content:edit'],
    billing: 'trial' as const,
  };
  act(() =>
    root.render(
      <AdminContext value={context}>
        <ConfirmProvider>
          <ChartBlockEditor pageId="page 1" block={block} onSaved={onSaved} onCancel={onCancel} />
        </ConfirmProvider>
      </AdminContext>,
    ),
  );
}

const cell = (label: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);
  if (input === null) throw new Error(`No cell labelled "${label}"`);
  return input;
};
/** The grid as shown, row by row. */
const shownGrid = () =>
  [...document.querySelectorAll('.chart-grid tr')]
    .map((row) => [...row.querySelectorAll<HTMLInputElement>('.chart-grid__cell')].map((input) => input.value))
    .filter((row) => row.length > 0);
const button = (name: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (found === undefined) throw new Error(`No button "${name}"`);
  return found;
};
const press = (name: string, within?: ParentNode) => act(async () => button(name, within).click());
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const alertText = () => [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent).join(' | ');
const statusText = () => document.querySelector('.chart-editor [role="status"]')?.textContent ?? '';

function type(input: HTMLInputElement, value: string): void {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** A paste as a browser sends it from a spreadsheet's copy: the text on the event's clipboard data. */
function paste(input: HTMLInputElement, text: string): Event {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: (kind: string) => (kind === 'text/plain' ? text : '') } });
  act(() => {
    input.focus();
    input.dispatchEvent(event);
  });
  return event;
}

function key(input: HTMLInputElement, name: string, init: KeyboardEventInit = {}): void {
  act(() => {
    input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }));
  });
}

/** Lets the focus moves scheduled for the next frame run. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

beforeEach(() => {
  document.body.innerHTML = '<main id="page"></main>';
  root = createRoot(document.getElementById('page')!);
  client = { post: vi.fn().mockResolvedValue({ block: SAVED }), put: vi.fn().mockResolvedValue({ block: SAVED }) };
  onSaved = vi.fn();
  onCancel = vi.fn();
});

afterEach(() => {
  act(() => root.unmount());
  document.body.innerHTML = '';
});

describe('a new chart block', () => {
  it('starts with named headings and three rows to fill, and says what is missing (blank rows are no rows)', () => {
    render();
    expect(document.activeElement?.textContent).toBe('New chart block');
    expect(shownGrid()).toEqual([
      ['Label', 'Series 1'],
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(document.querySelector('.admin-field-error')?.textContent).toBe('Your dataset must have at least one row');
    expect(document.querySelector('.chart-editor__preview')?.textContent).toContain(
      'The chart is drawn here once its dataset is complete.',
    );
  });

  it('labels every cell for screen readers by its row and series', () => {
    render();
    type(cell('Series name, column 2'), 'Sales');
    const labels = [...document.querySelectorAll('.chart-grid__cell')].map((input) => input.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Label column heading',
      'Series name, column 2',
      'Row 1 label',
      'Row 1, Sales',
      'Row 2 label',
      'Row 2, Sales',
      'Row 3 label',
      'Row 3, Sales',
    ]);
    expect(document.querySelector('.chart-grid')?.getAttribute('role')).toBe('region');
  });

  it('takes a spreadsheet paste into the focused cell, growing the grid, and draws the preview', () => {
    render();
    type(document.querySelector<HTMLInputElement>('input:not([type])[maxlength]')!, 'Kiln firings');
    const event = paste(
      cell('Label column heading'),
      'Season\tBisque\tGlaze\r\nSpring\t12\t9\r\nSummer\t6\t8\r\nAutumn\t14\t11\r\nWinter\t1,250\t3\r\n',
    );
    expect(event.defaultPrevented).toBe(true);
    expect(shownGrid()).toEqual([
      ['Season', 'Bisque', 'Glaze'],
      ['Spring', '12', '9'],
      ['Summer', '6', '8'],
      ['Autumn', '14', '11'],
      ['Winter', '1,250', '3'],
    ]);
    expect(statusText()).toBe('Pasted 5 rows of 3 cells.');
    expect(document.querySelector('.admin-field-error')).toBeNull();
    const preview = document.querySelector('.chart-editor__preview figure')!;
    expect(preview.querySelector('figcaption')?.textContent).toBe('Kiln firings');
    expect(preview.querySelector('desc')?.textContent).toBe(
      'Bar chart of Bisque and Glaze by Season, 4 rows: highest 1,250 (Winter), lowest 3 (Winter).',
    );
    expect(preview.querySelectorAll('.chart-series-1 rect')).toHaveLength(4);
    expect(preview.querySelectorAll('.chart-data tbody tr')).toHaveLength(4);

    act(() => document.querySelector<HTMLInputElement>('input[type="radio"][value="line"]')!.click());
    expect(preview.querySelectorAll('polyline')).toHaveLength(2);
    expect(document.querySelector('.chart-editor__preview desc')?.textContent).toMatch(/^Line chart of Bisque and Glaze/);
  });

  it('reads CSV as well, and leaves a one-value paste to the cell itself', () => {
    render();
    paste(cell('Row 1 label'), 'Jan,10\nFeb,"1,250"');
    expect(shownGrid().slice(1, 3)).toEqual([
      ['Jan', '10'],
      ['Feb', '1,250'],
    ]);
    const single = paste(cell('Row 3, Series 1'), '1,250');
    expect(single.defaultPrevented).toBe(false);
  });

  it('cuts an oversized paste to the limits and tells the owner what was cut, in the server’s words', () => {
    render();
    const rows = Array.from({ length: 53 }, (_, row) =>
      Array.from({ length: 12 }, (_, column) => (row === 0 ? `S${column}` : `${row + column}`)),
    );
    paste(cell('Label column heading'), rows.map((row) => row.join('\t')).join('\n'));
    const grid = shownGrid();
    expect(grid).toHaveLength(51);
    expect(grid[0]).toHaveLength(10);
    expect(statusText()).toBe('A chart takes at most 50 rows and 10 columns: 2 rows and 2 columns were left out.');
    expect(document.querySelector('.chart-editor [role="status"]')?.className).toBe('admin-warning');
    expect(button('Add row').disabled).toBe(true);
    expect(button('Add column').disabled).toBe(true);
    expect(document.body.textContent).toContain('A chart takes at most 50 rows and 10 columns.');
  });

  it('adds and removes rows and columns, keeping the heading row and the label column', async () => {
    render();
    await press('Add column');
    await nextFrame();
    expect(shownGrid()[0]).toEqual(['Label', 'Series 1', '']);
    expect(document.activeElement).toBe(cell('Series name, column 3'));
    await press('Add row');
    await nextFrame();
    expect(shownGrid()).toHaveLength(5);
    expect(document.activeElement).toBe(cell('Row 4 label'));

    type(cell('Row 2 label'), 'Feb');
    await press('Remove row 1');
    await nextFrame();
    expect(shownGrid().map((row) => row[0])).toEqual(['Label', 'Feb', '', '']);
    expect(document.activeElement).toBe(cell('Row 1 label'));
    await press('Remove column 2 (Series 1)');
    expect(shownGrid()[0]).toEqual(['Label', '']);
    // Neither the heading row nor the label column has a remove button.
    expect([...document.querySelectorAll('.chart-grid button')].map((each) => each.textContent)).toEqual([
      'Remove row 1',
      'Remove row 2',
      'Remove row 3',
      'Remove column 2 (Column 2)',
    ]);
  });

  it('moves between cells with the arrow keys and Enter, left and right only from the text’s edge', () => {
    render();
    const start = cell('Row 1 label');
    act(() => start.focus());
    key(start, 'ArrowDown');
    expect(document.activeElement).toBe(cell('Row 2 label'));
    key(cell('Row 2 label'), 'Enter');
    expect(document.activeElement).toBe(cell('Row 3 label'));
    key(cell('Row 3 label'), 'Enter', { shiftKey: true });
    expect(document.activeElement).toBe(cell('Row 2 label'));
    key(cell('Row 2 label'), 'ArrowUp');
    key(cell('Row 1 label'), 'ArrowUp');
    expect(document.activeElement).toBe(cell('Label column heading'));
    key(cell('Label column heading'), 'ArrowUp');
    expect(document.activeElement).toBe(cell('Label column heading'));

    const heading = cell('Series name, column 2');
    act(() => heading.focus());
    heading.setSelectionRange(2, 2);
    key(heading, 'ArrowLeft');
    expect(document.activeElement).toBe(heading);
    heading.setSelectionRange(0, 0);
    key(heading, 'ArrowLeft');
    expect(document.activeElement).toBe(cell('Label column heading'));
    const label = cell('Label column heading');
    label.setSelectionRange(label.value.length, label.value.length);
    key(label, 'ArrowRight');
    expect(document.activeElement).toBe(heading);
  });
});

describe('the spec’s messages, and nothing saved while they apply', () => {
  beforeEach(() => render());

  const refused = async (...messages: string[]) => {
    await press('Add chart');
    expect([...document.querySelectorAll('[role="alert"] li')].map((item) => item.textContent)).toEqual(messages);
    expect(document.querySelector('[role="alert"] strong')?.textContent).toBe('The chart was not saved.');
    expect(client.post).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  };

  it('Enter some data! (labels alone), with the title’s own message first', async () => {
    type(cell('Row 1 label'), 'Jan');
    type(cell('Row 2 label'), 'Feb');
    await refused('Enter a title for the chart', 'Enter some data!');
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement?.previousElementSibling?.textContent).toBe('Title');
  });

  it('One or more rows was missing data', async () => {
    type(document.querySelector<HTMLInputElement>('input[maxlength]')!, 'Sales');
    paste(cell('Row 1 label'), 'Jan\t3\nFeb\t');
    expect(document.querySelector('.admin-field-error')?.textContent).toBe('One or more rows was missing data');
    await refused('One or more rows was missing data');
    expect(cell('Row 1 label').getAttribute('aria-invalid')).toBe('true');
  });

  it('names a value that is no number, as the server would', async () => {
    type(document.querySelector<HTMLInputElement>('input[maxlength]')!, 'Sales');
    paste(cell('Row 1 label'), 'Jan\t3\nFeb\tlots');
    await refused('"lots" in row 2 (Series 1) is not a number');
  });

  it('Your dataset must have at least one column', async () => {
    type(document.querySelector<HTMLInputElement>('input[maxlength]')!, 'Sales');
    await press('Remove column 2 (Series 1)');
    await refused('Your dataset must have at least one column');
  });

  it('Your dataset must have at least one row', async () => {
    type(document.querySelector<HTMLInputElement>('input[maxlength]')!, 'Sales');
    for (let row = 3; row >= 1; row -= 1) await press(`Remove row ${row}`);
    await refused('Your dataset must have at least one row');
  });
});

describe('saving', () => {
  it('adds the block to the page with the dataset as checked, and hands back the server’s notice', async () => {
    client.post.mockResolvedValue({ block: SAVED, notice: 'A chart takes at most 50 rows and 10 columns: 1 row was left out.' });
    render();
    type(document.querySelector<HTMLInputElement>('input[maxlength]')!, '  Sales by month ');
    paste(cell('Label column heading'), 'Month\tSales\nJan\t10\nFeb\t12');
    await press('Add chart');
    expect(client.post).toHaveBeenCalledWith('api/admin/pages/page%201/blocks', {
      type: 'chart',
      chartType: 'bar',
      title: 'Sales by month',
      // The grid's blank row at the end is not sent.
      grid: [
        ['Month', 'Sales'],
        ['Jan', '10'],
        ['Feb', '12'],
      ],
    });
    expect(onSaved).toHaveBeenCalledWith({ block: SAVED, notice: 'A chart takes at most 50 rows and 10 columns: 1 row was left out.' });
  });

  it('saves an existing block in place, and keeps what was typed when the save fails', async () => {
    const block: ChartBlock = {
      id: 'c 9',
      type: 'chart',
      chartType: 'line',
      title: 'Visits',
      grid: [
        ['Day', 'Visits'],
        ['Mon', '4'],
      ],
    };
    render(block);
    expect(document.querySelector('h2')?.textContent).toBe('Edit chart block');
    expect(document.querySelector<HTMLInputElement>('input[value="line"]')?.checked).toBe(true);
    type(cell('Row 1, Visits'), '5');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    client.put.mockRejectedValueOnce(
      new ResponseError({ method: 'PUT', url: 'api/admin/pages', status: 500, serverMessage: undefined, body: undefined }),
    );
    await press('Save chart');
    expect(alertText()).toContain('Something went wrong');
    expect(cell('Row 1, Visits').value).toBe('5');
    expect(onSaved).not.toHaveBeenCalled();
    await press('Save chart');
    expect(client.put).toHaveBeenLastCalledWith('api/admin/pages/page%201/blocks/c%209', {
      type: 'chart',
      chartType: 'line',
      title: 'Visits',
      grid: [
        ['Day', 'Visits'],
        ['Mon', '5'],
      ],
    });
    expect(onSaved).toHaveBeenCalledWith({ block: SAVED });
  });

  it('cancels at once when nothing changed, and asks first when something did', async () => {
    render();
    await press('Back to the blocks');
    expect(onCancel).toHaveBeenCalledTimes(1);
    type(cell('Row 1 label'), 'Jan');
    await press('Back to the blocks');
    expect(dialog()?.textContent).toContain('Discard this chart’s changes?');
    await press('Keep editing', dialog()!);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(cell('Row 1 label').value).toBe('Jan');
    await press('Back to the blocks');
    await press('Discard changes', dialog()!);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });
});

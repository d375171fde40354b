import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHART_TYPES, MAX_CHART_TITLE_LENGTH, chartTitleProblem, layoutChart, type ChartType } from '../../src/charts';
import {
  NEW_DATASET_GRID,
  insertGridColumn,
  insertGridRow,
  normalizeGrid,
  parsePastedTable,
  pasteIntoGrid,
  readDataset,
  rectangularGrid,
  removeGridColumn,
  removeGridRow,
  setGridCell,
  type DatasetGrid,
} from '../../src/datasets';
import { addContentBlock, saveContentBlock, type ChartBlock, type SavedBlock } from '../../src/content-pages';
import { FailureAlert, SaveActions, useAdmin, useConfirm, useSave, useUnsavedChanges, type BlockEditorProps } from '../ui';
import { injectStyles } from '../../widgets/ui';
import { CHART_EDITOR_CSS } from './chart-editor-css';
import { ChartPreview } from './chart-preview';
import { DatasetGridEditor } from './dataset-grid';

const CHART_TYPE_LABELS: Record<ChartType, string> = { bar: 'Bar chart', line: 'Line chart' };

interface Draft {
  readonly chartType: ChartType;
  readonly title: string;
  readonly grid: DatasetGrid;
}

const sameDraft = (a: Draft, b: Draft) =>
  a.chartType === b.chartType && a.title === b.title && JSON.stringify(rectangularGrid(a.grid)) === JSON.stringify(rectangularGrid(b.grid));

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/**
 * A chart block's editor: its type, its title and its dataset as a grid of cells (typed, or
 * pasted from a spreadsheet), checked with the server's own rules, and a live preview drawn as the
 * storefront draws it. Nothing is sent while the dataset cannot be drawn.
 */
export function ChartBlockEditor({ pageId, block, onSaved, onCancel }: BlockEditorProps<ChartBlock>) {
  injectStyles(document, 'admin-chart-editor', CHART_EDITOR_CSS);
  const { client } = useAdmin();
  const confirm = useConfirm();
  // What was last saved (or the new block's start), which discarding goes back to.
  const [saved, setSaved] = useState<Draft>(() =>
    block === undefined
      ? { chartType: 'bar', title: '', grid: NEW_DATASET_GRID }
      : { chartType: block.chartType, title: block.title, grid: rectangularGrid(block.grid) },
  );
  const [draft, setDraft] = useState<Draft>(saved);
  // Each save refused for the dataset or the title counts, so its alert is announced afresh.
  const [attempts, setAttempts] = useState(0);
  const attempted = attempts > 0;
  const [pasteNotice, setPasteNotice] = useState<{ readonly text: string; readonly cut: boolean } | null>(null);
  const { saving, failure, run } = useSave();
  const ids = { title: useId(), type: useId(), grid: useId(), gridHint: useId(), gridProblem: useId(), titleProblem: useId() };
  const titleInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);

  // Opened in place of the page's block list: its heading takes focus, so a screen reader says where the owner is.
  useEffect(() => heading.current?.focus(), []);

  const read = readDataset(draft.grid);
  const datasetProblem = read.ok ? undefined : read.error;
  const titleProblem = chartTitleProblem(draft.title);
  const dirty = !sameDraft(draft, saved);

  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const changeGrid = (edit: (grid: DatasetGrid) => DatasetGrid) => setDraft((current) => ({ ...current, grid: edit(current.grid) }));

  const save = async (): Promise<boolean> => {
    if (titleProblem !== undefined || datasetProblem !== undefined) {
      setAttempts((count) => count + 1);
      if (titleProblem !== undefined) titleInput.current?.focus();
      else form.current?.querySelector<HTMLInputElement>('.chart-grid__cell')?.focus();
      return false;
    }
    let answer: SavedBlock | undefined;
    const done = await run(async () => {
      const input = { type: 'chart', chartType: draft.chartType, title: draft.title.trim(), grid: normalizeGrid(draft.grid) } as const;
      answer = block === undefined ? await addContentBlock(client, pageId, input) : await saveContentBlock(client, pageId, block.id, input);
    }, '');
    if (done && answer !== undefined) {
      setSaved(draft);
      onSaved(answer);
    }
    return done;
  };
  const prompt = useUnsavedChanges({ dirty, save });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void save();
  };

  const cancel = async () => {
    if (
      dirty &&
      !(await confirm({
        title: 'Discard this chart’s changes?',
        message: 'What you changed in this chart is not saved.',
        confirmLabel: 'Discard changes',
        cancelLabel: 'Keep editing',
        destructive: true,
      }))
    )
      return;
    onCancel();
  };

  const paste = (at: { row: number; column: number }, text: string) => {
    const table = parsePastedTable(text);
    const result = pasteIntoGrid(draft.grid, at, table);
    change({ grid: result.grid });
    const width = Math.max(0, ...table.map((row) => row.length));
    setPasteNotice(
      result.message === undefined
        ? { text: `Pasted ${plural(table.length, 'row')} of ${plural(width, 'cell')}.`, cut: false }
        : { text: result.message, cut: true },
    );
  };

  const layout = read.ok ? layoutChart(read.dataset, draft.chartType) : undefined;
  const showTitleProblem = attempted && titleProblem !== undefined;
  const problems = [titleProblem, datasetProblem].filter((problem) => problem !== undefined);

  return (
    <div className="chart-editor">
      <form ref={form} className="admin-panel" onSubmit={onSubmit} noValidate aria-labelledby={`${ids.title}-heading`}>
        <h2 id={`${ids.title}-heading`} ref={heading} tabIndex={-1}>
          {block === undefined ? 'New chart block' : 'Edit chart block'}
        </h2>
        <fieldset className="chart-editor__types">
          <legend className="admin-label">Chart type</legend>
          {CHART_TYPES.map((type) => (
            <label key={type} className="admin-check">
              <input
                type="radio"
                name={ids.type}
                value={type}
                checked={draft.chartType === type}
                onChange={() => change({ chartType: type })}
              />
              {CHART_TYPE_LABELS[type]}
            </label>
          ))}
        </fieldset>
        <div className="admin-field">
          <label htmlFor={ids.title}>Title</label>
          <input
            ref={titleInput}
            id={ids.title}
            value={draft.title}
            maxLength={MAX_CHART_TITLE_LENGTH}
            aria-invalid={showTitleProblem}
            aria-describedby={showTitleProblem ? ids.titleProblem : undefined}
            onChange={(event) => change({ title: event.target.value })}
          />
          {showTitleProblem && (
            <p id={ids.titleProblem} className="admin-field-error">
              {titleProblem}
            </p>
          )}
        </div>
        <div className="admin-field">
          <span id={ids.grid} className="admin-label">
            Dataset
          </span>
          <p id={ids.gridHint} className="admin-hint">
            The first row names the series, the first column labels the rows. Paste cells from a spreadsheet, or CSV, into any cell: the
            grid grows to take them. Arrow keys and Enter move between cells.
          </p>
          <DatasetGridEditor
            grid={draft.grid}
            labelId={ids.grid}
            describedBy={datasetProblem === undefined ? ids.gridHint : `${ids.gridHint} ${ids.gridProblem}`}
            invalid={attempted && datasetProblem !== undefined}
            onCellChange={(cell, value) => changeGrid((grid) => setGridCell(grid, cell, value))}
            onPaste={paste}
            onAddRow={() => changeGrid((grid) => insertGridRow(grid, grid.length))}
            onAddColumn={() => changeGrid((grid) => insertGridColumn(grid, grid[0]?.length ?? 0))}
            onRemoveRow={(row) => changeGrid((grid) => removeGridRow(grid, row))}
            onRemoveColumn={(column) => changeGrid((grid) => removeGridColumn(grid, column))}
          />
          {datasetProblem !== undefined && (
            <p id={ids.gridProblem} className="admin-field-error">
              {datasetProblem}
            </p>
          )}
          <p role="status" className={pasteNotice?.cut === true ? 'admin-warning' : 'admin-hint'}>
            {pasteNotice?.text}
          </p>
        </div>
        {attempted && problems.length > 0 && (
          <div key={attempts} role="alert" className="admin-alert chart-editor__refused">
            <strong>The chart was not saved.</strong>
            <ul>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {failure !== null && <FailureAlert failure={failure} />}
        <div className="admin-actions">
          <SaveActions
            saving={saving}
            dirty={dirty}
            label={block === undefined ? 'Add chart' : 'Save chart'}
            onDiscard={() => {
              setDraft(saved);
              setAttempts(0);
              setPasteNotice(null);
            }}
          />
          <button type="button" className="admin-button" disabled={saving} onClick={() => void cancel()}>
            Back to the blocks
          </button>
        </div>
      </form>
      <section className="admin-panel chart-editor__preview" aria-labelledby={`${ids.title}-preview`}>
        <h3 id={`${ids.title}-preview`}>Chart preview</h3>
        {layout === undefined ? (
          <p className="admin-hint">The chart is drawn here once its dataset is complete.</p>
        ) : (
          <ChartPreview title={draft.title.trim() || 'Untitled chart'} layout={layout} />
        )}
      </section>
      {prompt}
    </div>
  );
}

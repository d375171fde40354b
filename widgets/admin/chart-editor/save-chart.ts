import type { ChartType } from '../../../src/charts';
import type { DatasetGrid } from '../../../src/datasets';
import type { PlatformClient } from '../../../src/platform';

/** A chart block as the content pages' calls answer it. */
export interface ChartBlock {
  readonly id: string;
  readonly type: 'chart';
  readonly chartType: ChartType;
  readonly title: string;
  readonly grid: DatasetGrid;
}

/** A save's answer: the block as stored, and the server's notice when it cut rows or columns. */
export interface SavedChartBlock {
  readonly block: ChartBlock;
  readonly notice?: string;
}

export type ChartBlockInput = Omit<ChartBlock, 'id' | 'type'>;

/** Adds a chart block to the end of a page (`blockId` absent) or saves the one it names. */
export function saveChartBlock(
  client: PlatformClient,
  pageId: string,
  blockId: string | undefined,
  input: ChartBlockInput,
): Promise<SavedChartBlock> {
  const blocks = `api/admin/pages/${encodeURIComponent(pageId)}/blocks`;
  const body = { type: 'chart', ...input };
  return blockId === undefined ? client.post(blocks, body) : client.put(`${blocks}/${encodeURIComponent(blockId)}`, body);
}

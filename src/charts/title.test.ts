import { describe, expect, it } from 'vitest';
import { MAX_CHART_TITLE_LENGTH, chartTitleProblem } from './index';

describe('a chart title', () => {
  it('is required, and at most 100 characters once trimmed', () => {
    expect(chartTitleProblem('  ')).toBe('Enter a title for the chart');
    expect(chartTitleProblem(` ${'x'.repeat(MAX_CHART_TITLE_LENGTH)} `)).toBeUndefined();
    expect(chartTitleProblem('x'.repeat(101))).toBe('A chart title can have at most 100 characters');
  });
});

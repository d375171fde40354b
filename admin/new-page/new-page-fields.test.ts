import { describe, expect, it } from 'vitest';
import { problemAfterEdit } from './new-page-fields';

describe('problemAfterEdit', () => {
  const failure = { title: 'Unable to create the page', message: 'Network error' };
  const problem = { title: 'Enter a title', urlId: 'Another page already has the URL id "studio". Choose another.', failure };

  it('drops the refusal of the field edited, keeping the others', () => {
    expect(problemAfterEdit(problem, { urlId: 'studio-2' })).toEqual({ title: 'Enter a title', failure });
    expect(problemAfterEdit(problem, { title: 'Opening hours' })).toEqual({ urlId: problem.urlId, failure });
  });

  it('keeps every refusal when another choice changes', () => {
    expect(problemAfterEdit(problem, { addToNavigation: false })).toEqual(problem);
    expect(problemAfterEdit({}, { title: 'x' })).toEqual({});
  });
});

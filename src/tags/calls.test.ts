import { describe, expect, it } from 'vitest';
import type { PlatformClient } from '../platform';
import { createTerm, mergeTerms, renameTerm, setItemTerms } from './index';

/** A client that records what would be sent, answering each call with `answer`. */
function recording(answer: unknown) {
  const sent: [string, string, unknown][] = [];
  const record =
    (method: string) =>
    async (path: string, json?: unknown): Promise<never> => {
      sent.push([method, path, json]);
      return answer as never;
    };
  const client = { get: record('GET'), post: record('POST'), put: record('PUT'), patch: record('PATCH'), delete: record('DELETE') };
  return { client: client as unknown as PlatformClient, sent };
}

const term = { id: 3, name: 'Linen', itemCount: 1 };

describe('the editor’s calls', () => {
  it('refuse a taken, blank or long name before sending anything', async () => {
    const { client, sent } = recording({ term });
    await expect(createTerm(client, 'blog', 'tag', ' LINEN ', ['Linen'])).rejects.toThrow('This tag already exists');
    await expect(createTerm(client, 'shop', 'category', 'c'.repeat(26), [])).rejects.toThrow('A category can have at most 25 characters');
    await expect(renameTerm(client, 'blog', 'tag', term, 'care', ['Linen', 'Care'])).rejects.toThrow('This tag already exists');
    await expect(setItemTerms(client, 'blog', 'p1', 'tag', ['Tea', 'tea'])).rejects.toThrow('This tag already exists');
    expect(sent).toEqual([]);
  });

  it('send what passes to the collection’s own path', async () => {
    const { client, sent } = recording({ term, names: ['Tea'] });
    await createTerm(client, 'shop', 'category', 'Garden', ['Kitchen']);
    await renameTerm(client, 'blog', 'tag', term, 'linen', ['Linen']);
    await setItemTerms(client, 'blog', 'a b', 'tag', ['Tea']);
    expect(sent).toEqual([
      ['POST', 'api/admin/collections/shop/categories', { name: 'Garden' }],
      ['PATCH', 'api/admin/collections/blog/tags/3', { name: 'linen' }],
      ['PUT', 'api/admin/collections/blog/items/a%20b/tags', { names: ['Tea'] }],
    ]);
  });

  it('merge into an existing name as it is, and check a new name first', async () => {
    const { client, sent } = recording({ term, itemsMoved: 1 });
    const care = { id: 4, name: 'Care', itemCount: 1 };
    await mergeTerms(client, 'blog', 'tag', [term, care], 'care', ['Linen', 'Care']);
    await expect(mergeTerms(client, 'blog', 'tag', [term, care], 'm'.repeat(51), ['Linen', 'Care'])).rejects.toThrow(
      'A tag can have at most 50 characters',
    );
    expect(sent).toEqual([['POST', 'api/admin/collections/blog/tags/merge', { sourceIds: [3, 4], target: 'care' }]]);
  });
});

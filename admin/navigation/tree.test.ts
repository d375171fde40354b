import { describe, expect, it } from 'vitest';
import { locate, moveTo, navigationOf, remove, reorder, sameNavigation, treeFromLinks, update } from './tree';

const link = (title: string, fields: object = {}) => ({
  collectionId: null,
  externalLink: null,
  memberAreaId: null,
  title,
  newWindow: false,
  children: [],
  ...fields,
});
const tree = () =>
  treeFromLinks([
    link('Shop', { collectionId: 'shop' }),
    link('More', { children: [link('Journal', { collectionId: 'blog' }), link('Maps', { externalLink: 'https://maps.example.com' })] }),
    link('Cart', { externalLink: '/cart' }),
  ]);
const titles = (items: ReturnType<typeof tree>) =>
  navigationOf(items).map(({ title, items: children }) => (children.length > 0 ? [title, children.map((child) => child.title)] : title));
const keyOf = (items: ReturnType<typeof tree>, title: string) =>
  [...items, ...items.flatMap((item) => item.items)].find((item) => item.title === title)?.key ?? '';

describe('the navigation tree', () => {
  it('reorders within a list', () => {
    expect(titles(reorder(tree(), null, 2, 0))).toEqual(['Cart', 'Shop', ['More', ['Journal', 'Maps']]]);
    const nested = tree();
    expect(titles(reorder(nested, keyOf(nested, 'More'), 1, 0))).toEqual(['Shop', ['More', ['Maps', 'Journal']], 'Cart']);
  });

  it('nests an item in a folder and takes it out again', () => {
    const start = tree();
    const nested = moveTo(start, keyOf(start, 'Cart'), keyOf(start, 'More'));
    expect(titles(nested)).toEqual(['Shop', ['More', ['Journal', 'Maps', 'Cart']]]);
    expect(locate(nested, keyOf(start, 'Cart'))).toEqual({ parentKey: keyOf(start, 'More'), index: 2 });
    expect(titles(moveTo(nested, keyOf(start, 'Journal'), null))).toEqual(['Shop', ['More', ['Maps', 'Cart']], 'Journal']);
  });

  it('keeps a folder out of a folder', () => {
    const start = treeFromLinks([
      link('A', { children: [link('x', { collectionId: 'x' })] }),
      link('B', { children: [link('y', { collectionId: 'y' })] }),
    ]);
    expect(titles(moveTo(start, keyOf(start, 'A'), keyOf(start, 'B')))).toEqual(titles(start));
  });

  it('removes an item, or a folder with its items', () => {
    const start = tree();
    expect(titles(remove(start, keyOf(start, 'Maps')))).toEqual(['Shop', ['More', ['Journal']], 'Cart']);
    expect(titles(remove(start, keyOf(start, 'More')))).toEqual(['Shop', 'Cart']);
  });

  it('edits labels and addresses, and knows when nothing changed', () => {
    const start = tree();
    const edited = update(start, keyOf(start, 'Maps'), { title: 'Find us', externalLink: 'https://example.com/map' });
    expect(navigationOf(edited)[1]?.items[1]).toEqual({
      collectionId: null,
      externalLink: 'https://example.com/map',
      memberAreaId: null,
      title: 'Find us',
      newWindow: false,
      items: [],
    });
    expect(sameNavigation(start, tree())).toBe(true);
    expect(sameNavigation(start, edited)).toBe(false);
  });

  it("keeps a link's new-window choice through the tree and back, and counts its change", () => {
    const start = treeFromLinks([
      link('Maps', { externalLink: 'https://maps.example.com', newWindow: true }),
      link('Cart', { externalLink: '/cart' }),
    ]);
    expect(navigationOf(start).map(({ newWindow }) => newWindow)).toEqual([true, false]);
    const changed = update(start, keyOf(start, 'Cart'), { newWindow: true });
    expect(navigationOf(changed).map(({ newWindow }) => newWindow)).toEqual([true, true]);
    expect(sameNavigation(start, changed)).toBe(false);
  });
});

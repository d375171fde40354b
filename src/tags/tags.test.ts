import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TAG_MAX_LENGTH,
  checkSingleEdit,
  checkTagName,
  filterTagNames,
  mergeMoves,
  mergeTagNames,
  normalizeTagName,
  sameTagName,
} from './index';

describe('a tag or category name', () => {
  it('is at most 50 characters for a tag and 25 for a category, emoji counted as one', () => {
    expect(TAG_MAX_LENGTH).toEqual({ tag: 50, category: 25 });
    expect(checkTagName('tag', 'a'.repeat(50), [])).toBeUndefined();
    expect(checkTagName('tag', 'a'.repeat(51), [])).toBe('A tag can have at most 50 characters');
    expect(checkTagName('category', 'b'.repeat(25), [])).toBeUndefined();
    expect(checkTagName('category', 'b'.repeat(26), [])).toBe('A category can have at most 25 characters');
    expect(checkTagName('category', '🍵'.repeat(25), [])).toBeUndefined();
  });

  it('must not be blank', () => {
    expect(checkTagName('tag', '   ', [])).toBe('Enter a tag name');
  });

  it('must be new, whatever its case and spacing', () => {
    expect(checkTagName('tag', ' kitchen ', ['Kitchen'])).toBe('This tag already exists');
    expect(checkTagName('category', 'Home  Goods', ['home goods'])).toBe('This category already exists');
  });

  it('may keep its own name, or change its case, when renamed', () => {
    expect(checkTagName('tag', 'KITCHEN', ['Kitchen', 'Garden'], 'Kitchen')).toBeUndefined();
    expect(checkTagName('tag', 'garden', ['Kitchen', 'Garden'], 'Kitchen')).toBe('This tag already exists');
  });

  it('is stored trimmed with single spaces', () => {
    expect(normalizeTagName('  Slow \t living ')).toBe('Slow living');
    expect(sameTagName('Slow living', 'slow  LIVING')).toBe(true);
  });
});

describe('the editor', () => {
  it('edits one at a time', () => {
    expect(checkSingleEdit('tag', 1)).toBeUndefined();
    expect(checkSingleEdit('tag', 2)).toBe('You may only edit one tag at a time');
    expect(checkSingleEdit('category', 3)).toBe('You may only edit one category at a time');
  });

  it('filters by what the name holds, any case', () => {
    const tags = [{ name: 'Ceramics' }, { name: 'Tea' }, { name: 'Teaware' }];
    expect(filterTagNames(tags, 'TEA')).toEqual([{ name: 'Tea' }, { name: 'Teaware' }]);
    expect(filterTagNames(tags, ' ')).toEqual(tags);
  });
});

describe('merging', () => {
  it('puts the target where the first source was, once', () => {
    expect(mergeTagNames(['Tea', 'Ceramics', 'tea time', 'News'], ['Tea', 'Tea Time'], 'Tea')).toEqual(['Tea', 'Ceramics', 'News']);
    expect(mergeTagNames(['News', 'Teaware', 'Tea'], ['Teaware', 'Tea'], 'Tea & Teaware')).toEqual(['News', 'Tea & Teaware']);
  });

  it('moves an item holding a source other than the target, not one holding the target alone', () => {
    expect(mergeMoves(['Tea', 'News'], ['Tea', 'Ceramics'], 'Tea')).toBe(false);
    expect(mergeMoves(['Ceramics'], ['Tea', 'Ceramics'], 'Tea')).toBe(true);
    expect(mergeMoves(['Tea', 'Ceramics'], ['Tea', 'Ceramics'], 'Tea')).toBe(true);
    expect(mergeMoves(['News'], ['Tea', 'Ceramics'], 'Tea')).toBe(false);
    expect(mergeMoves(['Tea'], ['Tea', 'Ceramics'], 'Tea & Ceramics')).toBe(true);
  });

  it('leaves an item without any source alone, even if it has the target', () => {
    const names = ['Tea', 'News'];
    expect(mergeTagNames(names, ['Ceramics'], 'Tea')).toBe(names);
  });

  it('leaves no source behind and never repeats a name', () => {
    const name = fc.constantFrom('Tea', 'tea', 'Ceramics', 'News', 'Garden', 'Kitchen');
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { selector: (n) => n.toLowerCase() }),
        fc.array(name, { minLength: 1 }),
        name,
        (names, sources, target) => {
          const merged = mergeTagNames(names, sources, target);
          const hadSource = names.some((n) => sources.some((s) => sameTagName(s, n)));
          if (hadSource) {
            expect(merged.some((n) => sameTagName(n, target))).toBe(true);
            for (const source of sources) if (!sameTagName(source, target)) expect(merged.some((n) => sameTagName(n, source))).toBe(false);
          }
          expect(new Set(merged.map((n) => n.toLowerCase())).size).toBe(merged.length);
        },
      ),
    );
  });
});

/** A tag or a category: items of a journal or a store carry any number of each. */
export type TagType = 'tag' | 'category';

/** Maximum length of each (spec 001 §5, §9): 50 characters for a tag, 25 for a category. */
export const TAG_MAX_LENGTH: Readonly<Record<TagType, number>> = { tag: 50, category: 25 };

/** The tag editor's messages: spec 001 §5, and ours (marked) for a blank or long name. */
export const TAG_MESSAGES = {
  exists: (tagType: TagType): string => `This ${tagType} already exists`,
  editOne: (tagType: TagType): string => `You may only edit one ${tagType} at a time`,
  /** Ours. */
  blank: (tagType: TagType): string => `Enter a ${tagType} name`,
  /** Ours. */
  tooLong: (tagType: TagType): string => `A ${tagType} can have at most ${TAG_MAX_LENGTH[tagType]} characters`,
  /** Ours: a merge needs what to merge and what into. */
  mergeNeedsTwo: (tagType: TagType): string => `Choose at least two ${tagType === 'tag' ? 'tags' : 'categories'} to merge`,
} as const;

/** A name as stored: trimmed, inner runs of white space made one space. */
export function normalizeTagName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Names are one tag whatever their case: `Kitchen` and `kitchen` are the same. */
export function sameTagName(a: string, b: string): boolean {
  return normalizeTagName(a).toLocaleLowerCase('en-US') === normalizeTagName(b).toLocaleLowerCase('en-US');
}

/** Characters as a person counts them (an emoji is one), which the length limits count. */
export function tagLength(name: string): number {
  return [...normalizeTagName(name)].length;
}

/**
 * Why `name` cannot be saved as a new (or renamed) tag or category among `existing`, or nothing.
 * `renaming`, when given, is the name being edited: keeping it (or changing only its case) is fine.
 */
export function checkTagName(tagType: TagType, name: string, existing: readonly string[], renaming?: string): string | undefined {
  const normalized = normalizeTagName(name);
  if (normalized === '') return TAG_MESSAGES.blank(tagType);
  if (tagLength(normalized) > TAG_MAX_LENGTH[tagType]) return TAG_MESSAGES.tooLong(tagType);
  const clash = existing.some((other) => sameTagName(other, normalized) && (renaming === undefined || !sameTagName(other, renaming)));
  return clash ? TAG_MESSAGES.exists(tagType) : undefined;
}

/** The editor edits one at a time: the message when more are selected. */
export function checkSingleEdit(tagType: TagType, selected: number): string | undefined {
  return selected > 1 ? TAG_MESSAGES.editOne(tagType) : undefined;
}

/**
 * An item's names after merging `sources` into `target`: every source replaced by the target, in
 * the first source's place, without a repeat. An item without any source is returned unchanged.
 */
export function mergeTagNames(names: readonly string[], sources: readonly string[], target: string): readonly string[] {
  const isSource = (name: string) => sources.some((source) => sameTagName(source, name)) || sameTagName(name, target);
  if (!names.some((name) => sources.some((source) => sameTagName(source, name)))) return names;
  const merged: string[] = [];
  let placed = false;
  for (const name of names) {
    if (!isSource(name)) merged.push(name);
    else if (!placed) {
      merged.push(normalizeTagName(target));
      placed = true;
    }
  }
  return merged;
}

/** Whether merging `sources` into `target` changes an item carrying `names`: the items a merge moves. */
export function mergeMoves(names: readonly string[], sources: readonly string[], target: string): boolean {
  const merged = mergeTagNames(names, sources, target);
  return merged.length !== names.length || merged.some((name, index) => name !== names[index]);
}

/** The names holding `query` (any case), in their order; all of them for a blank query. */
export function filterTagNames<T extends { readonly name: string }>(tags: readonly T[], query: string): T[] {
  const needle = normalizeTagName(query).toLocaleLowerCase('en-US');
  return needle === '' ? [...tags] : tags.filter((tag) => tag.name.toLocaleLowerCase('en-US').includes(needle));
}

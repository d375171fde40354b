/**
 * Filtering a list page by a tag or a category (`/blog?tag=Ceramics`, `/shop?category=Kitchen`):
 * which filter a request asks for, the items it keeps, and the filter links the list templates
 * write (every term of the collection, the current one marked).
 */
import type { FastifyRequest } from 'fastify';
import { normalizeTagName, sameTagName, type TagType } from '../../../src/tags';
import type { DemoDatabase } from '../database';
import { listTerms } from './terms';

export interface ListFilter {
  readonly kind: TagType;
  readonly name: string;
}

/** The filter of `?category=` or `?tag=` (category first when both are given); none when blank. */
export function listFilterOf(request: FastifyRequest): ListFilter | undefined {
  const query = request.query as Record<string, unknown>;
  for (const kind of ['category', 'tag'] as const) {
    const value = query[kind];
    const name = typeof value === 'string' ? normalizeTagName(value) : '';
    if (name !== '') return { kind, name };
  }
  return undefined;
}

/** Whether an item carrying these tags and categories passes the filter. */
export function passesFilter(
  filter: ListFilter | undefined,
  terms: { readonly tags?: readonly string[]; readonly categories?: readonly string[] },
): boolean {
  if (filter === undefined) return true;
  const names = (filter.kind === 'tag' ? terms.tags : terms.categories) ?? [];
  return names.some((name) => sameTagName(name, filter.name));
}

interface FilterLink {
  readonly name: string;
  readonly url: string;
  readonly current: boolean;
}

/** What a list template reads as `filters`. */
export interface ListFiltersJson {
  readonly categories: readonly FilterLink[];
  readonly tags: readonly FilterLink[];
  /** The list's own address, all items; current without a filter. */
  readonly all: FilterLink;
  /** The filter applied, as the collection spells it: `{kind, name}`; absent without one. */
  readonly active?: ListFilter;
}

/** The filter links of the collection at `path`; a term no item carries is left out. */
export function listFiltersJson(db: DemoDatabase, collectionId: string, path: string, filter: ListFilter | undefined): ListFiltersJson {
  const links = (kind: TagType): FilterLink[] =>
    listTerms(db, collectionId, kind)
      .filter((term) => term.itemCount > 0)
      .map((term) => ({
        name: term.name,
        url: `${path}?${kind}=${encodeURIComponent(term.name)}`,
        current: filter?.kind === kind && sameTagName(term.name, filter.name),
      }));
  const categories = links('category');
  const tags = links('tag');
  const known = filter && [...(filter.kind === 'tag' ? tags : categories)].find((link) => link.current);
  return {
    categories,
    tags,
    all: { name: 'All', url: path, current: filter === undefined },
    ...(filter === undefined ? {} : { active: { kind: filter.kind, name: known?.name ?? filter.name } }),
  };
}

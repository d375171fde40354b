import { AdminValidationError } from '../admin';
import type { PlatformClient } from '../platform';
import { checkTagName, sameTagName, type TagType } from './tags';

/** The collections whose items carry tags and categories: the shop's products, the journal's posts. */
export const TAGGED_COLLECTIONS = { journal: 'blog', shop: 'shop' } as const;
export type TaggedCollection = (typeof TAGGED_COLLECTIONS)[keyof typeof TAGGED_COLLECTIONS];

/** A tag or category as the editor lists it. */
export interface Term {
  readonly id: number;
  readonly name: string;
  /** How many items carry it. */
  readonly itemCount: number;
}

/** An item of a tagged collection with its names, as the editor assigns them. */
export interface TaggedItem {
  readonly id: string;
  readonly title: string;
  /** Its page on the site. */
  readonly url: string;
  readonly tags: readonly string[];
  readonly categories: readonly string[];
}

const PLURAL: Readonly<Record<TagType, string>> = { tag: 'tags', category: 'categories' };

/** `api/admin/collections/{collection}/{tags|categories}` */
function termsPath(collection: TaggedCollection, kind: TagType): string {
  return `api/admin/collections/${collection}/${PLURAL[kind]}`;
}

/** A name the rules refuse, before anything is sent: the spec's words as an admin validation error. */
function assertName(kind: TagType, name: string, existing: readonly string[], renaming?: string): void {
  const problem = checkTagName(kind, name, existing, renaming);
  if (problem !== undefined) throw new AdminValidationError('name', problem);
}

/** `GET …/{tags|categories}`: every one, by name, with its item count. */
export async function listTerms(client: PlatformClient, collection: TaggedCollection, kind: TagType): Promise<Term[]> {
  return (await client.get<{ terms: Term[] }>(termsPath(collection, kind))).terms;
}

/** `POST …/{tags|categories} {name}`; a blank, long or taken name (among `existing`) is refused unsent. */
export async function createTerm(
  client: PlatformClient,
  collection: TaggedCollection,
  kind: TagType,
  name: string,
  existing: readonly string[],
): Promise<Term> {
  assertName(kind, name, existing);
  return (await client.post<{ term: Term }>(termsPath(collection, kind), { name })).term;
}

/** `PATCH …/{id} {name}`: the new name; keeping it, or changing only its case, is fine. */
export async function renameTerm(
  client: PlatformClient,
  collection: TaggedCollection,
  kind: TagType,
  term: Term,
  name: string,
  existing: readonly string[],
): Promise<Term> {
  assertName(kind, name, existing, term.name);
  return (await client.patch<{ term: Term }>(`${termsPath(collection, kind)}/${term.id}`, { name })).term;
}

/** `DELETE …/{id}`: off every item that carries it. */
export async function deleteTerm(client: PlatformClient, collection: TaggedCollection, kind: TagType, id: number): Promise<void> {
  await client.delete<unknown>(`${termsPath(collection, kind)}/${id}`);
}

/**
 * `POST …/merge {sourceIds, target}`: every item of the sources carries `target` instead. The
 * target may be one of them, another existing name, or a new name (checked like a new one).
 */
export async function mergeTerms(
  client: PlatformClient,
  collection: TaggedCollection,
  kind: TagType,
  sources: readonly Term[],
  target: string,
  existing: readonly string[],
): Promise<{ term: Term; itemsMoved: number }> {
  if (!existing.some((name) => sameTagName(name, target))) assertName(kind, target, existing);
  return client.post<{ term: Term; itemsMoved: number }>(`${termsPath(collection, kind)}/merge`, {
    sourceIds: sources.map(({ id }) => id),
    target,
  });
}

/** `GET api/admin/collections/{collection}/items`: every item with its tags and categories. */
export async function listTaggedItems(client: PlatformClient, collection: TaggedCollection): Promise<TaggedItem[]> {
  return (await client.get<{ items: TaggedItem[] }>(`api/admin/collections/${collection}/items`)).items;
}

/** `PUT …/items/{itemId}/{tags|categories} {names}`: the item's names of one kind, new ones created. */
export async function setItemTerms(
  client: PlatformClient,
  collection: TaggedCollection,
  itemId: string,
  kind: TagType,
  names: readonly string[],
): Promise<string[]> {
  const checked: string[] = [];
  for (const name of names) {
    assertName(kind, name, checked);
    checked.push(name);
  }
  const path = `api/admin/collections/${collection}/items/${encodeURIComponent(itemId)}/${PLURAL[kind]}`;
  return (await client.put<{ names: string[] }>(path, { names })).names;
}

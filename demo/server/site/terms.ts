/**
 * Tags and categories of a collection's items (the journal's posts, the shop's products): each
 * name a row of `terms`, each item's names in `term_items` in the item's order. Names are one
 * term whatever their case (`COLLATE NOCASE`, and `src/tags` for what ASCII folding misses).
 */
import { TAG_MESSAGES, checkTagName, mergeMoves, mergeTagNames, normalizeTagName, type TagType } from '../../../src/tags';
import type { DemoDatabase } from '../database';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';

export interface Term {
  readonly id: number;
  readonly name: string;
  /** How many items carry it. */
  readonly itemCount: number;
}

interface TermRow {
  id: number;
  name: string;
  item_count: number;
}

const toTerm = (row: TermRow): Term => ({ id: row.id, name: row.name, itemCount: row.item_count });

/** A collection's tags or categories, by name, with how many items carry each. */
export function listTerms(db: DemoDatabase, collectionId: string, kind: TagType): Term[] {
  const rows = db
    .prepare(
      `SELECT term.id, term.name, count(link.item_id) AS item_count FROM terms AS term
       LEFT JOIN term_items AS link ON link.term_id = term.id
       WHERE term.collection_id = ? AND term.kind = ? GROUP BY term.id ORDER BY term.name COLLATE NOCASE, term.id`,
    )
    .all(collectionId, kind) as TermRow[];
  return rows.map(toTerm);
}

export function findTerm(db: DemoDatabase, collectionId: string, kind: TagType, id: number): Term {
  const row = db
    .prepare(
      `SELECT term.id, term.name, count(link.item_id) AS item_count FROM terms AS term
       LEFT JOIN term_items AS link ON link.term_id = term.id
       WHERE term.id = ? AND term.collection_id = ? AND term.kind = ? GROUP BY term.id`,
    )
    .get(id, collectionId, kind) as TermRow | undefined;
  if (row === undefined) throw new NotFoundError(`No ${kind} ${id} in this collection`);
  return toTerm(row);
}

/** Each item's names of one kind, in the item's order, for every item of the collection that has any. */
export function termsByItem(db: DemoDatabase, collectionId: string, kind: TagType): Map<string, string[]> {
  const rows = db
    .prepare(
      `SELECT link.item_id, term.name FROM term_items AS link JOIN terms AS term ON term.id = link.term_id
       WHERE term.collection_id = ? AND term.kind = ? ORDER BY link.item_id, link.position`,
    )
    .all(collectionId, kind) as { item_id: string; name: string }[];
  const byItem = new Map<string, string[]>();
  for (const row of rows) byItem.set(row.item_id, [...(byItem.get(row.item_id) ?? []), row.name]);
  return byItem;
}

/** The stored spelling of `name` in the collection, when it is one of its terms. */
export function findTermByName(db: DemoDatabase, collectionId: string, kind: TagType, name: string): Term | undefined {
  const id = (
    db.prepare('SELECT id FROM terms WHERE collection_id = ? AND kind = ? AND name = ?').get(collectionId, kind, normalizeTagName(name)) as
      { id: number } | undefined
  )?.id;
  return id === undefined ? undefined : findTerm(db, collectionId, kind, id);
}

function names(db: DemoDatabase, collectionId: string, kind: TagType): string[] {
  return (db.prepare('SELECT name FROM terms WHERE collection_id = ? AND kind = ?').all(collectionId, kind) as { name: string }[]).map(
    (row) => row.name,
  );
}

/** A 400 (blank, too long) or 409 (taken) for a name the collection cannot take. */
function assertName(db: DemoDatabase, collectionId: string, kind: TagType, name: string, renaming?: string): string {
  const problem = checkTagName(kind, name, names(db, collectionId, kind), renaming);
  if (problem === TAG_MESSAGES.exists(kind)) throw new ConflictError(problem);
  if (problem !== undefined) throw new BadRequestError(problem);
  return normalizeTagName(name);
}

/** A new tag or category, on no item yet. */
export function createTerm(db: DemoDatabase, collectionId: string, kind: TagType, name: string): Term {
  const normalized = assertName(db, collectionId, kind, name);
  const { lastInsertRowid } = db
    .prepare('INSERT INTO terms (collection_id, kind, name) VALUES (?, ?, ?)')
    .run(collectionId, kind, normalized);
  return findTerm(db, collectionId, kind, Number(lastInsertRowid));
}

/** A new name for one term; every item carrying it shows the new name. */
export function renameTerm(db: DemoDatabase, collectionId: string, kind: TagType, id: number, name: string): Term {
  const current = findTerm(db, collectionId, kind, id);
  const normalized = assertName(db, collectionId, kind, name, current.name);
  db.prepare('UPDATE terms SET name = ? WHERE id = ?').run(normalized, id);
  return findTerm(db, collectionId, kind, id);
}

/** Removes a term from every item that carries it. */
export function deleteTerm(db: DemoDatabase, collectionId: string, kind: TagType, id: number): void {
  findTerm(db, collectionId, kind, id);
  db.prepare('DELETE FROM terms WHERE id = ?').run(id);
}

/** Replaces an item's names of one kind, creating the terms it names that do not exist yet. */
export function setItemTerms(db: DemoDatabase, collectionId: string, kind: TagType, itemId: string, wanted: readonly string[]): void {
  const insertTerm = db.prepare('INSERT OR IGNORE INTO terms (collection_id, kind, name) VALUES (?, ?, ?)');
  const termId = db.prepare('SELECT id FROM terms WHERE collection_id = ? AND kind = ? AND name = ?');
  const link = db.prepare('INSERT OR IGNORE INTO term_items (term_id, item_id, position) VALUES (?, ?, ?)');
  db.prepare('DELETE FROM term_items WHERE item_id = ? AND term_id IN (SELECT id FROM terms WHERE collection_id = ? AND kind = ?)').run(
    itemId,
    collectionId,
    kind,
  );
  wanted.forEach((name, position) => {
    const normalized = normalizeTagName(name);
    insertTerm.run(collectionId, kind, normalized);
    const { id } = termId.get(collectionId, kind, normalized) as { id: number };
    link.run(id, itemId, position);
  });
}

export interface MergeResult {
  readonly term: Term;
  /** How many items were changed. */
  readonly itemsMoved: number;
}

/**
 * Merges terms: every item carrying any of `sourceIds` carries `target` instead, in the first
 * source's place, once; the sources are gone after (the target stays when it was one of them).
 * `target` may name an existing term, which then keeps its items too, or a new name. Merging needs
 * two terms at least, the target counted when it exists. All or nothing.
 */
export function mergeTerms(
  db: DemoDatabase,
  collectionId: string,
  kind: TagType,
  sourceIds: readonly number[],
  target: string,
): MergeResult {
  return db
    .transaction((): MergeResult => {
      const sources = [...new Set(sourceIds)].map((id) => findTerm(db, collectionId, kind, id));
      const targetName = normalizeTagName(target);
      const existing = findTermByName(db, collectionId, kind, targetName);
      const distinct = new Set([...sources.map((source) => source.id), ...(existing === undefined ? [] : [existing.id])]);
      if (distinct.size < 2) throw new BadRequestError(TAG_MESSAGES.mergeNeedsTwo(kind));
      if (existing === undefined) assertName(db, collectionId, kind, targetName);
      const sourceNames = sources.map((source) => source.name);
      const byItem = termsByItem(db, collectionId, kind);
      const into = existing?.name ?? targetName;
      let itemsMoved = 0;
      for (const [itemId, itemNames] of byItem) {
        if (!mergeMoves(itemNames, sourceNames, into)) continue;
        itemsMoved += 1;
        setItemTerms(db, collectionId, kind, itemId, mergeTagNames(itemNames, sourceNames, into));
      }
      for (const source of sources) if (source.id !== existing?.id) db.prepare('DELETE FROM terms WHERE id = ?').run(source.id);
      const term = findTermByName(db, collectionId, kind, into) ?? createTerm(db, collectionId, kind, targetName);
      return { term, itemsMoved };
    })
    .immediate();
}

/** The ids of the collection's items carrying the term named `name` (any case). */
export function itemsWithTerm(db: DemoDatabase, collectionId: string, kind: TagType, name: string): Set<string> {
  const rows = db
    .prepare(
      `SELECT link.item_id FROM term_items AS link JOIN terms AS term ON term.id = link.term_id
       WHERE term.collection_id = ? AND term.kind = ? AND term.name = ?`,
    )
    .all(collectionId, kind, normalizeTagName(name)) as { item_id: string }[];
  return new Set(rows.map((row) => row.item_id));
}

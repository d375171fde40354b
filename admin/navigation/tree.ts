import { navigationItemKind, type LayoutLink, type NavigationItem, type NavigationItemKind } from '../../src/admin';

/** A navigation item while it is edited: a key that stays with it through every move. */
export interface EditableItem {
  readonly key: string;
  readonly collectionId: string | null;
  readonly externalLink: string | null;
  readonly memberAreaId: string | null;
  readonly title: string;
  /** A link opens in a new window. */
  readonly newWindow: boolean;
  readonly items: readonly EditableItem[];
}

export type Tree = readonly EditableItem[];

let nextKey = 0;
/** A key no item of this page has had. */
export function newKey(): string {
  nextKey += 1;
  return `nav-${nextKey}`;
}

export function kindOf(item: EditableItem): NavigationItemKind {
  return navigationItemKind(item);
}

/** The layout's links, ready to edit. */
export function treeFromLinks(links: readonly LayoutLink[]): EditableItem[] {
  return links.map(({ collectionId, externalLink, memberAreaId, title, newWindow, children }) => ({
    key: newKey(),
    collectionId,
    externalLink,
    memberAreaId,
    title,
    newWindow: newWindow === true,
    items: treeFromLinks(children),
  }));
}

/** The tree as the navigation update sends it. */
export function navigationOf(tree: Tree): NavigationItem[] {
  return tree.map(({ collectionId, externalLink, memberAreaId, title, newWindow, items }) => ({
    collectionId,
    externalLink,
    memberAreaId,
    title: title.trim(),
    newWindow,
    items: navigationOf(items),
  }));
}

/** The list `parentKey` names: the top level for null, else that folder's items. */
export function listOf(tree: Tree, parentKey: string | null): Tree {
  if (parentKey === null) return tree;
  return tree.find(({ key }) => key === parentKey)?.items ?? [];
}

function replaceList(tree: Tree, parentKey: string | null, list: Tree): EditableItem[] {
  if (parentKey === null) return [...list];
  return tree.map((item) => (item.key === parentKey ? { ...item, items: list } : item));
}

/** Where an item is: its folder's key (null at the top) and its index there. */
export function locate(tree: Tree, key: string): { parentKey: string | null; index: number } | undefined {
  const top = tree.findIndex((item) => item.key === key);
  if (top >= 0) return { parentKey: null, index: top };
  for (const folder of tree) {
    const index = folder.items.findIndex((item) => item.key === key);
    if (index >= 0) return { parentKey: folder.key, index };
  }
  return undefined;
}

/** Moves an item within its list from one index to another (drag and drop, or the keyboard). */
export function reorder(tree: Tree, parentKey: string | null, from: number, to: number): EditableItem[] {
  const list = [...listOf(tree, parentKey)];
  const [moved] = list.splice(from, 1);
  if (moved === undefined || to < 0 || to > list.length) return [...tree];
  list.splice(to, 0, moved);
  return replaceList(tree, parentKey, list);
}

/**
 * Moves an item to the end of another list: into a folder (nesting) or to the top level. A folder
 * cannot go into a folder; moving one there changes nothing.
 */
export function moveTo(tree: Tree, key: string, parentKey: string | null): EditableItem[] {
  const at = locate(tree, key);
  if (at === undefined || at.parentKey === parentKey) return [...tree];
  const item = listOf(tree, at.parentKey)[at.index];
  if (item === undefined || (parentKey !== null && kindOf(item) === 'folder')) return [...tree];
  const without = replaceList(
    tree,
    at.parentKey,
    listOf(tree, at.parentKey).filter(({ key: other }) => other !== key),
  );
  return replaceList(without, parentKey, [...listOf(without, parentKey), item]);
}

/** Removes an item, and a folder with everything in it. */
export function remove(tree: Tree, key: string): EditableItem[] {
  return tree.filter((item) => item.key !== key).map((item) => ({ ...item, items: item.items.filter((child) => child.key !== key) }));
}

/** Changes an item's label, address or window. */
export function update(
  tree: Tree,
  key: string,
  patch: Partial<Pick<EditableItem, 'title' | 'externalLink' | 'newWindow'>>,
): EditableItem[] {
  return tree.map((item) =>
    item.key === key
      ? { ...item, ...patch }
      : { ...item, items: item.items.map((child) => (child.key === key ? { ...child, ...patch } : child)) },
  );
}

/** Every folder of the tree (they all sit at the top level). */
export function foldersOf(tree: Tree): EditableItem[] {
  return tree.filter((item) => kindOf(item) === 'folder');
}

/** Whether two trees would save the same navigation. */
export function sameNavigation(a: Tree, b: Tree): boolean {
  return JSON.stringify(navigationOf(a)) === JSON.stringify(navigationOf(b));
}

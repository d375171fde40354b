/** Attributes that name other elements by id. */
const ID_REFERENCES = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls'];

/**
 * Prefixes every id inside `root`, and every reference to one, with `prefix`, and so the names of
 * radio groups: the quick view shows a product block the page may already hold (a list card of
 * the same product), and the engine's ids and radio names, which are made of the option names
 * and values, would otherwise collide with the card's — a label would check the card's radio
 * button, and the two groups would be one.
 */
export function scopeIds(root: ParentNode, prefix: string): void {
  const ids = new Set<string>();
  for (const element of root.querySelectorAll('[id]')) {
    ids.add(element.id);
    element.id = prefix + element.id;
  }
  for (const attribute of ID_REFERENCES) {
    for (const element of root.querySelectorAll(`[${attribute}]`)) {
      const names = (element.getAttribute(attribute) ?? '').split(/\s+/).filter(Boolean);
      element.setAttribute(attribute, names.map((name) => (ids.has(name) ? prefix + name : name)).join(' '));
    }
  }
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[type="radio"][name]')) radio.name = prefix + radio.name;
}

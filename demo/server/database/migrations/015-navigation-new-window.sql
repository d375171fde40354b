-- A navigation link's "open in a new window" choice, beside its address in the items' JSON: every
-- item stored before it gets `newWindow: false`, so every stored item carries it.

UPDATE site_navigations SET items = (
  WITH RECURSIVE
    item(n, path) AS (
      SELECT row_number() OVER (ORDER BY id), fullkey FROM json_tree(site_navigations.items) WHERE type = 'object'
    ),
    marked(n, items) AS (
      SELECT 0, site_navigations.items
      UNION ALL
      SELECT marked.n + 1, json_insert(marked.items, item.path || '.newWindow', json('false'))
      FROM marked JOIN item ON item.n = marked.n + 1
    )
  SELECT items FROM marked ORDER BY n DESC LIMIT 1
);

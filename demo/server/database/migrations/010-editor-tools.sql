-- The editor's tools. Files the owner uploads (the bytes live in the uploads folder beside the
-- database, named by id; `content_type` is the allow-list's for the extension; an image's size
-- is read on upload) and a product's picture from them. Tags and categories of a collection's
-- items (posts or products) as rows, so a tag can exist before any item carries it and a merge
-- moves every item at once: the posts' tags move out of their JSON column. The site's styles
-- (font ids, colours as website-colour HSL JSON), one row. Content pages of blocks: a code block
-- (`trusted` when its last editor could write script) or a chart (its type and dataset grid).

  CREATE TABLE files (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    size INTEGER NOT NULL CHECK (size >= 0),
    width INTEGER,
    height INTEGER,
    created INTEGER NOT NULL
  );
  ALTER TABLE products ADD COLUMN image_file_id TEXT REFERENCES files(id) ON DELETE SET NULL;
  CREATE TABLE terms (
    id INTEGER PRIMARY KEY,
    collection_id TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('tag', 'category')),
    name TEXT NOT NULL COLLATE NOCASE,
    UNIQUE (collection_id, kind, name)
  );
  CREATE TABLE term_items (
    term_id INTEGER NOT NULL REFERENCES terms(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    PRIMARY KEY (term_id, item_id)
  );
  CREATE INDEX term_items_by_item ON term_items (item_id, position);
  INSERT OR IGNORE INTO terms (collection_id, kind, name)
    SELECT item.collection_id, 'tag', tag.value FROM content_items AS item, json_each(item.tags) AS tag ORDER BY item.position, tag.key;
  INSERT OR IGNORE INTO term_items (term_id, item_id, position)
    SELECT term.id, item.id, tag.key FROM content_items AS item, json_each(item.tags) AS tag
    JOIN terms AS term ON term.collection_id = item.collection_id AND term.kind = 'tag' AND term.name = tag.value;
  ALTER TABLE content_items DROP COLUMN tags;
  CREATE TABLE site_styles (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    heading_font TEXT NOT NULL,
    body_font TEXT NOT NULL,
    accent_color TEXT NOT NULL,
    background_color TEXT NOT NULL,
    text_color TEXT NOT NULL,
    updated INTEGER
  );
  CREATE TABLE content_pages (
    id TEXT PRIMARY KEY,
    url_id TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL
  );
  CREATE TABLE content_blocks (
    id TEXT PRIMARY KEY,
    page_id TEXT NOT NULL REFERENCES content_pages(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('code', 'chart')),
    data TEXT NOT NULL,
    trusted INTEGER NOT NULL DEFAULT 0 CHECK (trusted IN (0, 1)),
    updated INTEGER
  );
  CREATE INDEX content_blocks_by_page ON content_blocks (page_id, position);
  
-- The demo site's content beside the shop: a blog with comments, an events calendar and a
-- gallery. Item dates are epoch milliseconds; HTML columns hold what the site editor would
-- store; `location` and `image` are JSON. Comment state: 0 off, 1 open, 2 closed.

  CREATE TABLE content_collections (
    id TEXT PRIMARY KEY,
    url_id TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL,
    type_name TEXT NOT NULL CHECK (type_name IN ('blog', 'events', 'gallery')),
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    options TEXT NOT NULL DEFAULT '{}'
  );
  CREATE TABLE content_items (
    id TEXT PRIMARY KEY,
    collection_id TEXT NOT NULL REFERENCES content_collections(id) ON DELETE CASCADE,
    url_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    author TEXT,
    excerpt TEXT NOT NULL,
    body TEXT NOT NULL,
    published_on INTEGER NOT NULL,
    tags TEXT NOT NULL DEFAULT '[]',
    comment_state INTEGER NOT NULL DEFAULT 0 CHECK (comment_state IN (0, 1, 2)),
    start_date INTEGER,
    end_date INTEGER,
    location TEXT,
    image TEXT,
    UNIQUE (collection_id, url_id)
  );
  CREATE INDEX content_items_by_collection ON content_items (collection_id, position);
  CREATE TABLE content_comments (
    id TEXT PRIMARY KEY,
    item_id TEXT NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
    author TEXT NOT NULL,
    body TEXT NOT NULL,
    added_on INTEGER NOT NULL
  );
  CREATE INDEX content_comments_by_item ON content_comments (item_id, added_on);
  
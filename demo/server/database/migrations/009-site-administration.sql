-- Site administration: the header and footer HTML as the owner wrote it and as the site shows
-- it (sanitized unless a role trusted with code saved it), the site's navigations (items as
-- JSON trees), its languages and translation-service connection, and its store pages with their
-- categories. A store page is a products collection: products name theirs in collection_id.

  CREATE TABLE site_header_footer (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    header TEXT NOT NULL,
    footer TEXT NOT NULL,
    header_shown TEXT NOT NULL,
    footer_shown TEXT NOT NULL,
    trusted INTEGER NOT NULL CHECK (trusted IN (0, 1)),
    updated INTEGER NOT NULL
  );
  CREATE TABLE site_navigations (
    identifier TEXT PRIMARY KEY,
    position INTEGER NOT NULL,
    items TEXT NOT NULL
  );
  CREATE TABLE site_languages (
    code TEXT PRIMARY KEY,
    position INTEGER NOT NULL,
    is_default INTEGER NOT NULL CHECK (is_default IN (0, 1))
  );
  CREATE TABLE multilingual_connection (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    provider TEXT NOT NULL,
    connected INTEGER NOT NULL CHECK (connected IN (0, 1))
  );
  CREATE TABLE store_pages (
    id TEXT PRIMARY KEY,
    url_id TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL,
    navigation_title TEXT NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1))
  );
  CREATE TABLE store_categories (
    id TEXT PRIMARY KEY,
    collection_id TEXT NOT NULL REFERENCES store_pages(id) ON DELETE CASCADE,
    parent_id TEXT REFERENCES store_categories(id) ON DELETE CASCADE,
    display_name TEXT NOT NULL,
    type TEXT NOT NULL,
    page_rendering TEXT NOT NULL,
    display_index INTEGER NOT NULL,
    position INTEGER NOT NULL
  );
  CREATE INDEX store_categories_by_collection ON store_categories (collection_id, position);
  
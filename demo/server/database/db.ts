import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type DemoDatabase = Database.Database;

/**
 * A navigation link's "open in a new window" choice, beside its address in the items' JSON: every
 * item stored before it gets `newWindow: false`, so every stored item carries it.
 */
export const NAVIGATION_NEW_WINDOW = `
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
`;

/**
 * Schema steps, applied in order; `PRAGMA user_version` records how many ran. Append a step to
 * change the schema — never edit one that has shipped, or existing demo databases drift.
 */
const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE products (
    id TEXT PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    collection_id TEXT NOT NULL,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    description TEXT NOT NULL,
    product_type INTEGER NOT NULL CHECK (product_type BETWEEN 1 AND 4),
    currency TEXT NOT NULL CHECK (length(currency) = 3),
    variant_option_ordering TEXT NOT NULL,
    subscription_plan TEXT
  );
  CREATE TABLE variants (
    id TEXT PRIMARY KEY,
    sku TEXT NOT NULL UNIQUE,
    product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    attributes TEXT NOT NULL,
    price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
    sale_price_cents INTEGER NOT NULL CHECK (sale_price_cents >= 0),
    on_sale INTEGER NOT NULL CHECK (on_sale IN (0, 1)),
    unlimited INTEGER NOT NULL CHECK (unlimited IN (0, 1)),
    qty_in_stock INTEGER NOT NULL CHECK (qty_in_stock >= 0)
  );
  CREATE INDEX variants_by_product ON variants (product_id, position);
  CREATE TABLE carts (
    id TEXT PRIMARY KEY,
    token TEXT NOT NULL UNIQUE,
    created INTEGER NOT NULL,
    is_purchased INTEGER NOT NULL DEFAULT 0 CHECK (is_purchased IN (0, 1))
  );
  CREATE TABLE cart_entries (
    id TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    item_id TEXT NOT NULL REFERENCES products(id),
    sku TEXT NOT NULL REFERENCES variants(sku),
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    purchase_price_cents INTEGER NOT NULL CHECK (purchase_price_cents >= 0),
    additional_fields TEXT
  );
  CREATE INDEX cart_entries_by_cart ON cart_entries (cart_id);
  `,
  // Forms: the definitions pages render, the submissions the API stores, the one-use submission
  // keys, and the tokens the captcha stand-in issues. Times are epoch milliseconds.
  `
  CREATE TABLE forms (
    id TEXT PRIMARY KEY,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    fields TEXT NOT NULL,
    submission_message TEXT NOT NULL,
    post_submit_html TEXT,
    redirect_url TEXT,
    captcha_enabled INTEGER NOT NULL CHECK (captcha_enabled IN (0, 1))
  );
  CREATE TABLE form_submission_keys (
    key TEXT PRIMARY KEY,
    visitor TEXT NOT NULL,
    created INTEGER NOT NULL,
    used INTEGER
  );
  CREATE TABLE form_submissions (
    id TEXT PRIMARY KEY,
    form_id TEXT NOT NULL REFERENCES forms(id),
    form TEXT NOT NULL,
    captcha_verified INTEGER NOT NULL CHECK (captcha_verified IN (0, 1)),
    page_title TEXT NOT NULL,
    page_id TEXT NOT NULL,
    content_source TEXT NOT NULL CHECK (content_source IN ('i', 'c')),
    page_path TEXT NOT NULL,
    page_permission_type_value INTEGER NOT NULL,
    visitor TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE INDEX form_submissions_by_form ON form_submissions (form_id, created);
  CREATE TABLE captcha_tokens (
    token TEXT PRIMARY KEY,
    site_key TEXT NOT NULL,
    action TEXT NOT NULL,
    created INTEGER NOT NULL,
    used INTEGER
  );
  `,
  // Telemetry. `visitor` is the ss_cvr cookie, NULL when the request had none; `received`
  // is when the server stored the row (epoch ms); JSON columns hold what arrived, as sent.
  `
  CREATE TABLE census_hits (
    id INTEGER PRIMARY KEY,
    visitor TEXT,
    received INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('view', 'button-click', 'button-render', 'form-render', 'overlay', 'quick-view')),
    item_id TEXT,
    data TEXT NOT NULL
  );
  CREATE INDEX census_hits_by_visitor ON census_hits (visitor, id);
  CREATE TABLE tracking_events (
    id INTEGER PRIMARY KEY,
    visitor TEXT,
    received INTEGER NOT NULL,
    event TEXT NOT NULL,
    data TEXT NOT NULL
  );
  CREATE INDEX tracking_events_by_visitor ON tracking_events (visitor, id);
  CREATE TABLE performance_records (
    id INTEGER PRIMARY KEY,
    visitor TEXT,
    received INTEGER NOT NULL,
    app TEXT NOT NULL,
    event TEXT NOT NULL CHECK (event IN ('page_speed', 'image', 'a11y', 'user')),
    page_load_id TEXT NOT NULL,
    ts INTEGER NOT NULL,
    data TEXT NOT NULL,
    raw TEXT NOT NULL
  );
  CREATE INDEX performance_records_by_visitor ON performance_records (visitor, id);
  CREATE TABLE error_reports (
    id INTEGER PRIMARY KEY,
    visitor TEXT,
    received INTEGER NOT NULL,
    event TEXT NOT NULL CHECK (event IN ('javascript_error', 'unhandled_rejection', 'reported_error')),
    timestamp INTEGER NOT NULL,
    data TEXT NOT NULL
  );
  CREATE INDEX error_reports_by_visitor ON error_reports (visitor, id);
  CREATE TABLE commerce_preferences (
    namespace TEXT PRIMARY KEY,
    preferences TEXT NOT NULL
  );
  `,
  // The add-to-cart issue: additional-fields forms, custom button labels, product images with a
  // main image per variant.
  `
  ALTER TABLE products ADD COLUMN additional_fields_form TEXT;
  ALTER TABLE products ADD COLUMN custom_add_button_text TEXT;
  ALTER TABLE products ADD COLUMN images TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE variants ADD COLUMN main_image_id TEXT;
  `,
  // The demo site's content beside the shop: a blog with comments, an events calendar and a
  // gallery. Item dates are epoch milliseconds; HTML columns hold what the site editor would
  // store; `location` and `image` are JSON. Comment state: 0 off, 1 open, 2 closed.
  `
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
  `,
  // Offers: a subscription's own cart, which its checkout page opens by token (one variant, its
  // quantity and answers; the shopper's cart is left alone). Times are epoch milliseconds.
  `
  CREATE TABLE subscription_carts (
    token TEXT PRIMARY KEY,
    item_id TEXT NOT NULL REFERENCES products(id),
    sku TEXT NOT NULL REFERENCES variants(sku),
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    additional_fields TEXT,
    visitor TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  `,
  // Restock notifications: what the merchant switched on per product (restock sign-ups, scarcity
  // messages, their words; JSON), one sign-up per email, product and variant (variant '' for the
  // product as a whole; `notified` set when a restock email went to it), every send, and the demo
  // merchant's sessions. Times are epoch milliseconds.
  `
  ALTER TABLE products ADD COLUMN merchandising TEXT;
  CREATE TABLE restock_sign_ups (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL,
    product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    variant_id TEXT NOT NULL,
    is_join_mailing_list INTEGER NOT NULL CHECK (is_join_mailing_list IN (0, 1)),
    language TEXT,
    visitor TEXT NOT NULL,
    created INTEGER NOT NULL,
    notified INTEGER,
    UNIQUE (email, product_id, variant_id)
  );
  CREATE INDEX restock_sign_ups_by_group ON restock_sign_ups (product_id, variant_id, id);
  CREATE TABLE restock_sends (
    id INTEGER PRIMARY KEY,
    product_id TEXT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    variant_id TEXT NOT NULL,
    sign_ups INTEGER NOT NULL CHECK (sign_ups >= 0),
    sent INTEGER NOT NULL
  );
  CREATE TABLE merchant_sessions (
    token TEXT PRIMARY KEY,
    created INTEGER NOT NULL
  );
  `,
  // Site accounts: shoppers and the site's contributors. `email` is stored lower-cased; the
  // password as `scrypt$N$r$p$salt$hash` (base64url), each with its own salt; website roles are the
  // contributor-role codes (spec 000 §3). A session row is named by the SHA-256 of its cookie's id,
  // so the database alone opens no session; `xsrf_token` is what its writes must send. An account
  // keeps one cart (`carts.site_user_id`). Items may be limited to members (`access`, JSON). The
  // password-less merchant button goes, and its sessions with it. Times are epoch milliseconds.
  `
  CREATE TABLE site_users (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
    display_name TEXT NOT NULL,
    password_hash TEXT NOT NULL,
    language TEXT,
    created INTEGER NOT NULL
  );
  CREATE TABLE site_user_roles (
    user_id TEXT NOT NULL REFERENCES site_users(id) ON DELETE CASCADE,
    role INTEGER NOT NULL CHECK (role IN (1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)),
    PRIMARY KEY (user_id, role)
  );
  CREATE TABLE site_user_sessions (
    id_hash TEXT PRIMARY KEY,
    user_id TEXT NOT NULL REFERENCES site_users(id) ON DELETE CASCADE,
    xsrf_token TEXT NOT NULL,
    remember INTEGER NOT NULL CHECK (remember IN (0, 1)),
    created INTEGER NOT NULL,
    expires INTEGER NOT NULL
  );
  CREATE INDEX site_user_sessions_by_user ON site_user_sessions (user_id);
  ALTER TABLE carts ADD COLUMN site_user_id TEXT REFERENCES site_users(id) ON DELETE SET NULL;
  CREATE UNIQUE INDEX carts_by_site_user ON carts (site_user_id) WHERE site_user_id IS NOT NULL;
  ALTER TABLE content_items ADD COLUMN access TEXT;
  ALTER TABLE products ADD COLUMN access TEXT;
  DROP TABLE merchant_sessions;
  `,
  // Site administration: the header and footer HTML as the owner wrote it and as the site shows
  // it (sanitized unless a role trusted with code saved it), the site's navigations (items as
  // JSON trees), its languages and translation-service connection, and its store pages with their
  // categories. A store page is a products collection: products name theirs in collection_id.
  `
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
  `,
  // The editor's tools. Files the owner uploads (the bytes live in the uploads folder beside the
  // database, named by id; `content_type` is the allow-list's for the extension; an image's size
  // is read on upload) and a product's picture from them. Tags and categories of a collection's
  // items (posts or products) as rows, so a tag can exist before any item carries it and a merge
  // moves every item at once: the posts' tags move out of their JSON column. The site's styles
  // (font ids, colours as website-colour HSL JSON), one row. Content pages of blocks: a code block
  // (`trusted` when its last editor could write script) or a chart (its type and dataset grid).
  `
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
  `,
  // One guest cart per visitor: the visitor (the session crumb) whose first add made the cart.
  // Adds that arrive together before the browser holds the CART cookie find the cart the first one
  // made instead of each making its own; the index keeps a second open guest cart from ever
  // appearing. An account's cart is bound to the account instead (site_user_id).
  `
  ALTER TABLE carts ADD COLUMN visitor TEXT;
  CREATE UNIQUE INDEX carts_by_visitor ON carts (visitor) WHERE visitor IS NOT NULL AND is_purchased = 0 AND site_user_id IS NULL;
  `,
  // Entries the shopper removed from a cart, kept a while so an undo can put each back where it
  // was: `position` is the rowid it had in cart_entries (the cart's order), `removed` epoch ms.
  // Apart from cart_entries, so nothing that reads a cart can count them by mistake.
  `
  CREATE TABLE removed_cart_entries (
    id TEXT PRIMARY KEY,
    cart_id TEXT NOT NULL REFERENCES carts(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    item_id TEXT NOT NULL,
    sku TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity >= 1),
    purchase_price_cents INTEGER NOT NULL CHECK (purchase_price_cents >= 0),
    additional_fields TEXT,
    removed INTEGER NOT NULL
  );
  CREATE INDEX removed_cart_entries_by_cart ON removed_cart_entries (cart_id, removed);
  `,
  // What the Content-Security-Policy blocked, as browsers report it: the page, the directive, what
  // was blocked and the report as sent (JSON); `visitor` the ss_cvr cookie, NULL without one.
  `
  CREATE TABLE csp_reports (
    id INTEGER PRIMARY KEY,
    visitor TEXT,
    received INTEGER NOT NULL,
    document_uri TEXT NOT NULL,
    directive TEXT NOT NULL,
    blocked_uri TEXT NOT NULL,
    raw TEXT NOT NULL
  );
  `,
  // The promotional pop-up (page type 104): what it shows (heading, plain-text body, an image as
  // JSON {id, alt, color}), the form it signs up with, when it opens (a delay in seconds or a scroll
  // depth in percent), how many days before a visitor sees it again, and where (a JSON array of
  // path prefixes, empty for every page). The server checks the same limits on every read.
  `
  CREATE TABLE promo_popups (
    id TEXT PRIMARY KEY,
    enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
    heading TEXT NOT NULL,
    body TEXT NOT NULL,
    image TEXT,
    form_id TEXT NOT NULL,
    submit_label TEXT NOT NULL,
    trigger TEXT NOT NULL CHECK (trigger IN ('delay', 'scroll')),
    trigger_value INTEGER NOT NULL,
    period_days INTEGER NOT NULL CHECK (period_days BETWEEN 1 AND 365),
    paths TEXT NOT NULL
  );
  `,
  NAVIGATION_NEW_WINDOW,
  // The form builder's other tabs and the pages that show forms. A form's submit label and
  // disclaimer (part of what pages show); what only its owner sees: the address told of each
  // submission and the mailing list each submission's email joins. The stand-in mailing services'
  // lists and members (an address once per list). The notifications the platform would send, kept
  // as an outbox since no mail leaves the demo. Form pages the owner creates, at `/{url_id}`.
  `
  CREATE TABLE mailing_lists (
    id TEXT PRIMARY KEY,
    service TEXT NOT NULL CHECK (service IN ('mail-marketing', 'automation')),
    name TEXT NOT NULL COLLATE NOCASE,
    created INTEGER NOT NULL,
    UNIQUE (service, name)
  );
  CREATE TABLE mailing_list_members (
    list_id TEXT NOT NULL REFERENCES mailing_lists(id) ON DELETE CASCADE,
    email TEXT NOT NULL COLLATE NOCASE,
    form_id TEXT NOT NULL,
    added INTEGER NOT NULL,
    PRIMARY KEY (list_id, email)
  );
  ALTER TABLE forms ADD COLUMN submit_label TEXT;
  ALTER TABLE forms ADD COLUMN disclaimer TEXT;
  ALTER TABLE forms ADD COLUMN notify_email TEXT;
  ALTER TABLE forms ADD COLUMN mailing_list_id TEXT REFERENCES mailing_lists(id);
  CREATE TABLE form_notifications (
    id INTEGER PRIMARY KEY,
    form_id TEXT NOT NULL,
    submission_id TEXT NOT NULL REFERENCES form_submissions(id) ON DELETE CASCADE,
    recipient TEXT NOT NULL,
    subject TEXT NOT NULL,
    body TEXT NOT NULL,
    created INTEGER NOT NULL
  );
  CREATE TABLE form_pages (
    id TEXT PRIMARY KEY,
    url_id TEXT NOT NULL UNIQUE,
    position INTEGER NOT NULL,
    title TEXT NOT NULL,
    form_id TEXT NOT NULL REFERENCES forms(id),
    created INTEGER NOT NULL
  );
  `,
];

/**
 * Opens (creating when missing) the demo database and brings its schema up to date.
 * `:memory:` gives a throwaway database for tests.
 */
export function openDatabase(file: string): DemoDatabase {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  // Both pragmas on every open: a connection that switches to WAL keeps FULL, but one that opens
  // an existing WAL database gets NORMAL — and the demo must not lose a write it acknowledged.
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

function migrate(db: DemoDatabase): void {
  const applied = db.pragma('user_version', { simple: true }) as number;
  if (applied > MIGRATIONS.length) {
    throw new RangeError(
      `The demo database has schema version ${applied}, newer than this server knows (${MIGRATIONS.length}); update the server or delete the demo data directory`,
    );
  }
  db.transaction(() => {
    for (let step = applied; step < MIGRATIONS.length; step += 1) {
      db.exec(MIGRATIONS[step] ?? '');
    }
    db.pragma(`user_version = ${MIGRATIONS.length}`);
  })();
}

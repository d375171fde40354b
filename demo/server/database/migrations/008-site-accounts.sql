-- Site accounts: shoppers and the site's contributors. `email` is stored lower-cased; the
-- password as `scrypt$N$r$p$salt$hash` (base64url), each with its own salt; website roles are the
-- contributor-role codes (spec 000 §3). A session row is named by the SHA-256 of its cookie's id,
-- so the database alone opens no session; `xsrf_token` is what its writes must send. An account
-- keeps one cart (`carts.site_user_id`). Items may be limited to members (`access`, JSON). The
-- password-less merchant button goes, and its sessions with it. Times are epoch milliseconds.

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
  
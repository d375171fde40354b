-- A site session also ends after a while without use (hours for an account with owner
-- permissions, days for a shopper), besides its absolute expiry: `last_seen` is when a request
-- last came with it (epoch milliseconds). Sessions from before count as seen when they started.

ALTER TABLE site_user_sessions ADD COLUMN last_seen INTEGER NOT NULL DEFAULT 0;
UPDATE site_user_sessions SET last_seen = created;

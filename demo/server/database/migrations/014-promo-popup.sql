-- The promotional pop-up (page type 104): what it shows (heading, plain-text body, an image as
-- JSON {id, alt, color}), the form it signs up with, when it opens (a delay in seconds or a scroll
-- depth in percent), how many days before a visitor sees it again, and where (a JSON array of
-- path prefixes, empty for every page). The server checks the same limits on every read.

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
  
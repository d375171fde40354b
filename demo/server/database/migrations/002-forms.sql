-- Forms: the definitions pages render, the submissions the API stores, the one-use submission
-- keys, and the tokens the captcha stand-in issues. Times are epoch milliseconds.

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
  
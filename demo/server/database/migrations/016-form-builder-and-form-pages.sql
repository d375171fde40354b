-- The form builder's other tabs and the pages that show forms. A form's submit label and
-- disclaimer (part of what pages show); what only its owner sees: the address told of each
-- submission and the mailing list each submission's email joins. The stand-in mailing services'
-- lists and members (an address once per list). The notifications the platform would send, kept
-- as an outbox since no mail leaves the demo. Form pages the owner creates, at `/{url_id}`.

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
  
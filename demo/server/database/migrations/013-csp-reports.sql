-- What the Content-Security-Policy blocked, as browsers report it: the page, the directive, what
-- was blocked and the report as sent (JSON); `visitor` the ss_cvr cookie, NULL without one.

  CREATE TABLE csp_reports (
    id INTEGER PRIMARY KEY,
    visitor TEXT,
    received INTEGER NOT NULL,
    document_uri TEXT NOT NULL,
    directive TEXT NOT NULL,
    blocked_uri TEXT NOT NULL,
    raw TEXT NOT NULL
  );
  
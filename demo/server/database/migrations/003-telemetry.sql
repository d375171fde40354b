-- Telemetry. `visitor` is the ss_cvr cookie, NULL when the request had none; `received`
-- is when the server stored the row (epoch ms); JSON columns hold what arrived, as sent.

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
  
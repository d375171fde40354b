-- Trust belongs to who wrote each part of the header and footer, not to who saved them last: each
-- part keeps whether a role trusted with code wrote it (or published it as written), so a save
-- that sends a part back unchanged keeps that part's trust. Both start as the row's one flag was.

ALTER TABLE site_header_footer ADD COLUMN header_trusted INTEGER NOT NULL DEFAULT 0 CHECK (header_trusted IN (0, 1));
ALTER TABLE site_header_footer ADD COLUMN footer_trusted INTEGER NOT NULL DEFAULT 0 CHECK (footer_trusted IN (0, 1));
UPDATE site_header_footer SET header_trusted = trusted, footer_trusted = trusted;

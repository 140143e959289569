-- A library of the first schema, as gifsearch's v1 migration made it (its statements verbatim),
-- with rows of every kind the library keeps: starred and found GIFs, each kind of event, full-text rows.
CREATE TABLE IF NOT EXISTS grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
CREATE TABLE gif (
    id TEXT PRIMARY KEY NOT NULL,
    provider TEXT NOT NULL,
    title TEXT NOT NULL,
    width INTEGER, height INTEGER, frames INTEGER, size INTEGER,
    tags TEXT NOT NULL DEFAULT '',
    starredAt DOUBLE
);
CREATE TABLE event (
    id INTEGER PRIMARY KEY,
    gifID TEXT NOT NULL REFERENCES gif(id) ON DELETE CASCADE,
    how TEXT NOT NULL,
    query TEXT,
    at DOUBLE NOT NULL
);
CREATE INDEX event_gif ON event(gifID, at);
CREATE VIRTUAL TABLE gif_search USING fts5(
    id UNINDEXED, title, tags, queries, tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO grdb_migrations VALUES ('v1');
INSERT INTO gif (id, provider, title, width, height, frames, size, tags, starredAt) VALUES
  ('cat1', 'giphy', 'Dancing Cat', 480, 270, 12, 123456, 'cat dance', 1700000100.25),
  ('dog2', 'giphy', 'Happy Dog', NULL, NULL, NULL, NULL, 'dog', NULL),
  ('klipy:77', 'klipy', 'Running Fox', 200, 100, 30, 999, '', 1700500000.5),
  ('only3', 'giphy', 'Found Only', NULL, NULL, NULL, NULL, 'x y', 1701000000.0);
INSERT INTO event (gifID, how, query, at) VALUES
  ('cat1', 'starred', 'cats', 1700000100.25),
  ('cat1', 'found', 'kitten', 1700000100.25),
  ('cat1', 'picked', 'cats', 1700100000.125),
  ('cat1', 'copied', NULL, 1702000000.75),
  ('dog2', 'downloaded', 'dogs', 1690000000.0),
  ('dog2', 'previewed', NULL, 1705000000.0),
  ('dog2', 'picked', 'happy', 1705000001.0),
  ('klipy:77', 'starred', NULL, 1700500000.5),
  ('klipy:77', 'picked', 'fox', 1800000000.0),
  ('only3', 'found', 'lost', 1701000000.0);
INSERT INTO gif_search (id, title, tags, queries) VALUES
  ('cat1', 'Dancing Cat', 'cat dance', 'cats kitten cats'),
  ('dog2', 'Happy Dog', 'dog', 'dogs happy'),
  ('klipy:77', 'Running Fox', '', 'fox'),
  ('only3', 'Found Only', 'x y', 'lost');

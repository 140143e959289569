CREATE INDEX event_gif ON event(gifID, at);
CREATE INDEX gif_frecency ON gif(frecency);
CREATE INDEX gif_starred ON gif(starredAt) WHERE starredAt IS NOT NULL;
CREATE INDEX gif_used ON gif(usedAt) WHERE usedAt IS NOT NULL;
CREATE TABLE event (
    id INTEGER PRIMARY KEY,
    gifID TEXT NOT NULL REFERENCES gif(id) ON DELETE CASCADE,
    how TEXT NOT NULL,
    query TEXT,
    at DOUBLE NOT NULL
);
CREATE TABLE "gif" (
    key INTEGER PRIMARY KEY,
    id TEXT NOT NULL UNIQUE,
    provider TEXT NOT NULL,
    title TEXT NOT NULL,
    width INTEGER, height INTEGER, frames INTEGER, size INTEGER,
    tags TEXT NOT NULL DEFAULT '',
    starredAt DOUBLE,
    keptFile TEXT,
    frecency DOUBLE,
    usedAt DOUBLE
);
CREATE VIRTUAL TABLE gif_search USING fts5(title, tags, queries, tokenize = 'gifsearch_words');
CREATE TABLE 'gif_search_config'(k PRIMARY KEY, v) WITHOUT ROWID;
CREATE TABLE 'gif_search_content'(id INTEGER PRIMARY KEY, c0, c1, c2);
CREATE TABLE 'gif_search_data'(id INTEGER PRIMARY KEY, block BLOB);
CREATE TABLE 'gif_search_docsize'(id INTEGER PRIMARY KEY, sz BLOB);
CREATE TABLE 'gif_search_idx'(segid, term, pgno, PRIMARY KEY(segid, term)) WITHOUT ROWID;
CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);

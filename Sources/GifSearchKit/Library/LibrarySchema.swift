internal import GRDB

/// The library's tables, made and changed by migrations from the first version on. Each
/// migration is the SQL its version ran, written out and never changed: what a library holds
/// must not depend on code that changes later (the ordering of frecency, the full-text index's
/// rows), and a library of any version ends with the same schema. Each runs in a transaction.
///
/// `gif`: one row per GIF the person kept or used, by its typed id (`klipy:…` for KLIPY's):
/// what it is, never a Giphy media URL. `event`: what the person did with it, when, and the
/// query that led there. `gif_search`: FTS5 over each GIF's title, tags and those queries.
/// v2 adds `gif.keptFile`: the name, in the kept folder, of the file of a GIF the person kept.
/// v3 gives each GIF a lasting integer `key`, the `rowid` of its full-text row (which loses its
/// `id` column), so that the index of one GIF is found without reading the whole index; and
/// keeps with each its frecency (`LibraryFrecency`, worked out here as it was when v3 came: the
/// base-2 logarithm of the sum of 2^((at − 1,700,000,000 s) / 14 days) over uses, which are
/// the events but finding ones) and when it was last used (`usedAt`: its last event but
/// starring and finding), both indexed, so that listings order by an index.
/// v4 makes the full-text index again with `LibraryWords` (`gifsearch_words`), so that words
/// match in other forms; every connection registers that tokenizer before migrating.
enum LibrarySchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
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
                    """)
        }
        migrator.registerMigration("v2") { db in
            try db.execute(sql: "ALTER TABLE gif ADD COLUMN keptFile TEXT")
        }
        migrator.registerMigration("v3") { db in
            try db.execute(
                sql: """
                    CREATE TABLE gif_v3 (
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
                    INSERT INTO gif_v3 (id, provider, title, width, height, frames, size, tags, starredAt, keptFile)
                        SELECT id, provider, title, width, height, frames, size, tags, starredAt, keptFile FROM gif;
                    DROP TABLE gif;
                    ALTER TABLE gif_v3 RENAME TO gif;
                    CREATE INDEX gif_starred ON gif(starredAt) WHERE starredAt IS NOT NULL;
                    CREATE INDEX gif_used ON gif(usedAt) WHERE usedAt IS NOT NULL;
                    CREATE INDEX gif_frecency ON gif(frecency);
                    DROP TABLE gif_search;
                    CREATE VIRTUAL TABLE gif_search USING fts5(
                        title, tags, queries, tokenize = 'unicode61 remove_diacritics 2'
                    );
                    WITH use (gifID, score) AS (
                        SELECT gifID, (at - 1700000000) / 1209600.0 FROM event WHERE how <> 'found'
                    ), top (gifID, score) AS (
                        SELECT gifID, max(score) FROM use GROUP BY gifID
                    )
                    UPDATE gif SET
                        frecency = (
                            SELECT max(top.score) + log2(sum(pow(2, use.score - top.score)))
                            FROM use JOIN top USING (gifID) WHERE use.gifID = gif.id
                        ),
                        usedAt = (SELECT max(at) FROM event WHERE gifID = gif.id AND how NOT IN ('starred', 'found'));
                    INSERT INTO gif_search (rowid, title, tags, queries)
                        SELECT key, title, tags, (SELECT group_concat(query, ' ') FROM event WHERE gifID = gif.id)
                        FROM gif;
                    """)
        }
        migrator.registerMigration("v4") { db in
            try db.execute(
                sql: """
                    DROP TABLE gif_search;
                    CREATE VIRTUAL TABLE gif_search USING fts5(title, tags, queries, tokenize = 'gifsearch_words');
                    INSERT INTO gif_search (rowid, title, tags, queries)
                        SELECT key, title, tags, (SELECT group_concat(query, ' ') FROM event WHERE gifID = gif.id)
                        FROM gif;
                    """)
        }
        return migrator
    }
}

internal import GRDB

/// The local index's tables, made by frozen SQL migrations as the library's are. `folder`: each
/// folder the person added, and when it was last scanned. `file`: each GIF file found under
/// one, with the size and modification time it was read at (a file whose both are unchanged is
/// not read again), and the GIF its bytes are, or why it was skipped. `gif`: each GIF by its
/// content id, what it is, the words drawn in its frames, the forms those may have been misread
/// for, and the text it carries (comments; its XMP title, description and keywords); `gif_words`: FTS5 over those and its files' names, in the library's words
/// (`LibraryWords`), one row a GIF, its `rowid` the GIF's `key`.
enum LocalIndexSchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(
                sql: """
                    CREATE TABLE folder (
                        path TEXT PRIMARY KEY NOT NULL,
                        addedAt DOUBLE NOT NULL,
                        scannedAt DOUBLE
                    );
                    CREATE TABLE gif (
                        key INTEGER PRIMARY KEY,
                        id TEXT UNIQUE NOT NULL,
                        width INTEGER NOT NULL,
                        height INTEGER NOT NULL,
                        frames INTEGER NOT NULL,
                        drawn TEXT NOT NULL,
                        forms TEXT NOT NULL,
                        carried TEXT NOT NULL
                    );
                    CREATE TABLE file (
                        path TEXT PRIMARY KEY NOT NULL,
                        folder TEXT NOT NULL REFERENCES folder(path) ON DELETE CASCADE,
                        size INTEGER NOT NULL,
                        modified INTEGER NOT NULL,
                        gifID TEXT REFERENCES gif(id),
                        skipped TEXT
                    );
                    CREATE INDEX file_folder ON file(folder);
                    CREATE INDEX file_gif ON file(gifID);
                    CREATE VIRTUAL TABLE gif_words USING fts5(drawn, names, carried, tokenize='gifsearch_words');
                    """)
        }
        return migrator
    }
}

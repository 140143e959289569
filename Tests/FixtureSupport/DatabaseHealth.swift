import GRDB

/// What SQLite says of a database's health, as the library tests check it.
public enum DatabaseHealth {
    /// `PRAGMA integrity_check` ("ok" when the database is whole) and `PRAGMA journal_mode`.
    public static func of(_ database: some DatabaseReader) throws -> (integrity: String?, journal: String?) {
        try database.read { db in
            (
                try String.fetchOne(db, sql: "PRAGMA integrity_check"),
                try String.fetchOne(db, sql: "PRAGMA journal_mode")
            )
        }
    }
}

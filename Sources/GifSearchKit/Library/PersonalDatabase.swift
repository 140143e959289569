internal import Files
internal import GRDB

/// One of the person's SQLite databases (the library, the index of their own GIFs), through
/// GRDB: made with its folder private to the person, opened by processes that take turns
/// through a lock file beside it (so that a migration runs once), in WAL with a busy timeout,
/// with the library's tokenizer registered on every connection and its tables brought up to
/// date; closed by `OpenDatabases.closeAll` before the process ends. Every failure names the
/// database and its path; a damaged one says what to do.
protocol PersonalDatabase {
    /// How messages name it ("the library").
    static var name: String { get }
    var database: DatabaseQueue { get }
}

extension PersonalDatabase {
    /// `path` (one from the environment's XDG folders); `nil`, no place for the database, is a
    /// failure that says why.
    static func placed(_ path: String?) throws(SearchFailure) -> String {
        guard let path else {
            throw SearchFailure(
                kind: .cannotWrite, message: "\(name) has no place: neither XDG_DATA_HOME nor HOME is set")
        }
        return path
    }

    /// The database at `path`, made and migrated by `migrator` when there is something to do;
    /// `prepare` runs on each connection after the tokenizer is registered. A database a newer
    /// gifsearch migrated (a migration `migrator` does not know) is bad data, and nothing in it
    /// is changed.
    static func open(
        _ path: String, migrator: DatabaseMigrator, prepare: @escaping @Sendable (Database) throws -> Void = { _ in }
    ) throws(SearchFailure) -> DatabaseQueue {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        do throws(FileError) {
            if !folder.isEmpty { try Directories.create(folder, mode: 0o700) }
        } catch {
            throw failure(MediaError.cannotCreateDirectory(error).description, path: path)
        }
        let lock: FileLock
        do throws(FileError) {
            lock = try FileLock(exclusive: path + ".lock")
        } catch {
            throw failure(error.description, path: path)
        }
        defer { lock.release() }
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        let database: DatabaseQueue
        let unknown: Set<String>
        do {
            configuration.prepareDatabase { db in
                db.add(tokenizer: LibraryWords.self)
                try prepare(db)
                if try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" {
                    try db.execute(sql: "PRAGMA journal_mode = WAL")
                }
            }
            database = try DatabaseQueue(path: path, configuration: configuration)
            unknown = try database.read(migrator.appliedIdentifiers).subtracting(migrator.migrations)
            // Migrating opens a write transaction: only when there is something to do.
            if unknown.isEmpty, try !database.read(migrator.hasCompletedMigrations) { try migrator.migrate(database) }
        } catch {
            throw failure(error, path: path)
        }
        guard unknown.isEmpty else { throw newer(path, unknown: unknown, known: migrator.migrations) }
        OpenDatabases.add(database)
        return database
    }

    /// The failure of a database at `path` that a newer gifsearch migrated: the migrations it
    /// has that this one does not know (`unknown`), and the last this one knows.
    static func newer(_ path: String, unknown: Set<String>, known: [String]) -> SearchFailure {
        SearchFailure(
            kind: .badData,
            message:
                "\(name) \(path) is from a newer gifsearch (its schema has \(unknown.sorted().joined(separator: ", ")); "
                + "this gifsearch knows up to \(known.last ?? "none")): left as it is; use a newer gifsearch")
    }

    /// What `value` reads of the database; a failure says which database.
    func read<T>(_ value: (Database) throws -> T) throws(SearchFailure) -> T {
        do {
            return try database.read(value)
        } catch {
            throw Self.failure(error, path: database.path)
        }
    }

    /// `updates` made to the database in one transaction; a failure says which database.
    func write<T>(_ updates: (Database) throws -> T) throws(SearchFailure) -> T {
        do {
            return try database.write(updates)
        } catch {
            throw Self.failure(error, path: database.path)
        }
    }

    /// The failure `error` of the database at `path` is: a damaged database is bad data that
    /// says what to do, anything else a write failure with SQLite's reason.
    static func failure(_ error: Error, path: String) -> SearchFailure {
        let database = error as? DatabaseError
        if let code = database?.resultCode, code == .SQLITE_CORRUPT || code == .SQLITE_NOTADB {
            return SearchFailure(
                kind: .badData,
                message: "\(name) \(path) is damaged (\(database?.message ?? "not a database")); move it aside "
                    + "(mv \(shellQuoted(path)) \(shellQuoted(path + ".damaged"))) and gifsearch starts a new one")
        }
        return failure(database?.message ?? "\(error)", path: path)
    }

    static func failure(_ message: String, path: String) -> SearchFailure {
        SearchFailure(kind: .cannotWrite, message: "\(name) \(path): \(message)")
    }

    /// `path` as a shell reads it back: as it is when it holds only safe characters, else in
    /// single quotes.
    static func shellQuoted(_ path: String) -> String {
        let safe = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@".contains($0)) }
        return safe ? path : "'" + path.replacing("'", with: "'\\''") + "'"
    }
}

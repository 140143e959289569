internal import GRDB
import RxCore

/// The person's databases this process has open (`PersonalDatabase.open` adds each), closed
/// before the process ends. gifsearch ends with `_exit`, which closes nothing: a database still
/// open then keeps its last writes in the `-wal` file beside it, where a copy of the database
/// file alone (a backup, a move to another machine) misses them. Closing it checkpoints those
/// writes into the file and removes the `-wal` and `-shm` files.
public enum OpenDatabases {
    /// A database, not kept alive by being listed: one nothing else holds has closed itself.
    private struct Listed: @unchecked Sendable {
        weak var database: DatabaseQueue?
    }

    private static let listed = LockedState<[Listed]>([])

    /// Lists `database`, to be closed by `closeAll`.
    static func add(_ database: DatabaseQueue) {
        listed.withLock { listed in
            listed.removeAll { $0.database == nil }
            listed.append(Listed(database: database))
        }
    }

    /// Closes every listed database that is still open, each once its current transaction ends;
    /// a second caller waits until they are closed. For the end of the process: a database
    /// closed here fails every later use.
    public static func closeAll() {
        listed.withLock { listed in
            for database in listed.compactMap(\.database) { try? database.close() }
            listed.removeAll()
        }
    }
}

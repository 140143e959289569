internal import GRDB

extension Library {
    /// The failure `error` of the library at `path` is: a damaged database is bad data that
    /// says what to do, anything else a write failure with SQLite's reason.
    static func failure(_ error: Error, path: String) -> SearchFailure {
        let database = error as? DatabaseError
        if let code = database?.resultCode, code == .SQLITE_CORRUPT || code == .SQLITE_NOTADB {
            return SearchFailure(
                kind: .badData,
                message: "the library \(path) is damaged (\(database?.message ?? "not a database")); move it aside "
                    + "(mv \(Self.shellQuoted(path)) \(Self.shellQuoted(path + ".damaged"))) and gifsearch starts a new one"
            )
        }
        return failure(database?.message ?? "\(error)", path: path)
    }

    /// `path` as a shell reads it back: as it is when it holds only safe characters, else in
    /// single quotes.
    static func shellQuoted(_ path: String) -> String {
        let safe = path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "/._-+,:@".contains($0)) }
        return safe ? path : "'" + path.replacing("'", with: "'\\''") + "'"
    }

    static func failure(_ message: String, path: String) -> SearchFailure {
        SearchFailure(kind: .cannotWrite, message: "the library \(path): \(message)")
    }
}

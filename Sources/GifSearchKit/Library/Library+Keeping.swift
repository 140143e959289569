import FoundationEssentials
internal import GRDB

#if canImport(Glibc)
    import Glibc
#endif

extension Library {
    /// Where the files of kept GIFs are: `kept/` beside the database.
    public var keptFolder: String {
        let path = database.path
        return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/kept"
    }

    /// The name of the kept file of the GIF with `id`: `<provider>-<id>.gif`.
    static func keptName(of id: String) -> String {
        let (provider, own) = GIFID.parse(id) ?? (.giphy, id)
        return provider.rawValue + "-" + FileNames.sanitize(own) + ".gif"
    }

    /// Notes that the GIF with `id` (starred) is kept in the file `name` in `keptFolder`.
    func setKept(_ id: String, file name: String) throws(SearchFailure) {
        try write { db in
            try db.execute(sql: "UPDATE gif SET keptFile = ? WHERE id = ?", arguments: [name, id])
        }
    }

    /// Removes the kept files `names` from `keptFolder`; a file already gone is no failure.
    func removeKept(_ names: [String]) {
        for name in names where !name.contains("/") {
            unlink(keptFolder + "/" + name)
        }
    }
}

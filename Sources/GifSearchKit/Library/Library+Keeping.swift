internal import Files
import FoundationEssentials
internal import GRDB

extension Library {
    /// Notes that the GIF with `id` is kept in the file `name` in `keptFolder`; when it is no
    /// longer starred (unstarred meanwhile), the file goes instead.
    func setKept(_ id: String, file name: String) throws(SearchFailure) {
        let noted = try write { db in
            try LibraryGIF.withID(id).starred().updateAll(db, LibraryGIF.Columns.keptFile.set(to: name)) > 0
        }
        if !noted { removeKept([name]) }
    }

    /// Removes the kept files `names` from `keptFolder`; a file already gone is no failure.
    func removeKept(_ names: [String]) {
        for name in names where !name.contains("/") {
            try? ExistingFile.remove(keptFolder + "/" + name)
        }
    }
}

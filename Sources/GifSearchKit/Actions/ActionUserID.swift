internal import Files
import FoundationEssentials

/// The id a provider knows this installation by in the actions it is told of (Giphy's
/// `random_id`, KLIPY's `customer_id`), kept in the state folder so that it is asked for once.
struct ActionUserID {
    /// The file in the state folder, e.g. `giphy-random-id`.
    let fileName: String
    /// The state folder (`$XDG_STATE_HOME/gifsearch`); `nil` keeps the id for this process only.
    let directory: String?

    /// The id kept, when there is one and it looks like one.
    func kept() -> String? {
        guard let directory, let bytes = RegularFile.contents(of: directory + "/" + fileName, limit: 4096) else {
            return nil
        }
        let id = String(decoding: bytes, as: UTF8.self).trimmingSpaces
        return Self.isValid(id) ? id : nil
    }

    /// Keeps `id` for later runs; a folder that cannot be written keeps nothing, silently (the
    /// id is asked for again next time).
    func keep(_ id: String) {
        guard let directory, (try? Directories.create(directory, mode: 0o700)) != nil else { return }
        _ = AtomicFile.write(id + "\n", to: directory + "/" + fileName)
    }

    /// Whether `id` is one to send: 1 to 64 letters, digits, `-` and `_`, as Giphy's ids are
    /// (a server's id is untrusted, and goes into URLs).
    static func isValid(_ id: String) -> Bool {
        !id.isEmpty && id.count <= 64
            && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}

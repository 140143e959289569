/// A favourites file as `fav import` reads it (JSON lines, as `fav export` writes them): the
/// favourites on its sound lines, and the others by number with what is wrong with each.
public struct FavouriteFile: Sendable {
    /// One line that holds no favourite.
    public struct Problem: Sendable, Equatable {
        /// The line's number, from 1.
        public let line: Int
        public let problem: ImportProblem
    }

    /// The largest file read.
    public static let limit = 256 << 20

    public private(set) var records: [FavouriteRecord] = []
    public private(set) var problems: [Problem] = []

    /// The favourites of `text`, its lines ending in LF or CRLF; blank lines are skipped.
    public init(text: String) {
        var number = 0
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let line = String(decoding: bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes, as: UTF8.self)
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            switch FavouriteRecord.parse(line) {
            case .success(let record): records.append(record)
            case .failure(let problem): problems.append(Problem(line: number, problem: problem))
            }
        }
    }

    /// The file at `path`; bytes that are not UTF-8 are read as U+FFFD. A failure's message
    /// does not name the file.
    public static func read(_ path: String) throws(SearchFailure) -> FavouriteFile {
        do throws(MediaError) {
            return FavouriteFile(text: String(decoding: try LocalFile.read(path, limit: limit), as: UTF8.self))
        } catch {
            throw SearchFailure(error)
        }
    }
}

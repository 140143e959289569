internal import GRDB

/// The library's full-text tokenizer: SQLite's `unicode61` words (case and diacritics folded),
/// each with its stem by SQLite's `porter` beside it as a synonym, in the index and in queries.
/// So a word in another form finds a GIF (dance finds "Dancing", cats finds "Cat", running
/// finds "run") while a word being typed still narrows by prefix ("dancin" finds "Dancing",
/// whose stem "danc" it does not share). Every connection to the library registers it.
/// - SeeAlso: https://www.sqlite.org/fts5.html#synonym_support
final class LibraryWords: FTS5WrapperTokenizer {
    /// The name the library's full-text table was made with (`LibrarySchema`'s v4): never changes.
    static let name = "gifsearch_words"

    let wrappedTokenizer: any FTS5Tokenizer
    private let stemmer: any FTS5Tokenizer

    init(db: Database, arguments: [String]) throws {
        wrappedTokenizer = try db.makeTokenizer(.unicode61(diacritics: .remove))
        stemmer = try db.makeTokenizer(.porter(wrapping: .unicode61(diacritics: .remove)))
    }

    func accept(
        token: String, flags: FTS5TokenFlags, for tokenization: FTS5Tokenization,
        tokenCallback: FTS5WrapperTokenCallback
    ) throws {
        try tokenCallback(token, flags)
        // The token is one folded word already, so the stemmer makes one stem of it.
        for stem in try stemmer.tokenize(document: token).map(\.token) where stem != token {
            try tokenCallback(stem, flags.union(.colocated))
        }
    }
}

/// What the search-as-you-type pipeline reports for the query in force.
public enum SearchUpdate: Sendable {
    /// A request for `query` started (the first page, or more).
    case searching(query: String)
    /// A page for `query`: the first replaces what was shown, later ones extend it.
    case page(query: String, page: ResultPage, isFirst: Bool)
    /// The request for `query` failed.
    case failed(query: String, error: SearchFailure)
}

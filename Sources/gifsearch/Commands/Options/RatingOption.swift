import ArgumentParser

/// `--rating`: the highest content rating a listing may show.
struct RatingOption: ParsableArguments {
    @Option(help: "Rating: g, pg, pg-13 or r.")
    var rating: Rating?

    /// The rating as the providers name it.
    var value: String? { rating?.rawValue }
}

/// Giphy's content ratings.
enum Rating: String, ExpressibleByArgument, CaseIterable {
    case g, pg
    case pg13 = "pg-13"
    case r
}

import ArgumentParser

/// `--rating`: the highest content rating a listing may show.
struct RatingOption: ParsableArguments {
    @Option(help: "The highest content rating to show.")
    var rating: Rating?

    /// The rating as the providers name it.
    var value: String? { rating?.rawValue }
}

/// Giphy's content ratings.
enum Rating: String, ExpressibleByArgument, CaseIterable {
    case g, pg
    case pg13 = "pg-13"
    case r

    var defaultValueDescription: String {
        switch self {
        case .g: "for everyone"
        case .pg: "parental guidance"
        case .pg13: "parents strongly cautioned"
        case .r: "restricted"
        }
    }
}

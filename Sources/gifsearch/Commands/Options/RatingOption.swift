import ArgumentParser
import GifSearchKit

/// `--rating`: the highest content rating a listing may show.
struct RatingOption: ParsableArguments {
    @Option(help: "The highest content rating to show.")
    var rating: Rating?
}

extension Rating: ExpressibleByArgument {
    public var defaultValueDescription: String {
        switch self {
        case .g: "for everyone"
        case .pg: "parental guidance"
        case .pg13: "parents strongly cautioned"
        case .r: "restricted"
        }
    }
}

import ArgumentParser

/// The command line scripts run most, `gifsearch <words>... [--format F] [--limit N]
/// [--no-cache]`, read without swift-argument-parser, whose reflection over the commands' types
/// takes 1.2 to 1.6 ms of a 19 ms search. It makes the same `SearchCommand` the parser would (a
/// test compares the two). Every other command line, and any value it cannot read or that
/// fails validation, is left to the parser, which has the help and the error messages.
enum QuickSearch {
    /// The search `arguments` (without the program's name) ask for; nil when they are not of
    /// that form.
    static func parse(_ arguments: [String]) -> SearchCommand? {
        guard let first = arguments.first, !commandNames.contains(first) else { return nil }
        var words: [String] = []
        var format: ResultFormat?
        var limit: Int?
        var noCache = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                words.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let inline = parts.count == 2 ? parts[1] : nil
            switch parts[0] {
            case "--format":
                guard format == nil, let value = inline ?? rest.popFirst(), let read = ResultFormat(argument: value)
                else { return nil }
                format = read
            case "--limit":
                guard limit == nil, let value = inline ?? rest.popFirst(), let read = Int(argument: value) else {
                    return nil
                }
                limit = read
            case "--no-cache":
                guard inline == nil, !noCache else { return nil }
                noCache = true
            default:
                return nil
            }
        }
        let search = SearchCommand.unparsed(
            query: words, limit: limit ?? SearchCommand.defaultLimit,
            output: .unparsed(format: format), options: .unparsed(noCache: noCache))
        guard (try? search.validate()) != nil else { return nil }
        return search
    }

    /// The words that name a command of their own rather than search.
    private static var commandNames: Set<String> {
        Set(Gifsearch.configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases } + ["help"])
    }
}

extension SearchCommand {
    /// The search the parser makes of `query` with these options and no others.
    fileprivate static func unparsed(query: [String], limit: Int, output: ResultOptions, options: GiphyOptions)
        -> SearchCommand
    {
        var search = SearchCommand()
        search.query = query
        search.limit = limit
        search.offset = 0
        search.all = false
        search.rating = nil
        search.lang = nil
        search.stickers = false
        search.preview = false
        search.output = output
        search.options = options
        return search
    }
}

extension ResultOptions {
    fileprivate static func unparsed(format: ResultFormat?) -> ResultOptions {
        var output = ResultOptions()
        output.format = format
        output.rendition = ResultOptions.defaultRendition
        return output
    }
}

extension GiphyOptions {
    fileprivate static func unparsed(noCache: Bool) -> GiphyOptions {
        var network = NetworkOptions()
        network.timeout = NetworkOptions.defaultTimeout
        network.retries = NetworkOptions.defaultRetries
        var options = GiphyOptions()
        options.provider = nil
        options.apiKey = nil
        options.apiURL = nil
        options.network = network
        options.offline = false
        options.noCache = noCache
        options.cacheDir = nil
        options.quiet = false
        options.verbose = false
        options.noInput = false
        return options
    }
}

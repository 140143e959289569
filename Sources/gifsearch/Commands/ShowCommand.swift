import ArgumentParser
import GifSearchKit
import RxCore

/// `gifsearch show <id>...`.
struct ShowCommand: GifsearchCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show GIFs by their ids (Giphy's, klipy:... or local:...).",
        discussion: """
            The GIFs found are printed in the order given; each id that is not found gets one line \
            on stderr, and so do the ids of a provider that cannot be asked (no key, no network), \
            together. Exit 0 when all were found, else the most severe status of those that were \
            not (1: no such GIF).
            """)

    @Argument(help: "Giphy ids, KLIPY ids (klipy:...) or ids of your own GIFs (local:...).")
    var ids: [String]

    @OptionGroup var output: ResultOptions
    @OptionGroup var options: ServiceOptions

    func validate() throws {
        if ids.isEmpty { throw ValidationError("give at least one id") }
    }

    func run(in context: CommandContext) throws {
        let (service, session) = try options.session(in: context)
        let lookups = session.askingForKey(service.lookUp(ids: ids).map(Self.keyFailingAll))
        guard let lookup = try context.elements(of: lookups.waitForResult()).first else { return }
        if !lookup.gifs.isEmpty {
            try ResultListing.show(
                .just(ResultPage(gifs: lookup.gifs, staleAge: lookup.staleAge)), in: session, output: output,
                nothingFound: "no GIF with those ids")
        }
        try ErrorReport.endBatch(
            Self.unasked(lookup.misses).map { failure, ids in
                context.fail(failure, about: failure.kind == .notFound ? nil : ids.joined(separator: ", ")).status
            })
    }

    /// `misses` as they are told: each id not found alone (its message names it), the ids that
    /// failed in one other way together.
    private static func unasked(_ misses: [IDLookup.Miss]) -> [(SearchFailure, [String])] {
        var told: [(SearchFailure, [String])] = []
        for miss in misses {
            if miss.failure.kind != .notFound, let same = told.firstIndex(where: { $0.0 == miss.failure }) {
                told[same].1.append(miss.id)
            } else {
                told.append((miss.failure, [miss.id]))
            }
        }
        return told
    }

    /// `lookup`, or its key failure when that failed every id: then a key can be asked for.
    private static func keyFailingAll(_ lookup: IDLookup) throws -> IDLookup {
        guard lookup.gifs.isEmpty, let first = lookup.misses.first, first.failure.kind == .key,
            lookup.misses.allSatisfy({ $0.failure == first.failure })
        else { return lookup }
        throw first.failure
    }
}

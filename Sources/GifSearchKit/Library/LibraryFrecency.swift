import FoundationEssentials
internal import GRDB

#if canImport(Glibc)
    import Glibc
#endif

/// How often and how recently a GIF was used, as one number kept with it: each use counts
/// half as much every two weeks, and the score is the base-2 logarithm of the sum. Ordering by
/// it is the same whenever it is asked, so it is kept up to date as uses come, and a query
/// orders by an index instead of adding up every use of every match.
enum LibraryFrecency {
    /// The time a use's weight halves in.
    static let halfLife: Double = 14 * 86400
    /// Where the exponent is 0 (November 2023): keeps the numbers small for centuries.
    static let epoch: Double = 1_700_000_000

    /// The score of one use at `time` (seconds since 1970).
    static func score(at time: Double) -> Double {
        (time - epoch) / halfLife
    }

    /// `score` (`nil`: no use yet) with one more use at `time`.
    static func adding(_ time: Double, to score: Double?) -> Double {
        combined(score, Self.score(at: time))
    }

    /// The score of uses at `times`; `nil` for none.
    static func score(of times: [Double]) -> Double? {
        times.reduce(nil) { combined($0, score(at: $1)) }
    }

    /// log2(2^a + 2^b), without overflow.
    private static func combined(_ a: Double?, _ b: Double) -> Double {
        guard let a else { return b }
        let (high, low) = a > b ? (a, b) : (b, a)
        return high + log2(1 + exp2(low - high))
    }

    /// The scores and last uses of the GIFs with `ids` (all GIFs for `nil`) worked out again
    /// from their events (finding ones are no uses).
    static func refresh(_ ids: [String]?, in db: Database) throws {
        let gifs = ids.map { LibraryGIF.filter($0.contains(LibraryGIF.Columns.id)) } ?? LibraryGIF.all()
        let events = (ids.map { LibraryEvent.filter($0.contains(LibraryEvent.Columns.gifID)) } ?? LibraryEvent.all())
            .asRequest(of: EventUse.self)
        try gifs.updateAll(db, LibraryGIF.Columns.frecency.set(to: nil), LibraryGIF.Columns.usedAt.set(to: nil))
        var times: [String: [Double]] = [:]
        var used: [String: Date] = [:]
        let cursor = try events.fetchCursor(db)
        while let event = try cursor.next() {
            // A kind this version does not know (a newer one wrote it) counts as a use, in the
            // history: never a reason to fail.
            let kind = EventKind(rawValue: event.how)
            guard kind?.isUse ?? true else { continue }
            times[event.gifID, default: []].append(event.at.timeIntervalSince1970)
            if kind?.isHistory ?? true { used[event.gifID] = max(used[event.gifID] ?? event.at, event.at) }
        }
        for (id, times) in times {
            // Seconds, as `LibraryGIF` stores dates: GRDB writes a `Date` in a query as text.
            try LibraryGIF.withID(id).updateAll(
                db, LibraryGIF.Columns.frecency.set(to: score(of: times)),
                LibraryGIF.Columns.usedAt.set(to: used[id]?.timeIntervalSince1970))
        }
    }
}

/// An event as the frecency reads it: its kind as stored, whatever version wrote it.
private struct EventUse: Decodable, FetchableRecord {
    let gifID: String
    let how: String
    let at: Date

    static func databaseDateDecodingStrategy(for column: String) -> DatabaseDateDecodingStrategy {
        .timeIntervalSince1970
    }
}

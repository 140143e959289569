/// What the picker shows and has chosen, changed only by its methods: the results of the query
/// in force, the selected row, the marked GIFs, and whether more can be loaded.
public struct PickerState: Sendable, Equatable {
    /// The query whose results are shown (or are being searched).
    public private(set) var query: String
    public private(set) var results: [GIFResult] = []
    /// The selected row; 0 when there are no results.
    public private(set) var selected = 0
    /// The GIFs marked with Tab, in the order they were marked.
    public private(set) var marked: [GIFResult] = []
    /// Whether a request for this query is in flight.
    public private(set) var isSearching = false
    /// Whether the API has more pages for this query.
    public private(set) var hasMore = false
    /// How many of the first results are the person's recent GIFs, shown above trending.
    public private(set) var recentCount = 0
    /// Which of the results the person starred.
    public private(set) var starred: Set<String> = []
    /// The person's recent GIFs, for a blank query.
    private var recent: [GIFResult] = []

    public init(query: String) {
        self.query = query
    }

    /// The selected GIF, if any.
    public var selectedGIF: GIFResult? { results.indices.contains(selected) ? results[selected] : nil }

    /// Up to `count` results after the selected one.
    public func following(_ count: Int) -> [GIFResult] {
        Array(results.dropFirst(selected + 1).prefix(count))
    }

    /// What Enter chooses: the marked GIFs, or the selected one when none is marked.
    public var choice: [GIFResult] { marked.isEmpty ? selectedGIF.map { [$0] } ?? [] : marked }

    /// How many rows before the end the next page is asked for, so that it is there before the
    /// person reaches the end (the picker's pages hold 50).
    public static let rowsAhead = 10

    /// Whether the selection is within `rowsAhead` rows of the end and more rows can be loaded.
    public var wantsMore: Bool { hasMore && !isSearching && selected >= results.count - Self.rowsAhead }

    /// Applies an update of the search pipeline; updates for other queries are ignored.
    public mutating func apply(_ update: SearchUpdate) {
        switch update {
        case .searching(let query):
            if query != self.query {
                self.query = query
                hasMore = false
                if Self.isBlank(query) && !recent.isEmpty {
                    (results, recentCount, selected) = (recent, recent.count, 0)
                }
            }
            isSearching = true
        case .page(let query, let page, let isFirst):
            guard query == self.query else { return }
            // A recent GIF selected before trending came stays selected; a query's own results
            // start at their first.
            let showsRecent = Self.isBlank(query)
            let keptSelection = isFirst && showsRecent && recentCount > 0 ? selectedGIF?.id : nil
            if isFirst {
                (results, recentCount, selected) = (showsRecent ? recent : [], showsRecent ? recent.count : 0, 0)
            }
            defer {
                if let keptSelection, let index = results.firstIndex(where: { $0.id == keptSelection }) {
                    selected = index
                }
            }
            // Each GIF once: a page that repeats ids (its own or shown ones) adds only the new
            // ones, and one that adds nothing ends the paging.
            var shown = Set(results.map(\.id))
            let fresh = page.gifs.filter { shown.insert($0.id).inserted }
            results += fresh
            isSearching = false
            hasMore = page.next != nil && !fresh.isEmpty
        case .failed(let query, _):
            guard query == self.query else { return }
            isSearching = false
        }
    }

    /// `gifs` are the person's recent GIFs: shown above the results of a blank query, at once
    /// when that is the query shown.
    public mutating func setRecent(_ gifs: [GIFResult]) {
        recent = gifs
        guard Self.isBlank(query) else { return }
        let ids = Set(gifs.map(\.id))
        results = gifs + results.dropFirst(recentCount).filter { !ids.contains($0.id) }
        recentCount = gifs.count
        selected = min(selected, max(0, results.count - 1))
    }

    /// The library's GIFs matching `query` are the results: a new list, selected from the top,
    /// with nothing more to load; GIFs already listed keep what was fetched of them (URLs).
    public mutating func showLibrary(_ gifs: [GIFResult], for query: String) {
        let known = Dictionary(results.map { ($0.id, $0) }) { first, _ in first }
        (self.query, results, recentCount, selected) = (query, gifs.map { known[$0.id] ?? $0 }, 0, 0)
        (isSearching, hasMore) = (false, false)
    }

    /// The results with these as they are now (fresh URLs), matched by id.
    public mutating func replace(_ fresh: [GIFResult]) {
        let byID = Dictionary(fresh.map { ($0.id, $0) }) { first, _ in first }
        results = results.map { byID[$0.id] ?? $0 }
        marked = marked.map { byID[$0.id] ?? $0 }
        recent = recent.map { byID[$0.id] ?? $0 }
    }

    /// The person starred exactly `ids` of the results.
    public mutating func setStarred(_ ids: Set<String>) {
        starred = ids
    }

    /// The GIF with `id` is starred now, or not.
    public mutating func mark(_ id: String, starred isStarred: Bool) {
        if isStarred { starred.insert(id) } else { starred.remove(id) }
    }

    /// Whether the person starred `gif`.
    public func isStarred(_ gif: GIFResult) -> Bool { starred.contains(gif.id) }

    /// Whether the result at `index` is one of the person's recent GIFs.
    public func isRecent(_ index: Int) -> Bool { index < recentCount }

    private static func isBlank(_ query: String) -> Bool { query.allSatisfy(\.isWhitespace) }

    /// Moves the selection by `rows` (negative: up), staying within the results.
    public mutating func move(by rows: Int) {
        guard !results.isEmpty else { return }
        selected = max(0, min(results.count - 1, selected + rows))
    }

    public mutating func moveToTop() { selected = 0 }

    public mutating func moveToBottom() { selected = max(0, results.count - 1) }

    /// Marks the selected GIF, or unmarks it when it was marked.
    public mutating func toggleMark() {
        guard let gif = selectedGIF else { return }
        if let index = marked.firstIndex(where: { $0.id == gif.id }) {
            marked.remove(at: index)
        } else {
            marked.append(gif)
        }
    }

    /// Whether `gif` is marked.
    public func isMarked(_ gif: GIFResult) -> Bool { marked.contains { $0.id == gif.id } }
}

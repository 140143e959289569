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

    public init(query: String) {
        self.query = query
    }

    /// The selected GIF, if any.
    public var selectedGIF: GIFResult? { results.indices.contains(selected) ? results[selected] : nil }

    /// What Enter chooses: the marked GIFs, or the selected one when none is marked.
    public var choice: [GIFResult] { marked.isEmpty ? selectedGIF.map { [$0] } ?? [] : marked }

    /// Whether the selection sits on the last row and more rows can be loaded.
    public var wantsMore: Bool { hasMore && !isSearching && selected >= results.count - 1 }

    /// Applies an update of the search pipeline; updates for other queries are ignored.
    public mutating func apply(_ update: SearchUpdate) {
        switch update {
        case .searching(let query):
            if query != self.query {
                self.query = query
                hasMore = false
            }
            isSearching = true
        case .page(let query, let page, let isFirst):
            guard query == self.query else { return }
            if isFirst {
                results = []
                selected = 0
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

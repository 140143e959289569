internal import GRDB

/// What an event says happened to its GIF: the `how` column. The raw values are the strings
/// every library holds, so they never change.
enum EventKind: String, Codable, DatabaseValueConvertible {
    /// History: what a person did with a GIF (`GIFAction`s the history keeps, by their names).
    case previewed, picked, copied, downloaded
    /// Starring the GIF: a use, but no history.
    case starred
    /// A search that found a starred GIF, from an imported favourite: searched, never a use.
    case found

    /// The events of favourites: those clearing the history keeps, and unstarring removes.
    static let favouring: [EventKind] = [.starred, .found]

    /// The event `action` is; `nil` for what the history does not keep (seeing a GIF,
    /// opening its page).
    init?(_ action: GIFAction) {
        switch action {
        case .previewed: self = .previewed
        case .picked: self = .picked
        case .copied: self = .copied
        case .downloaded: self = .downloaded
        case .viewed, .opened: return nil
        }
    }

    /// Whether it counts in the GIF's frecency.
    var isUse: Bool { self != .found }

    /// Whether it is history: a use that is not starring.
    var isHistory: Bool { !Self.favouring.contains(self) }
}

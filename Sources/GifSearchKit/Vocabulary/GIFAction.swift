/// What a person did with a GIF: what its provider asks to be told of (GIPHY's Action Register)
/// and what the library's history keeps.
public enum GIFAction: String, Sendable {
    /// Drawn for the person: the picker's preview, a thumbnail, a preview.
    case viewed
    /// Opened in the browser (the picker's Ctrl-O).
    case opened
    /// Its preview asked for by id.
    case previewed
    /// Chosen in the picker.
    case picked
    /// Its URL copied.
    case copied
    /// Downloaded by id.
    case downloaded

    /// Whether the library's history keeps it (as an `EventKind`): not seeing a GIF, nor
    /// opening its page.
    public var isKeptInHistory: Bool { EventKind(self) != nil }

    /// What providers call it.
    public var registered: RegisteredAction {
        switch self {
        case .viewed: .view
        case .opened, .previewed: .click
        case .picked, .copied, .downloaded: .send
        }
    }
}

/// The actions GIPHY's Action Register counts: a GIF seen, clicked, sent.
public enum RegisteredAction: Sendable {
    case view
    case click
    case send
}

/// What a person did with a GIF, as providers ask to be told (GIPHY's Action Register).
public enum GIFAction: String, Sendable, CaseIterable {
    /// The GIF was drawn for the person: a preview, a thumbnail.
    case view
    /// The person opened it: in the browser, or asked for its preview.
    case click
    /// The person took it: chose it in the picker, copied or downloaded it.
    case send
}

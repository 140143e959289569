/// The form a GIF is copied in: the file itself (what a chat app uploads), its URL, or a
/// Markdown image with its alt text.
public enum CopyForm: String, Sendable, CaseIterable {
    case file
    case url
    case md

    /// How the picker's status line and messages name it.
    public var displayName: String {
        switch self {
        case .file: "as a file"
        case .url: "as a URL"
        case .md: "as Markdown"
        }
    }
}

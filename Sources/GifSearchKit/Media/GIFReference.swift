internal import Files
internal import HTTP

/// What a command-line argument names as a GIF.
public enum GIFReference: Sendable, Equatable {
    /// `-`: the bytes on standard input.
    case standardInput
    /// A file on disk.
    case file(String)
    /// An http or https URL.
    case url(String)
    /// A Giphy id or a KLIPY one (`klipy:…`), resolved through its provider to a rendition.
    case id(String)

    /// What `argument` names: `-` is standard input, an http(s) URL is a URL, an existing path
    /// is a file, a Giphy id or `klipy:` and a KLIPY id is an id, and anything else a file
    /// (which reading then reports missing).
    public init(argument: String) {
        if argument == "-" {
            self = .standardInput
        } else if Self.isURL(argument) {
            self = .url(argument)
        } else if !ExistingFile.exists(argument) && GIFID.parse(argument) != nil {
            self = .id(argument)
        } else {
            self = .file(argument)
        }
    }

    /// The id a media URL names: Giphy's `…/media/<id>/<rendition>.gif` gives `<id>`;
    /// otherwise the file name without its extension.
    static func id(fromURL url: String) -> String {
        let path = url.split(separator: "?").first.map(String.init) ?? url
        let parts = path.split(separator: "/").map(String.init)
        if let media = parts.firstIndex(of: "media"), media + 1 < parts.count - 1 { return parts[media + 1] }
        let last = parts.last ?? "gif"
        return last.hasSuffix(".gif") ? String(last.dropLast(4)) : last
    }

    /// Whether `text` is an absolute http or https URL.
    public static func isURL(_ text: String) -> Bool {
        HTTPRequest.isHTTPURL(text)
    }

    /// How messages name it: a URL without its `api_key`, stdin as `-`; an id or URL, which
    /// anyone may have written, at most 80 characters (`TerminalText.quoted`).
    public var displayName: String {
        switch self {
        case .standardInput: return "-"
        case .file(let path): return path
        case .url(let url): return TerminalText.quoted(HTTPRequest(url: url).redactedURL)
        case .id(let id): return TerminalText.quoted(id)
        }
    }
}

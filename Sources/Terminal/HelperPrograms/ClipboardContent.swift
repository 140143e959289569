import FoundationEssentials

/// What goes on the clipboard: text, or files.
public enum ClipboardContent: Sendable, Equatable {
    /// Text, already free of control characters.
    case text(String)
    /// Files by absolute path, offered as `text/uri-list`: what Chromium (and so every
    /// Electron chat app) pastes as a file, taking its type from the name, and what file
    /// managers paste as a copy. A bare path is only text to them.
    case files([String])

    /// The MIME type of a list of URIs (RFC 2483).
    public static let uriListType = "text/uri-list"
    /// What GNOME's file managers (and Caja, Nemo, Thunar) paste files from.
    public static let gnomeFilesType = "x-special/gnome-copied-files"

    /// What the clipboard tool is given: the text, or one percent-encoded `file://` URI a line,
    /// each line ended by CR LF as RFC 2483 asks.
    public var bytes: [UInt8] {
        switch self {
        case .text(let text): Array(text.utf8)
        case .files(let paths): Array(paths.map { Self.fileURI($0) + "\r\n" }.joined().utf8)
        }
    }

    /// For files, every target they are offered as with the bytes of each: `text/uri-list`, and
    /// `x-special/gnome-copied-files` (`copy`, then one URI a line).
    public var fileOffers: [(target: String, bytes: [UInt8])] {
        guard case .files(let paths) = self else { return [] }
        let uris = paths.map(Self.fileURI)
        return [
            (Self.uriListType, bytes), (Self.gnomeFilesType, Array((["copy"] + uris).joined(separator: "\n").utf8)),
        ]
    }

    /// The `file://` URI of the absolute `path`, percent-encoded.
    public static func fileURI(_ path: String) -> String {
        URL(filePath: path).absoluteString
    }
}

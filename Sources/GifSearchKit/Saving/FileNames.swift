/// Safe file names for downloads: no path separators, no leading dots, no control characters.
enum FileNames {
    /// `name` reduced to letters, digits, `-` and `_` (other characters become `_`), without
    /// leading dots or underscores; "gif" when nothing is left.
    static func sanitize(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
                ? Character(scalar) : "_"
        }
        let trimmed = String(kept).drop { $0 == "_" || $0 == "." }
        return trimmed.isEmpty ? "gif" : String(trimmed.prefix(100))
    }

    /// An id for a media URL: Giphy's `…/media/<id>/<rendition>.gif` gives `<id>`; otherwise the
    /// file name without its extension.
    static func id(fromURL url: String) -> String {
        let path = url.split(separator: "?").first.map(String.init) ?? url
        let parts = path.split(separator: "/").map(String.init)
        if let media = parts.firstIndex(of: "media"), media + 1 < parts.count - 1 { return parts[media + 1] }
        let last = parts.last ?? "gif"
        return last.hasSuffix(".gif") ? String(last.dropLast(4)) : last
    }
}

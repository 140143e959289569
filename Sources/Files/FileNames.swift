/// Safe file names: no path separators, no leading dots, no control characters.
public enum FileNames {
    /// `name` reduced to letters, digits, `-` and `_` (other characters become `_`), without
    /// leading dots or underscores, at most 100 characters; "gif" when nothing is left.
    public static func sanitize(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-")
                ? Character(scalar) : "_"
        }
        let trimmed = String(kept).drop { $0 == "_" || $0 == "." }
        return trimmed.isEmpty ? "gif" : String(trimmed.prefix(100))
    }
}

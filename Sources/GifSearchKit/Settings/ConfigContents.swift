/// What a config file says: its values by name, and a warning for each line it ignored.
///
/// A line is `name = value`, a `#` comment, or blank. A value may be quoted (`"…"` or `'…'`),
/// and a `#` after white space starts a comment (`api_key = abc # mine` is `abc`), except
/// inside quotes. The first line of a name wins; an empty value is left out. A line that is not
/// `name = value` (a name is one word), or names no setting gifsearch knows, is ignored with a
/// warning naming the file and line, the name as written and the known name nearest it, never
/// the line's value, which may be a key.
public struct ConfigContents: Sendable, Equatable {
    /// Every value by name.
    public var values: [String: String] = [:]
    /// What was ignored, one sentence a line.
    public var warnings: [String] = []

    /// The contents of the config text `text`, read from `path` (which the warnings name).
    public init(parsing text: String, path: String) {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (index, line) in lines.enumerated() {
            let place = "\(path):\(index + 1)"
            let trimmed = String(line).trimmingSpaces
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
            let parts = trimmed.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).trimmingSpaces
            // A name is one word: anything else (`api_key: abc==`, `api_key abc = x`) may hold a
            // key, and is not shown.
            let isWord = name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            guard parts.count == 2, !name.isEmpty, isWord else {
                warnings.append(Self.notASetting(trimmed, at: place))
                continue
            }
            guard ConfigFile.names.contains(name) else {
                warnings.append(Self.unknown(name, at: place))
                continue
            }
            let value = Self.value(String(parts[1]))
            if values[name] == nil, !value.isEmpty { values[name] = value }
        }
    }

    /// The value written after `=`: what its quotes hold, else what comes before a comment,
    /// without spaces (nor stray quotes) at either end.
    static func value(_ written: String) -> String {
        let text = written.trimmingSpaces
        if let quote = text.first, quote == "\"" || quote == "'",
            let closing = text.dropFirst().firstIndex(of: quote)
        {
            return String(text[text.index(after: text.startIndex)..<closing])
        }
        var kept = ""
        var previous: Character = " "
        for character in text {
            if character == "#" && previous.isWhitespace { break }
            kept.append(character)
            previous = character
        }
        return kept.trimmingSpaces.trimmingCharacters(quotes: "\"'")
    }

    /// The warning about `line`, which is not `name = value`: its place, and the setting its
    /// first word may have meant (never the line itself).
    private static func notASetting(_ line: String, at place: String) -> String {
        let firstWord = String(line.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        let meant =
            ConfigFile.names.contains(firstWord) ? firstWord : Spelling.nearest(to: firstWord, among: ConfigFile.names)
        return "ignored line at \(place): not 'name = value'" + (meant.map { "; did you mean '\($0) = …'?" } ?? "")
    }

    /// The warning about the setting `name`, which gifsearch does not know.
    private static func unknown(_ name: String, at place: String) -> String {
        if let meant = Spelling.nearest(to: name, among: ConfigFile.names) {
            return "unknown key '\(name)' at \(place); did you mean '\(meant)'?"
        }
        return "unknown key '\(name)' at \(place) (known: \(ConfigFile.names.joined(separator: ", ")))"
    }
}

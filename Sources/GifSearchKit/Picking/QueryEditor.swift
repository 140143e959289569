/// The query line: text edited at a cursor, by whole characters (grapheme clusters), so
/// Backspace deletes what the person sees as one character, an emoji with its modifiers
/// included.
public struct QueryEditor: Sendable, Equatable {
    public private(set) var characters: [Character]
    /// The cursor, in characters from the start.
    public private(set) var cursor: Int
    /// The longest query kept (Giphy's own limit is 50 characters).
    public static let maxLength = 50

    public init(_ text: String = "") {
        characters = Array(text.prefix(Self.maxLength))
        cursor = characters.count
    }

    public var text: String { String(characters) }

    /// Inserts `text` at the cursor, with control characters dropped and line breaks and tabs as
    /// spaces (a paste is one line of query).
    public mutating func insert(_ text: String) {
        let cleaned = text.unicodeScalars.compactMap { scalar -> Unicode.Scalar? in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: return " "
            case 0x00...0x1F, 0x7F...0x9F: return nil
            default: return scalar
            }
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: cleaned)
        // Re-segment around the cursor so a combining mark joins the character before it.
        let before = String(characters[..<cursor]) + String(scalars)
        let after = String(characters[cursor...])
        let joined = Array(before + after)
        guard joined.count <= Self.maxLength else {
            let room = max(0, Self.maxLength - characters.count)
            guard room > 0 else { return }
            return insert(String(String(scalars).prefix(room)))
        }
        characters = joined
        cursor = min(joined.count, Array(before).count)
    }

    /// Deletes the character before the cursor.
    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        cursor -= 1
        characters.remove(at: cursor)
    }

    /// Deletes the character under the cursor.
    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
    public mutating func deleteWordBackward() {
        var start = cursor
        while start > 0 && characters[start - 1] == " " { start -= 1 }
        while start > 0 && characters[start - 1] != " " { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// Deletes everything before the cursor (Ctrl-U).
    public mutating func deleteToStart() {
        characters.removeSubrange(0..<cursor)
        cursor = 0
    }

    public mutating func moveLeft() { cursor = max(0, cursor - 1) }
    public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    public mutating func moveToStart() { cursor = 0 }
    public mutating func moveToEnd() { cursor = characters.count }
}

/// Removes API keys from text a server sent back: an error message that echoes the request's
/// URL would otherwise show the key to the person and their logs.
public enum SecretRedaction {
    /// What a key becomes.
    public static let placeholder = "***"

    /// `text` with every occurrence of `keys` replaced, and the value of every key parameter
    /// (`api_key=…`, `key=…`) too, whatever key it holds.
    public static func redact(_ text: String, keys: [String]) -> String {
        var redacted = redactParameters(in: text)
        for key in keys where !key.isEmpty {
            redacted = redacted.replacing(key, with: placeholder)
        }
        return redacted
    }

    /// Replaces what follows `name=` for each key parameter name, up to the end of the value.
    private static func redactParameters(in text: String) -> String {
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            if let name = parameter(at: index, in: characters) {
                result += String(characters[index..<(index + name.count + 1)]) + placeholder
                index += name.count + 1
                while index < characters.count, !endsValue(characters[index]) { index += 1 }
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    /// The key parameter name (with its `=`) that starts a word at `index`, if any.
    private static func parameter(at index: Int, in characters: [Character]) -> String? {
        if index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber || characters[index - 1] == "_" {
            return nil
        }
        for name in URLRedaction.secretParameters {
            let end = index + name.count
            guard end < characters.count, characters[end] == "=" else { continue }
            if String(characters[index..<end]).lowercased() == name { return name }
        }
        return nil
    }

    private static func endsValue(_ character: Character) -> Bool {
        character.isWhitespace || "&#\"'<>,;)]}".contains(character)
    }
}

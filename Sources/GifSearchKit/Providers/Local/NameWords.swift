/// The words in a file's name and its folders' names, as people name reaction GIFs:
/// "HappyDance-2.gif" in "reactions/no_way" says happy, dance, reactions, no, way. Split at
/// every character that is neither a letter nor a digit, between a lowercase letter and an
/// uppercase one, and between letters and digits; numbers (camera counters, dates) are no words.
enum NameWords {
    /// The words of `path` below `folder` (the folder's own name not included), lowercased, in
    /// order, each once; the extension left out.
    static func of(_ path: String, below folder: String) -> [String] {
        let relative = path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
        var parts = relative.split(separator: "/").map(String.init)
        if let name = parts.popLast() {
            parts.append(name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name)
        }
        var words: [String] = []
        for part in parts {
            for word in split(part) where !words.contains(word) { words.append(word) }
        }
        return words
    }

    /// The words of one name.
    private static func split(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in name {
            let boundary =
                !(character.isLetter || character.isNumber)
                || (previous.map { $0.isLowercase && character.isUppercase } ?? false)
                || (previous.map { $0.isLetter != character.isLetter && $0.isNumber != character.isNumber } ?? false)
            if boundary, !current.isEmpty {
                words.append(current)
                current = ""
            }
            if character.isLetter || character.isNumber { current.append(character) }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.filter { $0.contains(where: \.isLetter) && $0.count >= 2 }.map { $0.lowercased() }
    }
}

/// What a word read by OCR may have been, for the letter shapes Tesseract confuses in caption
/// fonts: "m" read as "rn", "ri" or "in" ("coripiles"), "d" as "cl", "w" as "vv", "u" as "ii".
/// Indexed beside the word read, so that a query typed right finds it.
public enum MisreadRepair {
    /// The misreadings, as read and as meant.
    static let confusions: [(read: String, meant: String)] = [
        ("rn", "m"), ("ri", "m"), ("in", "m"), ("cl", "d"), ("vv", "w"), ("ii", "u"),
    ]

    /// The words `word` may have been, one confusion undone at each place it occurs; not
    /// `word` itself.
    public static func variants(of word: String) -> [String] {
        let letters = Array(word)
        var variants: [String] = []
        for (read, meant) in confusions {
            let pattern = Array(read)
            for start in letters.indices where letters[start...].starts(with: pattern) {
                let variant = String(letters[..<start]) + meant + String(letters[(start + pattern.count)...])
                if !variants.contains(variant) { variants.append(variant) }
            }
        }
        return variants
    }

    /// `words` and every word each may have been: what a query typed right is matched against.
    public static func withVariants(_ words: [String]) -> Set<String> {
        Set(words + words.flatMap(variants))
    }
}

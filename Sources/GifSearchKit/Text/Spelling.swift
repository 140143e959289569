/// Which known word a mistyped one was meant to be: for a config key or a command name.
public enum Spelling {
    /// The known word in `candidates` closest to `word`, ignoring case, when it is close enough
    /// to be a typo of it: at most one edit away for words of up to five letters, two for
    /// longer ones (an edit inserts, deletes or replaces a letter, or swaps two neighbours);
    /// the first of equally close ones; `nil` when none is close, or `word` is one of them.
    public static func nearest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        let allowed = typed.count > 5 ? 2 : 1
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let distance = Self.distance(typed, Array(candidate.lowercased()))
            guard candidate != word, distance <= allowed, distance < (best?.distance ?? .max) else { continue }
            best = (candidate, distance)
        }
        return best?.word
    }

    /// The edits that turn `a` into `b`: inserted, deleted or replaced characters, and swapped
    /// neighbours (the optimal string alignment distance).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        // rows[i][j]: the distance between the first i characters of `a` and the first j of `b`.
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let replace = rows[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, replace)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}

extension ExitStatus {
    /// The root help's section of exit statuses: a heading, then each status beside its meaning,
    /// wrapped under the meaning to fit 80 columns (the parser would wrap a long line back to the
    /// margin). scripts/build/manual.sh makes the man page's EXIT STATUS of it.
    static var helpSection: String {
        let margin = String(repeating: " ", count: meaningColumn)
        let entries = allCases.map { status in
            let number = "  \(status.rawValue)"
            let lines = wrapped(status.meaning, width: helpWidth - meaningColumn)
            return (number + margin.dropFirst(number.count)) + lines.joined(separator: "\n" + margin)
        }
        return (["EXIT STATUS:"] + entries).joined(separator: "\n")
    }

    /// Where a meaning starts: after the margin and the widest status.
    private static let meaningColumn = 7
    /// The widest line: the parser breaks lines as wide as the screen, and help is read at 80.
    private static let helpWidth = 79

    /// `text` in lines of at most `width` characters, broken at spaces.
    private static func wrapped(_ text: String, width: Int) -> [String] {
        text.split(separator: " ").reduce(into: [String]()) { lines, word in
            if let last = lines.last, last.count + 1 + word.count <= width {
                lines[lines.count - 1] += " " + word
            } else {
                lines.append(String(word))
            }
        }
    }
}

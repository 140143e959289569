import Foundation

/// The gifsearch command lines in a Markdown document's fenced code blocks, as a person would
/// copy them: a line ending in `\` and a line starting with `|` join the line before, a comment
/// (`#` after white space, outside quotes) is dropped, and runs of white space become one space.
enum ReadmeCommands {
    /// Every command line of the fenced code blocks in `markdown` that runs gifsearch (the word
    /// `gifsearch` as a program: at the start, in a pipeline, inside `$(…)` or a path ending in
    /// `/gifsearch`), in document order.
    static func extract(from markdown: String) -> [String] {
        logicalLines(inFencedBlocksOf: markdown).map(withoutComment).map(squeezed).filter(runsGifsearch)
    }

    /// The lines inside fenced code blocks (fences may be indented, as in a list), with
    /// continued lines joined.
    private static func logicalLines(inFencedBlocksOf markdown: String) -> [String] {
        var lines: [String] = []
        var inBlock = false
        var continued = false
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inBlock.toggle()
                continued = false
                continue
            }
            guard inBlock, !trimmed.isEmpty else { continue }
            if let last = lines.last, continued || trimmed.hasPrefix("|") {
                lines[lines.count - 1] = last + " " + trimmed
            } else {
                lines.append(trimmed)
            }
            continued = trimmed.hasSuffix("\\")
            if continued { lines[lines.count - 1].removeLast() }
        }
        return lines
    }

    /// `line` up to a `#` that follows white space outside quotes.
    private static func withoutComment(_ line: String) -> String {
        var quote: Character?
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == "#" && previous.isWhitespace {
                return String(line[..<index])
            }
            previous = character
        }
        return line
    }

    /// `line` without white space at its ends, and each run of white space inside it one space.
    private static func squeezed(_ line: String) -> String {
        line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Whether `line` runs gifsearch.
    private static func runsGifsearch(_ line: String) -> Bool {
        line.contains(/(^|[\s|;&(\/])gifsearch(\s|$)/)
    }
}

import GifSearchKit
import Terminal

/// What the picker's keys do, in words, read off `PickerKeymap`: the hint line at the bottom of
/// the screen and the keys in `pick --help` both come from the bindings, so neither can name a
/// key that does something else.
enum PickerKeyHelp {
    /// The hint line: the first key of each input with a word, `↑↓ move · Enter print · …`;
    /// made once for each, as the picker draws it on every redraw.
    static func hint(multi: Bool) -> String {
        multi ? multiHint : singleHint
    }

    private static let singleHint = makeHint(multi: false)
    private static let multiHint = makeHint(multi: true)

    private static func makeHint(multi: Bool) -> String {
        let bindings = PickerKeymap.browsing(multi: multi)
        let move = [PickerInput.move(-1), .move(1)].compactMap { keys(for: $0, in: bindings).first?.symbol }
        let rest: [(PickerInput, String)] =
            [(.choose, "print")] + (multi ? [(.toggleMark(backward: false), "mark")] : [])
            + [(.download, "download"), (.copy, "copy"), (.open, "open"), (.star, "star"), (.cancel, "quit")]
        return
            ([move.joined() + " move"]
            + rest.compactMap { input, word in
                keys(for: input, in: bindings).first.map { "\($0.symbol) \(word)" }
            }).joined(separator: " · ")
    }

    /// The keys that act on the choice, for `pick --help`: "Esc, Ctrl-C or Ctrl-Q quit …".
    static let discussion: String = {
        let bindings = PickerKeymap.browsing(multi: false)
        let sentences: [(PickerInput, String)] = [
            (.cancel, "quit with exit 130 and print nothing"),
            (.chooseAndPaste, "copies the choice and pastes it, as --paste does"),
            (.download, "downloads into -o DIR"),
            (.copy, "copies as --copy says (a file on a desktop, else the URL; text also by OSC 52)"),
            (.open, "opens the Giphy page"),
            (.star, "stars or unstars the selection (★)"),
        ]
        return sentences.map { input, words in "\(spoken(keys(for: input, in: bindings))) \(words)" }
            .joined(separator: "; ") + "."
    }()

    /// The keys bound to `input`: named keys first, then Ctrl keys in the alphabet's order.
    static func keys(for input: PickerInput, in bindings: [Key: PickerInput]) -> [Key] {
        bindings.filter { $0.value == input }.map(\.key).sorted { ($0.rank, $0.name) < ($1.rank, $1.name) }
    }

    /// `keys` as a sentence says them: "Esc, Ctrl-C or Ctrl-Q".
    private static func spoken(_ keys: [Key]) -> String {
        keys.map(\.name).spokenList
    }
}

extension Key {
    /// How help names the key: `Ctrl-D`, `Enter`, `Up`.
    var name: String {
        switch self {
        case .ctrl(let letter): "Ctrl-\(letter.uppercased())"
        case .enter: "Enter"
        case .altEnter: "Alt-Enter"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .escape: "Esc"
        case .up: "Up"
        case .down: "Down"
        case .left: "Left"
        case .right: "Right"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .character(let scalar): String(scalar)
        case .alt(let scalar): "Alt-\(scalar)"
        case .paste: "a paste"
        }
    }

    /// How the hint line writes the key, shortest: `^D`, `↑`.
    var symbol: String {
        switch self {
        case .ctrl(let letter): "^\(letter.uppercased())"
        case .up: "↑"
        case .down: "↓"
        default: name
        }
    }

    /// Named keys before Ctrl keys.
    fileprivate var rank: Int {
        if case .ctrl = self { return 1 }
        return 0
    }
}

import GifSearchKit
import Terminal

/// Which key does what in the picker, as data (fzf's bindings where they overlap): keys that
/// edit the query, move the selection and act on the choice; and, while an API key is asked
/// for, the few that type it.
enum PickerKeymap {
    /// The picker's bindings, made once for each: text and pastes are typed into the query; with
    /// `--multi`, Tab marks (and moves down) and Shift-Tab moves up and marks, and without, Tab
    /// takes the first suggestion.
    static func browsing(multi: Bool) -> [Key: PickerInput] {
        multi ? multiBrowsing : singleBrowsing
    }

    private static let singleBrowsing = shared.merging([.tab: .takeSuggestion]) { $1 }
    private static let multiBrowsing = shared.merging([
        .tab: .toggleMark(backward: false), .backTab: .toggleMark(backward: true),
    ]) { $1 }

    /// The bindings with and without `--multi` alike.
    private static let shared: [Key: PickerInput] = [
        .backspace: .deleteBackward, .delete: .deleteForward, .left: .cursorLeft, .right: .cursorRight,
        .ctrl("a"): .cursorToStart, .ctrl("e"): .cursorToEnd, .ctrl("u"): .deleteToStart,
        .ctrl("w"): .deleteWordBackward,
        .up: .move(-1), .ctrl("p"): .move(-1), .ctrl("k"): .move(-1),
        .down: .move(1), .ctrl("n"): .move(1), .ctrl("j"): .move(1),
        .pageUp: .movePage(-1), .pageDown: .movePage(1), .home: .moveToTop, .end: .moveToBottom,
        .enter: .choose, .altEnter: .chooseAndPaste, .escape: .cancel, .ctrl("c"): .cancel, .ctrl("q"): .cancel,
        .ctrl("d"): .download, .ctrl("y"): .copy, .ctrl("o"): .open, .ctrl("s"): .star, .ctrl("v"): .chooseAndPaste,
    ]

    /// While an API key is asked for: typing adds to it, Enter tries it, Esc gives up, Ctrl-C
    /// quits.
    static let enteringKey: [Key: PickerInput] = [
        .backspace: .deleteBackward, .enter: .choose, .escape: .cancel, .ctrl("c"): .interrupt, .ctrl("d"): .cancel,
        .ctrl("q"): .cancel,
    ]

    /// The input for `key` under `bindings`: its binding, or the text it types.
    static func input(for key: Key, in bindings: [Key: PickerInput]) -> PickerInput? {
        switch key {
        case .character(let scalar): .insert(String(scalar))
        case .paste(let text): .insert(text)
        default: bindings[key]
        }
    }
}

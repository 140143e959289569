import GifSearchKit
import Terminal

extension Clipboard {
    /// The clipboard step of every copy: puts `put` on the clipboard (text also by OSC 52
    /// through `terminal`, when there is one) and says what came of it.
    func put(_ put: ClipboardPut, terminal: TTY?) -> ClipboardOutcome {
        let content: ClipboardContent =
            switch put {
            case .files(let paths): .files(paths)
            case .text(let targets, let form): .text(CopyText.lines(of: targets, form: form).joined(separator: "\n"))
            }
        switch copy(content, terminal: terminal) {
        case .copied(let tool): return .copied(by: tool)
        case .sentToTerminal: return .copied(by: ClipboardOutcome.terminalTool)
        case .notCopied(let reason): return .notCopied(reason)
        }
    }
}

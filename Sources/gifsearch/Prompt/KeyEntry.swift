import Terminal

/// A secret typed without echo: characters and pastes add to it, Backspace takes the last one
/// off, Enter accepts it, Esc or Ctrl-C refuses.
struct KeyEntry: Sendable {
    private(set) var text = ""
    /// Set once the person is done: the text, or `nil` when they refused.
    private(set) var result: String??

    mutating func apply(_ key: Key) {
        guard result == nil else { return }
        switch key {
        case .character(let scalar): text.unicodeScalars.append(scalar)
        case .paste(let pasted): text += pasted.filter { !$0.isNewline && !$0.isWhitespace }
        case .backspace: _ = text.popLast()
        case .enter: result = .some(text.trimmingSpaces)
        case .escape, .ctrl("c"), .ctrl("d"), .ctrl("q"): result = .some(nil)
        default: break
        }
    }
}

import RxCore

extension TTY {
    /// Writes `prompt` and reads a secret typed without echo (`SecretEntry`): the text when
    /// Enter accepts it, `nil` when the person refuses, the error `TerminalError.interrupted`
    /// on Ctrl-C, and `cannotSetMode` (nothing written) when raw mode cannot be entered. The terminal is restored, and the prompt's line
    /// ended, before the answer is given (so that what follows starts a line of its own), or
    /// when disposed.
    public func secret(after prompt: String, scheduler: SchedulerType) -> Observable<String?> {
        Observable.deferred {
            do throws(TerminalError) {
                try self.enterRawMode(undo: "\n")
            } catch {
                return .error(error)
            }
            self.write(prompt)
            return Key.decode(self.input(), scheduler: scheduler)
                .scan(SecretEntry()) { entry, key in
                    var entry = entry
                    entry.apply(key)
                    return entry
                }
                .filter { $0.result != nil }
                .take(1)
                .map { entry -> String? in
                    self.restore()
                    if entry.interrupted { throw TerminalError.interrupted }
                    return entry.result ?? nil
                }
                .do(onDispose: { self.restore() })
        }
    }

    /// Writes `question` and waits for one key: whether it was `y` or `Y`. The terminal is
    /// restored before it returns; `false` when raw mode cannot be entered.
    public func confirm(_ question: String, scheduler: SchedulerType) -> Bool {
        guard (try? enterRawMode(undo: "\n")) != nil else { return false }
        write(question)
        let answer = Key.decode(input(), scheduler: scheduler).take(1).waitForResult()
        restore()
        guard case .success(let keys) = answer else { return false }
        return keys.first == .character("y") || keys.first == .character("Y")
    }
}

/// A secret typed without echo: characters and pastes add to it (a paste's spaces and line
/// breaks left out), Backspace takes the last one off, Enter accepts it without the spaces
/// around it, Esc, Ctrl-D or Ctrl-Q refuses, and Ctrl-C refuses and interrupts.
struct SecretEntry: Sendable {
    private(set) var text = ""
    /// Set once the person is done: the text, or `nil` when they refused.
    private(set) var result: String??
    /// Whether the refusal was Ctrl-C: the person interrupted the command.
    private(set) var interrupted = false

    mutating func apply(_ key: Key) {
        guard result == nil else { return }
        switch key {
        case .character(let scalar): text.unicodeScalars.append(scalar)
        case .paste(let pasted): text += pasted.filter { !$0.isNewline && !$0.isWhitespace }
        case .backspace: _ = text.popLast()
        case .enter:
            result = .some(String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()))
        case .escape, .ctrl("d"), .ctrl("q"): result = .some(nil)
        case .ctrl("c"):
            result = .some(nil)
            interrupted = true
        default: break
        }
    }
}

import RxCore

/// Asking for an API key in the status line, while the picker runs.
extension PickerModel.PickerRun {
    /// Asks for an API key in the status line; the answer is the key typed and accepted.
    func askForKey(_ failure: SearchFailure) -> Observable<String?> {
        Observable.deferred {
            guard self.configuration.asksForKey else { return .just(nil) }
            let answer = ReplaySubject<String?>.create(bufferSize: 1)
            let provider = failure.provider ?? self.model.source.primaryProvider
            _ = self.model.scheduler.schedule(self) { run in
                run.change { $0.keyEntry = KeyEntry(failure: failure, provider: provider, answer: answer) }
                return Disposables.create()
            }
            return answer.asObservable()
        }
    }

    /// An input while an API key is asked for: typing adds to it (never shown, only
    /// counted), Enter tries it, Esc gives up, Ctrl-C quits.
    func enterKey(_ input: PickerInput, into entry: KeyEntry) {
        var entry = entry
        switch input {
        case .insert(let typed): entry.text += typed.filter { !$0.isWhitespace && !$0.isNewline }
        case .deleteBackward: _ = entry.text.popLast()
        case .choose:
            keyEntry = nil
            keyOnTrial = (entry.text, entry.provider)
            state.status = .tryingKey
            entry.answer.onNext(entry.text)
            entry.answer.onCompleted()
            return
        case .cancel: return end(.noKey(entry.failure))
        case .interrupt: return end(.cancelled)
        default: return
        }
        keyEntry = entry
    }
}

/// An API key being typed at the picker's prompt: why it is asked for, whose, what is typed so
/// far, and where the answer goes.
struct KeyEntry {
    let failure: SearchFailure
    let provider: ProviderName
    var text = ""
    let answer: ReplaySubject<String?>
}

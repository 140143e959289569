import GifSearchKit
import RxCore
import Terminal

/// Asks on the terminal for an API key (the failing provider's) when the one in force is missing or rejected
/// (`GifSearchService.retryingWithNewKey`), and afterwards offers to save a key that worked.
/// Only for people: there is none unless stdin and stderr are terminals and input is allowed.
final class KeyPrompt: Sendable {
    private let tty: TTY
    private let errors: OutputChannel
    private let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "gifsearch.prompt")
    /// The last key typed, and whose.
    private let typed = LockedState<(key: String, provider: ProviderName)?>(nil)

    private init(tty: TTY, errors: OutputChannel) {
        self.tty = tty
        self.errors = errors
    }

    /// A prompt, when a person can answer one: stdin and stderr are terminals and there is a
    /// terminal to read (whether asking is allowed at all is `ServiceOptions.mayAsk`).
    static func forPerson(in context: CommandContext) -> KeyPrompt? {
        guard context.inputIsTerminal, context.errors.isTerminal, let tty = try? context.openTTY()
        else { return nil }
        return KeyPrompt(tty: tty, errors: context.errors)
    }

    /// Says why a key is needed and reads one without echo. The reason is the failure's one
    /// line, told here and not again: giving up (Esc, or Enter on nothing) fails with it as
    /// already reported, Ctrl-C as interrupted (exit 130). `nil` when the terminal cannot ask:
    /// the failure is then told as usual.
    func ask(_ error: SearchFailure) -> Observable<String?> {
        let provider = error.provider ?? .original
        return tty.secret(
            after: OutputChannel.diagnostic(ErrorReport.describe(error))
                + "\(provider.displayName) API key (Esc to give up): ",
            scheduler: scheduler
        )
        .map { key -> String? in
            guard let key, !key.isEmpty else { throw ReportedFailure(error.kind) }
            return key
        }
        .catch { failure in
            switch failure as? TerminalError {
            case .interrupted?: throw ReportedFailure.interrupted
            case .some: return .just(nil)
            case nil: throw failure
            }
        }
        .do(onNext: { key in self.typed.withLock { $0 = key.map { ($0, provider) } } })
    }

    /// After a typed key worked: asks whether to save it to `path`, and does on `y`.
    func offerToSave(to path: String) {
        guard let typed = typed.withLock({ $0 }) else { return }
        Self.offerToSave(typed.key, of: typed.provider, to: path, on: tty, errors: errors, scheduler: scheduler)
    }

    /// Asks on `tty` whether to save `key`, `provider`'s, to `path`, and does on `y`.
    static func offerToSave(
        _ key: String, of provider: ProviderName, to path: String, on tty: TTY, errors: OutputChannel,
        scheduler: SchedulerType
    ) {
        guard let name = ConfigFile.keyName(of: provider),
            tty.confirm("Save it to \(TerminalText.sanitize(path))? [y/N] ", scheduler: scheduler)
        else { return }
        do throws(ConfigFileError) {
            try ConfigFile.save(name, value: key, to: path)
        } catch {
            errors.write(OutputChannel.diagnostic("cannot save the key: \(error.message)"))
        }
    }
}

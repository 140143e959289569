import Dispatch
import FoundationEssentials
internal import HTTP
import RxCore

extension GifSearchService {
    /// How long one action call may take, while the command goes on.
    static let actionTimeout: Double = 5
    /// The most a pingback's answer may be: it is read only to be thrown away.
    static let actionBodyLimit = 64 << 10

    /// Keeps `action` in the history first (when `recordsHistory` and the action is one kept
    /// there, at once, on the caller's thread); then, only when `registersActions`, tells the
    /// providers of `gifs` in the background: Giphy through the GIF's Action Register URL with
    /// this installation's `random_id` and the time, KLIPY through its share event (sends only,
    /// with `query` when the GIF was found by one). No call is ever waited for, retried or
    /// reported as a failure of the command.
    public func register(_ action: GIFAction, of gifs: [GIFResult], query: String? = nil) {
        if settings.recordsHistory, action.isKeptInHistory { keepInHistory(action, of: gifs, query: query) }
        guard settings.registersActions else { return }
        let milliseconds = Int(Date().timeIntervalSince1970 * 1000)
        for gif in gifs {
            guard let call = actionCall(action.registered, of: gif, query: query, at: milliseconds) else { continue }
            actionRegister.start(call, name: "\(action.registered) of \(gif.id)")
        }
    }

    /// Keeps `action` in the library's history; a failure is a warning, never the command's.
    private func keepInHistory(_ action: GIFAction, of gifs: [GIFResult], query: String?) {
        do throws(SearchFailure) {
            try library().record(action, of: gifs, query: query)
        } catch {
            settings.onWarning?("history not kept: \(error.message)")
        }
    }

    /// Waits until `deadline` at most for the action calls under way, then abandons the rest:
    /// what a command does before it exits.
    public func finishRegistering(by deadline: DispatchTime) {
        actionRegister.finish(by: deadline)
    }

    /// The call that registers `action` on `gif` at `milliseconds` since 1970, as its provider
    /// makes it, or `nil` when the provider asks for none (one without a web API never does).
    private func actionCall(_ action: RegisteredAction, of gif: GIFResult, query: String?, at milliseconds: Int)
        -> Observable<Void>?
    {
        guard let web = gif.provider.profile.web else { return nil }
        let context = ActionContext(
            userID: actionUserID(gif.provider, keptIn: web.actionUserIDFile), milliseconds: milliseconds,
            session: { self.session },
            report: settings.onAction, timeout: Self.actionTimeout, bodyLimit: Self.actionBodyLimit)
        return provider(gif.provider).actionCall(action, of: gif, query: query, context: context)
    }

    /// The id `provider` knows this installation by: the one kept in the state folder's `file`,
    /// else a new one (as the provider makes it), kept for next time. Obtained once per
    /// service: a failure is not tried again.
    private func actionUserID(_ provider: ProviderName, keptIn file: String) -> Observable<String> {
        actionUserIDs.withLock { ids in
            if let id = ids[provider] { return id }
            let store = ActionUserID(fileName: file, directory: settings.stateDirectory)
            let id = Observable<String>.deferred { [weak self] in
                if let kept = store.kept() { return .just(kept) }
                guard let self else { return .empty() }
                return self.provider(provider).newActionUserID(timeout: Self.actionTimeout).map { id in
                    guard ActionUserID.isValid(id) else {
                        throw SearchFailure(
                            kind: .badData, provider: provider,
                            message: "\(provider.displayName)'s random id is not one")
                    }
                    store.keep(id)
                    return id
                }
            }
            .share(replay: 1, scope: .forever)
            ids[provider] = id
            return id
        }
    }
}

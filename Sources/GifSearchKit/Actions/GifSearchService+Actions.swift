import Dispatch
import FoundationEssentials
internal import HTTP
internal import Klipy
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

    /// The call that registers `action` on `gif` at `milliseconds` since 1970, or `nil` when its
    /// provider asks for none (a Giphy GIF without a usable URL for it; KLIPY but for sends).
    private func actionCall(_ action: RegisteredAction, of gif: GIFResult, query: String?, at milliseconds: Int)
        -> Observable<Void>?
    {
        switch gif.provider {
        case .giphy:
            guard let url = gif.actionURLs[action], HTTPRequest.isHTTPURL(url),
                !TerminalText.containsControlCharacters(url), !url.contains(" "), !url.contains("#")
            else { return nil }
            let (session, report) = (session, settings.onAction)
            return actionUserID(.giphy).flatMap { randomID -> Observable<Void> in
                let separator = url.contains("?") ? "&" : "?"
                let request = HTTPRequest(
                    url: url + separator + "random_id=\(QueryURL.encode(randomID))&ts=\(milliseconds)",
                    maxBodySize: Self.actionBodyLimit
                ).limited(to: Self.actionTimeout)
                report?("\(action) of \(gif.id): GET \(request.redactedURL)")
                return session.rx.data(request: request).map { _ in }
            }
        case .klipy:
            guard action == .send, let slug = GIFID.parse(gif.id)?.id else { return nil }
            let (client, report, base) = (klipy.client, settings.onAction, settings.klipyURL)
            return actionUserID(.klipy).flatMap { customerID -> Observable<Void> in
                let path = KlipyClient.sharePath(slug: slug, stickers: gif.isSticker)
                report?("\(action) of \(gif.id): POST \(base)/api/v1/***\(path)")
                return client.share(
                    slug: slug, customerID: customerID, query: query, stickers: gif.isSticker,
                    timeout: Self.actionTimeout)
            }
        }
    }

    /// The id `provider` knows this installation by: the one kept in the state folder, else a
    /// new one (Giphy's from `/v1/randomid`, KLIPY's made here), kept for next time. Obtained
    /// once per service: a failure is not tried again.
    private func actionUserID(_ provider: ProviderName) -> Observable<String> {
        actionUserIDs.withLock { ids in
            if let id = ids[provider] { return id }
            let store = ActionUserID(
                fileName: provider == .giphy ? "giphy-random-id" : "klipy-customer-id",
                directory: settings.stateDirectory)
            let id = Observable<String>.deferred { [weak self] in
                if let kept = store.kept() { return .just(kept) }
                guard let self else { return .empty() }
                let made: Observable<String> =
                    provider == .giphy
                    ? giphy.client.randomID(timeout: Self.actionTimeout) : .just(UUID().uuidString.lowercased())
                return made.map { id in
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

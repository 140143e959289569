import FoundationEssentials
internal import HTTP
import RxCore

extension GiphyProvider {
    /// Giphy's Action Register: a GET of the URL the GIF carries for `action`, with this
    /// installation's `random_id` and the time; none when the GIF has no usable URL for it.
    func actionCall(_ action: RegisteredAction, of gif: GIFResult, query: String?, context: ActionContext)
        -> Observable<Void>?
    {
        guard let url = gif.actionURLs[action], HTTPRequest.isHTTPURL(url),
            !TerminalText.containsControlCharacters(url), !url.contains(" "), !url.contains("#")
        else { return nil }
        return context.userID.flatMap { randomID -> Observable<Void> in
            let separator = url.contains("?") ? "&" : "?"
            let request = HTTPRequest(
                url: url + separator + "random_id=\(QueryURL.encode(randomID))&ts=\(context.milliseconds)",
                maxBodySize: context.bodyLimit
            ).limited(to: context.timeout)
            context.report?("\(action) of \(gif.id): GET \(request.redactedURL)")
            return context.session().rx.data(request: request).map { _ in }
        }
    }

    /// Giphy's own `random_id` for this installation, from `/v1/randomid`.
    func newActionUserID(timeout: Double) -> Observable<String> {
        client.randomID(timeout: timeout)
    }
}

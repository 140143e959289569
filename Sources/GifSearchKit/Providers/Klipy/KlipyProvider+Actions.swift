import FoundationEssentials
internal import HTTP
internal import Klipy
import RxCore

extension KlipyProvider {
    /// KLIPY's share event, for sends alone, with `query` when the GIF was found by one.
    func actionCall(_ action: RegisteredAction, of gif: GIFResult, query: String?, context: ActionContext)
        -> Observable<Void>?
    {
        guard action == .send, let slug = GIFID.parse(gif.id)?.id else { return nil }
        return context.userID.flatMap { customerID -> Observable<Void> in
            let path = KlipyClient.sharePath(slug: slug, stickers: gif.isSticker)
            context.report?("\(action) of \(gif.id): POST \(baseURL)/api/v1/***\(path)")
            return client.share(
                slug: slug, customerID: customerID, query: query, stickers: gif.isSticker, timeout: context.timeout)
        }
    }

    /// A customer id made here: KLIPY takes any.
    func newActionUserID(timeout: Double) -> Observable<String> {
        .just(UUID().uuidString.lowercased())
    }
}

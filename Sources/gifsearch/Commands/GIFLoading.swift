import GifSearchKit

extension GiphyOptions {
    /// The bytes `reference` names, waiting for them (asking for a key when a person can
    /// answer); a failure is printed about the GIF and returned as its exit status.
    func load(_ reference: GIFReference, rendition: String, from service: GifSearchService) -> Result<
        [UInt8], ExitFailure
    > {
        switch askingForKey(service.bytes(of: reference, rendition: rendition), service: service).waitForResult() {
        case .success(let values): return .success(values.first ?? [])
        case .failure(let error):
            return .failure(ExitFailure(status: ErrorReport.fail(error, about: reference.displayName)))
        }
    }
}

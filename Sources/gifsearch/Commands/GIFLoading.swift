import GifSearchKit

extension GifSearchService {
    /// The bytes `reference` names, waiting for them; a failure is printed about the GIF and
    /// returned as its exit status.
    func load(_ reference: GIFReference, rendition: String) -> Result<[UInt8], ExitFailure> {
        switch bytes(of: reference, rendition: rendition).waitForResult() {
        case .success(let values): return .success(values.first ?? [])
        case .failure(let error):
            return .failure(ExitFailure(status: ErrorReport.fail(error, about: reference.displayName)))
        }
    }
}

import GifSearchKit
import RxCore

extension ServiceOptions {
    /// The bytes `reference` names, waiting for them (asking for a key when a person can
    /// answer); a failure is printed about the GIF and returned as reported.
    func load(
        _ reference: GIFReference, rendition: RenditionChoice, from service: GifSearchService,
        in context: CommandContext
    ) -> Result<(bytes: [UInt8], result: GIFResult?), ReportedFailure> {
        switch askingForKey(service.gif(of: reference, rendition: rendition), service: service, in: context)
            .waitForResult()
        {
        case .success(let values): return .success(values.first ?? ([], nil))
        case .failure(let error):
            return .failure(context.fail(error, about: reference.displayName))
        }
    }
}

extension ServiceOptions {
    /// The bytes the command-line `argument` names, the name messages give it, and what tells
    /// its provider that the person acted on it (nothing for a file or URL); a failure is
    /// printed and thrown as reported.
    func loadGIF(_ argument: String, rendition: RenditionChoice, in context: CommandContext) throws -> (
        bytes: [UInt8], name: String, register: (GIFAction) -> Void
    ) {
        let reference = GIFReference(argument: argument)
        let service = try service(in: context)
        switch load(reference, rendition: rendition, from: service, in: context) {
        case .success(let loaded):
            guard let gif = loaded.result else { return (loaded.bytes, reference.displayName, { _ in }) }
            return (loaded.bytes, reference.displayName, { service.register($0, of: [gif]) })
        case .failure(let failure): throw failure
        }
    }
}

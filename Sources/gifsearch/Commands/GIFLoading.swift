import GifSearchKit

extension ServiceOptions {
    /// The bytes `reference` names, waiting for them (asking for a key when a person can
    /// answer); a failure is printed about the GIF and returned as its exit status.
    func load(
        _ reference: GIFReference, rendition: RenditionChoice, from service: GifSearchService,
        in context: CommandContext
    ) -> Result<[UInt8], ExitFailure> {
        switch askingForKey(service.bytes(of: reference, rendition: rendition), service: service, in: context)
            .waitForResult()
        {
        case .success(let values): return .success(values.first ?? [])
        case .failure(let error):
            return .failure(ExitFailure(status: context.fail(error, about: reference.displayName)))
        }
    }
}

extension ServiceOptions {
    /// The bytes the command-line `argument` names, and the name messages give it; a failure is
    /// printed and thrown as its exit status.
    func loadGIF(_ argument: String, rendition: RenditionChoice, in context: CommandContext) throws -> (
        bytes: [UInt8], name: String
    ) {
        let reference = GIFReference(argument: argument)
        switch load(reference, rendition: rendition, from: try service(in: context), in: context) {
        case .success(let bytes): return (bytes, reference.displayName)
        case .failure(let failure): throw failure.status
        }
    }
}

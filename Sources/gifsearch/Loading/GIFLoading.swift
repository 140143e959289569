import Dispatch
import GIF
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
        let service = try service(in: context, use: reference.use)
        switch load(reference, rendition: rendition, from: service, in: context) {
        case .success(let loaded):
            guard let gif = loaded.result else { return (loaded.bytes, reference.displayName, { _ in }) }
            return (loaded.bytes, reference.displayName, { service.register($0, of: [gif]) })
        case .failure(let failure): throw failure
        }
    }
}

/// A GIF the command line names whose bytes are arriving, and what keeps them coming.
struct LoadingGIF {
    let stream: GIFStream
    /// The name messages give it.
    let name: String
    /// Tells its provider that the person acted on it (nothing for a file or URL).
    let register: (GIFAction) -> Void
    /// Cancels the transfer still under way, if any.
    let transfer: Disposable
}

extension ServiceOptions {
    /// The GIF the command-line `argument` names, returned once its first bytes are in while
    /// the rest go on arriving (asking for a key when a person can answer); a failure before
    /// then is printed and thrown as reported.
    func loadArriving(_ argument: String, rendition: RenditionChoice, in context: CommandContext) throws
        -> LoadingGIF
    {
        let reference = GIFReference(argument: argument)
        let service = try service(in: context, use: reference.use)
        let first = DispatchSemaphore(value: 0)
        let outcome = LockedState<Result<ArrivingGIF, Error>?>(nil)
        let arriving = service.arrivingGIF(of: reference, rendition: rendition)
        let transfer = askingForKey(arriving, service: service, in: context, offeringAtFirst: true)
            .subscribe(
                onNext: { arriving in
                    outcome.withLock { $0 = $0 ?? .success(arriving) }
                    first.signal()
                },
                onError: { error in
                    outcome.withLock { $0 = $0 ?? .failure(error) }
                    first.signal()
                }, onCompleted: { first.signal() })
        first.wait()
        switch outcome.withLock({ $0 }) {
        case .success(let arriving):
            let gif = arriving.result
            return LoadingGIF(
                stream: arriving.stream, name: reference.displayName,
                register: gif.map { gif in { service.register($0, of: [gif]) } } ?? { _ in }, transfer: transfer)
        case .failure(let error):
            transfer.dispose()
            throw context.fail(error, about: reference.displayName)
        case nil:
            transfer.dispose()
            throw context.fail(.badData, "nothing arrived", about: reference.displayName)
        }
    }
}

extension GIFReference {
    /// What loading it uses: a provider for an id, nothing of theirs for a file or URL.
    var use: SettingsUse {
        if case .id = self { .providers } else { .files }
    }
}

import GifSearchKit
import RxCore

/// What a command that lists GIFs works with: the service its options made (none for the
/// library offline), those options (the key prompt, `--quiet`, `--offline`) and the command's
/// context. Requests are wrapped in the key prompt here, and what is said about results (that
/// they are stale, and why) is said here.
struct ServiceSession {
    let service: GifSearchService?
    let options: ServiceOptions
    let context: CommandContext

    /// `requests`, asking for a key when one is missing or rejected and a person can answer
    /// (`ServiceOptions.askingForKey`); as they are without a service.
    func askingForKey<Element>(_ requests: Observable<Element>, offeringAtFirst: Bool = false)
        -> Observable<Element>
    {
        guard let service else { return requests }
        return options.askingForKey(requests, service: service, in: context, offeringAtFirst: offeringAtFirst)
    }

    /// Says, unless `--quiet`, that the results shown are `age` seconds old, from the cache,
    /// and why: working offline, or the network failed.
    func warnStale(_ age: Double?) {
        guard !options.quiet, let age else { return }
        context.warning(
            "\(options.offline ? "offline" : "the network failed"); showing results cached "
                + "\(StaleAge.describe(seconds: age)) ago")
    }
}

extension ServiceOptions {
    /// The service these options configure (`service(in:)`), in a session.
    func session(in context: CommandContext) throws -> (service: GifSearchService, session: ServiceSession) {
        let service = try service(in: context)
        return (service, ServiceSession(service: service, options: self, context: context))
    }
}

import FoundationEssentials
import HTTP

/// The GIF a command names: a file (or `-` for stdin), an http(s) URL, or a Giphy id resolved
/// through the API to a rendition. Failures are printed and returned as the exit status.
struct GIFInput {
    let options: GiphyOptions
    let rendition: String
    private let session: CurlSession?

    /// Inputs for `arguments`; a session is made only when one of them needs the network.
    init(arguments: [String], options: GiphyOptions, rendition: String) {
        self.options = options
        self.rendition = rendition
        session =
            arguments.contains(where: { GIFDownload.isURL($0) || Self.isGiphyID($0) }) ? options.network.session() : nil
    }

    /// How `argument` is shown: a URL without its api_key.
    static func displayName(_ argument: String) -> String {
        GIFDownload.isURL(argument) ? HTTPRequest(url: argument).redactedURL : argument
    }

    /// The bytes `argument` names.
    func load(_ argument: String) -> Result<[UInt8], ExitFailure> {
        guard let session, GIFDownload.isURL(argument) || Self.isGiphyID(argument) else {
            guard let bytes = Diagnostics.read(argument) else {
                return .failure(ExitFailure(status: ExitStatus.nothingFound))
            }
            return .success(bytes)
        }
        let url: String
        if GIFDownload.isURL(argument) {
            url = argument
        } else {
            switch resolve(id: argument, session: session) {
            case .success(let resolved): url = resolved
            case .failure(let failure): return .failure(failure)
            }
        }
        return GIFDownload.fetch(url, options: options.network, session: session)
    }

    /// Whether `argument` names a Giphy id rather than a file: no such file, and id characters.
    static func isGiphyID(_ argument: String) -> Bool {
        !GIFDownload.isURL(argument) && argument != "-" && !FileManager.default.fileExists(atPath: argument)
            && argument.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// The URL of the chosen rendition of the GIF with `id`.
    private func resolve(id: String, session: CurlSession) -> Result<String, ExitFailure> {
        switch options.client(session: session).gif(id: id).waitForResult() {
        case .success(let results):
            guard let url = results.first?.value.rendition(rendition)?.url else {
                Diagnostics.error("has no '\(rendition)' rendition", about: id)
                return .failure(ExitFailure(status: ExitStatus.nothingFound))
            }
            return .success(url)
        case .failure(let error):
            return .failure(ExitFailure(status: GiphyRun.fail(error)))
        }
    }
}

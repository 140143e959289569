internal import HTTP
internal import Klipy

extension ProviderProfile {
    /// KLIPY: ids typed `klipy:…`, fewer sizes than Giphy, its responses on disk for at most a
    /// day.
    static let klipy = ProviderProfile(
        displayName: WebAPI.klipy.name,
        choiceHelp: "KLIPY",
        idPrefix: "klipy:",
        isValidID: { KlipyClient.isValid(id: $0) },
        formats: klipyFormats,
        capabilities: [],
        source: .web(
            WebProvider(
                api: .klipy,
                responseKeeping: .onDisk(longestKept: 24 * 3600),
                actionUserIDFile: "klipy-customer-id",
                makeProvider: { setup in
                    KlipyProvider(
                        client: KlipyClient(connection: setup.connection, apiKey: setup.key, baseURL: setup.baseURL),
                        baseURL: setup.baseURL)
                })))

    /// KLIPY's names for a rendition: `original` is its `gif`; `fixed_height`, `fixed_width`
    /// and the `downsized` family its `mediumgif`; the small sizes (`fixed_*_small`,
    /// `*_downsampled`, `small`) its `tinygif`; `preview` and `preview_gif` its `nanogif`; a
    /// name the table does not know is taken as KLIPY's own.
    private static func klipyFormats(_ rendition: Rendition) -> [String] {
        let name = rendition.rawValue
        switch name {
        case "original": return ["gif"]
        case "fixed_height", "fixed_width", "downsized", "downsized_large", "downsized_medium":
            return ["mediumgif", "gif"]
        case "fixed_height_small", "fixed_width_small", "fixed_height_downsampled", "fixed_width_downsampled",
            "small":
            return ["tinygif", "mediumgif"]
        case "preview", "preview_gif": return ["nanogif", "tinygif"]
        default: return [name]
        }
    }
}

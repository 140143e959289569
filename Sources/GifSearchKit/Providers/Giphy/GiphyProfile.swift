internal import Giphy
internal import HTTP

extension ProviderProfile {
    /// Giphy: ids as they are, renditions by Giphy's own names, random and translate; its
    /// responses, which carry media URLs, on disk only for an integration GIPHY approved for
    /// media caching, else in memory for a minute (the picker going back to a query,
    /// thumbnails of a page just listed).
    static let giphy = ProviderProfile(
        displayName: WebAPI.giphy.name,
        choiceHelp: "Giphy",
        idPrefix: "",
        isValidID: { GiphyLimits.isValid(id: $0) },
        formats: { [$0.rawValue] },
        capabilities: [.random, .translate],
        source: .web(
            WebProvider(
                api: .giphy,
                responseKeeping: .onDiskWhenApproved(memoryFresh: 60, offlineRefusal: offlineRefusal),
                actionUserIDFile: "giphy-random-id",
                makeProvider: { setup in
                    GiphyProvider(
                        client: GiphyClient(
                            connection: setup.connection, apiKey: setup.key, baseURL: setup.baseURL,
                            refusal: setup.refusal))
                })))

    /// Why `--offline` asks Giphy nothing when its responses are not kept on disk.
    private static let offlineRefusal =
        "--offline has nothing to show from Giphy: its results are not kept on disk, as GIPHY "
        + "allows only integrations it approved for media caching ('giphy_media_cache = approved' in the "
        + "config file); KLIPY's are (--provider klipy --offline), and so are the files you keep (fav add --keep)"
}

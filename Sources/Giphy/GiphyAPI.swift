import HTTP

extension WebAPI {
    /// Giphy, as its errors name it.
    public static let giphy = WebAPI(
        name: "Giphy",
        keySources: "use --api-key, set GIPHY_API_KEY, or put 'api_key = …' in ~/.config/gifsearch/config",
        keyCheck: "--api-key or GIPHY_API_KEY", urlSetting: "--api-url or GIFSEARCH_API_URL",
        messageInErrorBody: GiphyErrorBody.message(in:))
}

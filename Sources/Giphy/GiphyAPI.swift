import HTTP

extension WebAPI {
    /// Giphy, as its errors name it.
    public static let giphy = WebAPI(
        name: "Giphy",
        keyVariable: "GIPHY_API_KEY", configKey: "api_key", urlSetting: "--api-url or GIFSEARCH_API_URL",
        messageInErrorBody: GiphyErrorBody.message(in:))
}

import HTTP

extension WebAPI {
    /// Giphy, as its errors name it.
    public static let giphy = WebAPI(
        name: "Giphy",
        keyVariable: "GIPHY_API_KEY", configKey: "api_key", urlVariable: "GIFSEARCH_API_URL",
        defaultURL: "https://api.giphy.com",
        messageInErrorBody: GiphyErrorBody.message(in:))
}

import HTTP

extension WebAPI {
    /// KLIPY, as its errors name it.
    public static let klipy = WebAPI(
        name: "KLIPY",
        keyVariable: "KLIPY_API_KEY", configKey: "klipy_api_key", urlVariable: "GIFSEARCH_KLIPY_URL",
        defaultURL: "https://api.klipy.com",
        messageInErrorBody: KlipyErrorBody.message(in:))
}

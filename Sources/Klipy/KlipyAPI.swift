import HTTP

extension WebAPI {
    /// KLIPY, as its errors name it.
    public static let klipy = WebAPI(
        name: "KLIPY",
        keyVariable: "KLIPY_API_KEY", configKey: "klipy_api_key", urlSetting: "--api-url or GIFSEARCH_KLIPY_URL",
        messageInErrorBody: KlipyErrorBody.message(in:))
}

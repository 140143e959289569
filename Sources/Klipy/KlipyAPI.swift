import HTTP

extension WebAPI {
    /// KLIPY, as its errors name it.
    public static let klipy = WebAPI(
        name: "KLIPY",
        keySources: "use --api-key, set KLIPY_API_KEY, or put 'klipy_api_key = …' in ~/.config/gifsearch/config",
        keyCheck: "--api-key or KLIPY_API_KEY", urlSetting: "--api-url or GIFSEARCH_KLIPY_URL",
        messageInErrorBody: KlipyErrorBody.message(in:))
}

extension CopyForm {
    /// The form the picker's copy key uses when no `--copy` is given: `copy = file|url|md` in
    /// the config file, else a file on a desktop (`WAYLAND_DISPLAY` or `DISPLAY` set), where a
    /// chat app can take one, and the URL elsewhere (over SSH, on a console).
    public static func configured(config: [String: String], environment: [String: String]) throws(SearchFailure)
        -> CopyForm
    {
        if let value = config["copy"] {
            guard let form = CopyForm(rawValue: value) else {
                throw ConfigFile.refusal(
                    "copy", value: value, in: ConfigFile.path(in: environment), use: "file, url or md")
            }
            return form
        }
        let desktop = ["WAYLAND_DISPLAY", "DISPLAY"].contains { !(environment[$0] ?? "").isEmpty }
        return desktop ? .file : .url
    }
}

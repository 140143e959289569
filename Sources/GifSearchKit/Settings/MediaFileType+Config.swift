extension MediaFileType {
    /// `copy_type = gif|mp4|webp` in the config file: the type of file a copy as a file is when
    /// `--type` is not given; a GIF when it is not set.
    public static func configured(config: [String: String], environment: [String: String]) throws(SearchFailure)
        -> MediaFileType
    {
        guard let value = config["copy_type"] else { return .gif }
        guard let type = MediaFileType(rawValue: value) else {
            throw ConfigFile.refusal(
                "copy_type", value: value, in: ConfigFile.path(in: environment), use: "gif, mp4 or webp")
        }
        return type
    }
}

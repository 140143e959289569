/// `paste = yes|no` in the config file: whether the picker's Enter pastes what it copies, as
/// `pick --paste` does (no by default).
public enum PasteSetting {
    /// The config file's `paste`, `false` when it is not set.
    public static func configured(config: [String: String], environment: [String: String]) throws(SearchFailure)
        -> Bool
    {
        switch config["paste"] {
        case nil, "no": return false
        case "yes": return true
        case let value?:
            throw ConfigFile.refusal("paste", value: value, in: ConfigFile.path(in: environment), use: "yes or no")
        }
    }
}

/// The config file's values as one command reads them: those it does not use are absent.
struct ConfigReading {
    let values: [String: String]
    /// The config file, which refusals name.
    let path: String
    let use: SettingsUse

    /// The value of `name`, when there is one and the command reads it.
    subscript(name: String) -> String? {
        use.reads(name) ? values[name] : nil
    }

    /// The failure for the value of `name`, which is not one it may be: what to use instead.
    func refusal(_ name: String, use hint: String) -> SearchFailure {
        ConfigFile.refusal(name, value: values[name] ?? "", in: path, use: hint)
    }
}

extension ConfigFile {
    /// The failure for `name = value` in the config file at `path`, which is not a value `name`
    /// may have: what to `use` instead.
    static func refusal(_ name: String, value: String, in path: String, use hint: String) -> SearchFailure {
        SearchFailure(kind: .invalidArgument, message: "'\(name) = \(value)' in \(path): use \(hint)")
    }
}

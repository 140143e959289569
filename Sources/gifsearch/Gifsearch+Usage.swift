extension Gifsearch {
    /// The line printed under a usage error.
    static let usageHint = "see 'gifsearch --help'"
}

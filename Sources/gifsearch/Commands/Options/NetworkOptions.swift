import ArgumentParser

/// The options of every command that goes to the network.
struct NetworkOptions: ParsableArguments {
    @Option(help: "Seconds one request may take, its retries and waits (a server's Retry-After) included.")
    var timeout: Double = defaultTimeout

    @Option(
        help: """
            Seconds the whole command may wait on the network, retries included (download: each \
            GIF, pick: each request, as --timeout).
            """)
    var deadline: Double = defaultDeadline

    @Option(help: "Retries after network or server failures (0 to 10).")
    var retries: Int = defaultRetries

    static let defaultTimeout: Double = 30
    static let defaultDeadline: Double = 60
    static let defaultRetries = 3

    func validate() throws {
        guard timeout > 0 else { throw ValidationError("--timeout must be more than 0 seconds") }
        guard deadline > 0 else { throw ValidationError("--deadline must be more than 0 seconds") }
        guard (0...10).contains(retries) else { throw ValidationError("--retries must be between 0 and 10") }
    }
}

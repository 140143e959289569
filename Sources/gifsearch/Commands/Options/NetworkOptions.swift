import ArgumentParser

/// The options of every command that goes to the network.
struct NetworkOptions: ParsableArguments {
    @Option(help: "Seconds one request may take.")
    var timeout: Double = defaultTimeout

    @Option(help: "Retries after network or server failures (0 to 10).")
    var retries: Int = defaultRetries

    static let defaultTimeout: Double = 30
    static let defaultRetries = 3

    func validate() throws {
        guard timeout > 0 else { throw ValidationError("--timeout must be more than 0 seconds") }
        guard (0...10).contains(retries) else { throw ValidationError("--retries must be between 0 and 10") }
    }
}

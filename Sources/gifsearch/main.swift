import ArgumentParser

#if canImport(Glibc)
    import Glibc
#endif

/// Parses the arguments and runs the command; usage errors exit with 2 as DESIGN §8 promises
/// (ArgumentParser's own code for them is 64), help and version exit with 0.
func runGifsearch() -> Never {
    do {
        var command = try Gifsearch.parseAsRoot()
        try command.run()
        exit(ExitStatus.success)
    } catch {
        let code = Gifsearch.exitCode(for: error)
        if code == .validationFailure {
            let message = Gifsearch.message(for: error)
            StandardError.write("gifsearch: \(message) (\(Gifsearch.usageHint))\n")
            exit(ExitStatus.usage)
        }
        Gifsearch.exit(withError: error)
    }
}

runGifsearch()

import ArgumentParser
import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// Parses the arguments and runs the command; usage errors exit with 2 as DESIGN §8 promises
/// (ArgumentParser's own code for them is 64), help and version exit with 0.
func runGifsearch() -> Never {
    Signals.ignoreBrokenPipes()
    if CommandLine.arguments.count == 1 {
        StandardError.write(Gifsearch.shortHelp)
        finish(ExitStatus.usage)
    }
    do {
        let arguments = Array(CommandLine.arguments.dropFirst())
        var command = try Gifsearch.command(for: arguments)
        try command.run()
        finish(ExitStatus.success)
    } catch {
        let code = Gifsearch.exitCode(for: error)
        if code == .validationFailure {
            let message = Gifsearch.message(for: error)
            StandardError.write("gifsearch: \(message) (\(Gifsearch.usageHint))\n")
            finish(ExitStatus.usage)
        }
        if error is ExitCode { finish(code.rawValue) }
        Gifsearch.exit(withError: error)
    }
}

/// Ends the process once the terminal is restored and every output stream is flushed, skipping
/// the libraries' exit handlers (OpenSSL's cleanup alone takes longer than a cached search):
/// gifsearch's own output is written with unbuffered `write(2)`.
func finish(_ status: Int32) -> Never {
    Signals.runCleanups()
    fflush(nil)
    _exit(status)
}

runGifsearch()

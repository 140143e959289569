import FoundationEssentials
import GifSearchKit
import Terminal

#if canImport(Glibc)
    import Glibc
#endif

/// Ends the process once the person's databases are closed (their writes in the files
/// themselves), the terminal is restored and every output stream is flushed, skipping the
/// libraries' exit handlers (OpenSSL's cleanup alone takes longer than a cached search):
/// gifsearch's own output is written with unbuffered `write(2)`.
func finish(_ status: Int32) -> Never {
    OpenDatabases.closeAll()
    Signals.runCleanups()
    fflush(nil)
    _exit(status)
}

Signals.ignoreBrokenPipes()
Signals.waitForChildren()
// The one place the process's environment is read: every command gets it through its context.
let context = CommandContext.process(environment: ProcessInfo.processInfo.environment)
finish(Gifsearch.run(Array(CommandLine.arguments.dropFirst()), in: context))

#if canImport(Glibc)
    import Glibc
#endif

extension CommandContext {
    /// Says `line` on stdout and then lets it go (/dev/null takes its place): what a helper
    /// gifsearch starts does once it is ready, so that the command waiting for its word (for its
    /// stdout to close) goes on while the helper serves or waits.
    func sayAndReleaseOutput(_ line: String) {
        output.write(line + "\n")
        let nothing = open("/dev/null", O_WRONLY)
        dup2(nothing, STDOUT_FILENO)
        close(nothing)
    }
}

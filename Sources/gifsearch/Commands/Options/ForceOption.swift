import ArgumentParser

/// `--force`: whether a command that writes a person's file may replace another file at its
/// name. Without it, a file with other contents is left alone and named on stderr.
struct ForceOption: ParsableArguments {
    @Flag(
        name: [.customShort("f"), .customLong("force"), .customLong("overwrite")],
        help: "Replace a file with other contents at the name written (by default it is left alone).")
    var force = false
}

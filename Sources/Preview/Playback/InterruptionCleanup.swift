/// What a player tells whoever puts the terminal back when the process is interrupted (or ends)
/// mid-play: that an animation started, with the bytes that take its picture away and restore
/// the terminal, and that it ended as it should.
public struct InterruptionCleanup: Sendable {
    let arm: @Sendable ([UInt8]) -> Void
    let disarm: @Sendable () -> Void

    public init(arm: @escaping @Sendable ([UInt8]) -> Void, disarm: @escaping @Sendable () -> Void) {
        self.arm = arm
        self.disarm = disarm
    }

    /// Nothing to tell anyone (tests, pipes).
    public static let none = InterruptionCleanup(arm: { _ in }, disarm: {})
}

/// The control sequences playback writes around an animation.
public enum PlaybackSequence {
    public static let hideCursor = "\u{1B}[?25l"
    /// Attributes reset and cursor shown: what ends every animation. (Its frames end their own
    /// synchronized output: an end without a start makes kitty complain.)
    public static let reset = "\u{1B}[0m\u{1B}[?25h"
    /// What ends an animation cut short, perhaps inside a frame: synchronized output ended too.
    public static let interruptedReset = "\u{1B}[?2026l" + reset
    public static let beginSynchronizedUpdate = "\u{1B}[?2026h"
    public static let endSynchronizedUpdate = "\u{1B}[?2026l"

    /// The cursor to `row` and `column` of the screen (from 1).
    public static func moveTo(row: Int, column: Int) -> String {
        "\u{1B}[\(row);\(column)H"
    }
}

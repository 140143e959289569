import Preview
import Terminal

extension InterruptionCleanup {
    /// An animation on stdout: interrupted, its picture is taken away and the terminal put back
    /// by `InterruptOutput`, on a line of its own.
    static let standardOutput = InterruptionCleanup(
        arm: { picture in InterruptOutput.arm(picture + Array((PlaybackSequence.interruptedReset + "\n").utf8)) },
        disarm: { InterruptOutput.disarm() })
}

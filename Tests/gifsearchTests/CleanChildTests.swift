import FixtureSupport
import Testing

/// What a test starts, it can end: its children block no signal and ignore none, whatever the
/// test's thread does (Swift Testing's pool and Dispatch's threads block most).
@Suite struct CleanChildTests {
    @Test func aChildBlocksAndIgnoresNoSignal() throws {
        let run = try CommandRun.external("/bin/grep", ["-E", "^Sig(Blk|Ign)", "/proc/self/status"], environment: [:])
        let masks = Dictionary(
            uniqueKeysWithValues: run.standardOutput.split(separator: "\n").map { line in
                let parts = line.split(separator: "\t")
                return (String(parts[0]), UInt64(parts.last ?? "", radix: 16) ?? .max)
            })
        #expect(masks["SigBlk:"] == 0, "\(run.standardOutput)")
        // Signals 1 to 31; glibc keeps two real-time ones of its own (32, 33) ignored.
        #expect(masks["SigIgn:"].map { $0 & 0x7FFF_FFFF } == 0, "\(run.standardOutput)")
    }
}

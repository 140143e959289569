import GIF
import Preview
import Synchronization
import Testing

/// `GIFPlayback` on a captured sink: which frame is shown, and how failures are told.
@Suite struct GIFPlaybackTests {
    /// Two 4×4 frames: all black, then all white.
    private let gif: [UInt8]
    private let info: GIFInfo

    init() throws {
        gif = try GIFEncoder.encode(
            width: 4, height: 4, globalPalette: [RGB(0, 0, 0), RGB(255, 255, 255)],
            images: [
                GIFEncoder.Image(width: 4, height: 4, indices: Array(repeating: 0, count: 16), delay: 10),
                GIFEncoder.Image(width: 4, height: 4, indices: Array(repeating: 1, count: 16), delay: 10),
            ])
        info = try GIFFile.structure(of: gif).info
    }

    private func settings(frame: Int?) -> GIFPlayback.Settings {
        var settings = GIFPlayback.Settings(
            graphics: Graphics(drawing: .cells(.ascii)), colors: .none, maxColumns: 4, maxRows: 2, animate: false,
            onTerminal: false, plays: 1)
        settings.frame = frame
        return settings
    }

    /// What playing `frame` writes, how often `shown` was told, and what was read.
    private func play(frame: Int?, bytes: [UInt8]? = nil) throws(FrameFailure) -> (String, Int, Int?) {
        let written = Mutex<[UInt8]>([])
        var shown = 0
        var frameCount: Int?
        try GIFPlayback(settings(frame: frame), sink: ByteSink { bytes in written.withLock { $0 += bytes } })
            .play(
                GIFStream(bytes: bytes ?? gif), info: info, read: { frameCount = $0.info.frameCount },
                shown: { shown += 1 })
        return (written.withLock { String(decoding: $0, as: UTF8.self) }, shown, frameCount)
    }

    @Test func theFrameAskedForIsTheOneWritten() throws {
        let (first, shownFirst, _) = try play(frame: nil)
        let (second, shownSecond, read) = try play(frame: 1)
        #expect(!first.isEmpty && !second.isEmpty && first != second)
        #expect(shownFirst == 1 && shownSecond == 1)
        #expect(read == 2)
    }

    @Test func aFramePastTheLastIsNamedWithTheCount() {
        #expect(throws: FrameFailure.noFrame(5, frameCount: 2)) { try play(frame: 5) }
    }

    @Test func unreadableBytesAreToldAsSuch() {
        #expect {
            try play(frame: nil, bytes: Array(gif.prefix(13)) + [0x2C, 0xFF])
        } throws: { error in
            guard case .unreadable(let reason)? = error as? FrameFailure else { return false }
            return !reason.isEmpty
        }
    }
}

import Dispatch
import GIF
import Testing

/// Decoding a GIF as its bytes arrive: frames come out as soon as their bytes are in.
@Suite struct StreamingTests {
    private let bytes: [UInt8]

    init() throws {
        bytes = try gif(
            width: 8, height: 8, loop: 0,
            [
                solid(0, width: 8, height: 8, delay: 5), solid(1, width: 8, height: 8, delay: 5),
                solid(2, width: 8, height: 8),
            ])
    }

    /// The offset just past the first image's pixel data: where the second frame's graphic
    /// control extension starts.
    private var firstImageEnd: Int {
        let control: [UInt8] = [0x21, 0xF9, 0x04]
        let starts = (0...(bytes.count - control.count)).filter { Array(bytes[$0..<$0 + control.count]) == control }
        return starts[1]
    }

    @Test func theFirstFrameIsDecodedBeforeTheRestArrives() throws {
        let stream = GIFStream()
        let firstShown = DispatchSemaphore(value: 0)
        let half = firstImageEnd
        let writer = DispatchQueue(label: "writer")
        let sawFirstBeforeTheEnd = LockedFlag()
        writer.async {
            // Byte by byte up to the first image's end, then only once the frame was shown.
            for byte in bytes[..<half] { stream.append([byte]) }
            sawFirstBeforeTheEnd.set(firstShown.wait(timeout: .now() + 10) == .success)
            stream.append(bytes[half...])
            stream.finish()
        }
        var decoded: [Frame] = []
        let reading = try GIFFile.frames(of: stream) { frame in
            decoded.append(frame)
            if frame.index == 0 { firstShown.signal() }
        }
        writer.sync {}
        #expect(sawFirstBeforeTheEnd.value, "frame 0 came out only once every byte was in")
        #expect(decoded.map(\.pixels) == (try frames(bytes)).map(\.pixels))
        #expect(reading.info.frameCount == 3 && !reading.info.truncated)
        #expect(reading.info.byteSize == bytes.count)
    }

    @Test func theHeadNeedsOnlyTheBytesUpToTheFirstImage() throws {
        let stream = GIFStream()
        // The image descriptor (10 bytes from its separator) and the LZW code size after it.
        let separator = try #require(bytes.firstIndex(of: 0x2C))
        stream.append(bytes[..<(separator + 11)])
        // Were more bytes needed, the head would wait for them: end the stream then, so the
        // test fails instead of hanging.
        DispatchQueue.global().asyncAfter(deadline: .now() + 10) { stream.finish() }
        let head = try GIFFile.head(of: stream)
        #expect(stream.received == separator + 11)
        #expect(head.width == 8 && head.height == 8 && head.loopCount == 0 && head.frameCount == 1)
        #expect(head.frames[0].delay == 5)
    }

    @Test func aStreamThatFailsHalfWayKeepsTheFramesBeforeAndIsTruncated() throws {
        struct Cut: Error {}
        let stream = GIFStream()
        stream.append(bytes[..<(firstImageEnd + 10)])
        stream.fail(Cut())
        var decoded: [Frame] = []
        let reading = try GIFFile.frames(of: stream) { decoded.append($0) }
        #expect(decoded.count == 1)
        #expect(reading.info.truncated)
        #expect(stream.failure is Cut)
        stream.append([1, 2, 3])
        #expect(stream.received == firstImageEnd + 10, "nothing arrives after the end")
    }

    @Test func aStreamCutBeforeItsFirstImageIsTruncated() {
        let stream = GIFStream()
        stream.append(bytes[..<20])
        stream.finish()
        #expect(throws: GIFError.self) { try GIFFile.frames(of: stream) { _ in } }
        let empty = GIFStream()
        empty.finish()
        #expect(throws: GIFError.notAGIF("the file is empty")) { try GIFFile.head(of: empty) }
    }
}

/// A flag set on one thread and read on another.
private final class LockedFlag: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var flag = false

    var value: Bool {
        lock.wait()
        defer { lock.signal() }
        return flag
    }

    func set(_ value: Bool) {
        lock.wait()
        flag = value
        lock.signal()
    }
}

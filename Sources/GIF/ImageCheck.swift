import Dispatch

/// Decodes the pixels of a file's images independently of each other, in parallel, to find
/// the first one giflib cannot decode. Each image is decoded from a file of its own: the
/// original header, logical screen and global colour table, the image's bytes, and a trailer.
enum ImageCheck {
    /// The first image, in file order, whose pixels fail to decode, and why.
    static func firstFailure(in bytes: [UInt8], screenEnd: Int, images: [Range<Int>]) -> (index: Int, error: GIFError)?
    {
        let failures = FailureSlots(count: images.count)
        DispatchQueue.concurrentPerform(iterations: images.count) { index in
            failures[index] = decode(bytes, screenEnd: screenEnd, image: images[index], index: index)
        }
        return failures.first
    }

    private static func decode(_ bytes: [UInt8], screenEnd: Int, image: Range<Int>, index: Int) -> GIFError? {
        var single = [UInt8]()
        single.reserveCapacity(screenEnd + image.count + 1)
        single += bytes[0..<screenEnd]
        single += bytes[image]
        single.append(0x3B)
        do throws(GIFError) {
            let decoder = try GIFDecoder(bytes: single)
            guard case .image(let header) = try decoder.nextRecord() else { return .noImageData }
            try decoder.decodePixels(of: header) { _, _ in }
            return nil
        } catch {
            return relabel(error, index: index)
        }
    }

    /// The error as it reads for image `index` of the whole file.
    private static func relabel(_ error: GIFError, index: Int) -> GIFError {
        switch error {
        case .giflib(let code, let message, _): return .giflib(code: code, message: message, context: "image \(index)")
        case .truncated: return .truncated("in the pixel data of image \(index)")
        default: return error
        }
    }
}

/// One result slot per image, written by the decoding workers: each worker writes only its own
/// slot, and the slots are read after `concurrentPerform` returned, so no lock is needed.
private final class FailureSlots: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<GIFError?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    subscript(index: Int) -> GIFError? {
        get { slots[index] }
        set { slots[index] = newValue }
    }

    /// The first failure in image order.
    var first: (index: Int, error: GIFError)? {
        for (index, failure) in slots.enumerated() {
            if let failure { return (index, failure) }
        }
        return nil
    }
}

import GIF

/// What a GIF's bytes turn out to be, as `info` and `preview` read them: every frame decoded, so
/// that corrupt or truncated data is found; over the decoder's limits, the structure alone.
public struct GIFDescription: Sendable, Equatable {
    /// What the GIF is, as far as it could be read; `nil` when not even its structure could be.
    public let info: GIFInfo?
    /// What was found wrong in a GIF that could still be read.
    public let warnings: [String]
    /// Why the GIF cannot be read whole (bad data), when it cannot.
    public let failure: SearchFailure?

    /// `bytes` read whole; a GIF over the decoder's limits is described from its structure,
    /// with the failure.
    public init(of bytes: [UInt8]) {
        do throws(GIFError) {
            let reading = try GIFFile.info(of: bytes)
            (info, warnings, failure) = (reading.info, reading.warnings, nil)
        } catch {
            let structure: GIFReading? =
                if case .limitExceeded = error { try? GIFFile.structure(of: bytes) } else { nil }
            (info, warnings, failure) = (structure?.info, [], SearchFailure(error))
        }
    }

    /// The structure of the GIF in `bytes` (its frames' places and delays, no pixels): what a
    /// player needs before it decodes.
    public static func structure(of bytes: [UInt8]) throws(SearchFailure) -> GIFInfo {
        do throws(GIFError) {
            return try GIFFile.structure(of: bytes).info
        } catch {
            throw SearchFailure(error)
        }
    }
}

extension GIFDescription {
    /// What the start of the GIF arriving in `stream` says (the canvas, the loop count, the
    /// first image), waiting only for those bytes.
    public static func head(of stream: GIFStream) throws(SearchFailure) -> GIFInfo {
        do throws(GIFError) {
            return try GIFFile.head(of: stream)
        } catch {
            throw SearchFailure(stream.failure ?? error)
        }
    }
}

extension GIFReading {
    /// What was found wrong in a GIF that could still be read: why reading stopped early, and
    /// a truncated file.
    public var warnings: [String] {
        [warning, info.truncated ? "the file is truncated" : nil].compactMap { $0 }
    }
}

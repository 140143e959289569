import FrameText
import GIF
import GifSearchKit

/// The words drawn in a GIF's frames for the index of the person's own GIFs, read with
/// Tesseract (`FrameText`): the frames where the picture changes (`FrameChoice`), each in every
/// preparation (`CaptionReader`), and beside them the words each may have been misread for
/// (`MisreadRepair`). One engine per reader, made once; a reader is one worker's.
final class CaptionWordReader: DrawnWordReader {
    private let reader: CaptionReader

    /// A reader with an English engine; fails when Tesseract has no English data.
    init() throws(TextReaderError) {
        reader = try CaptionReader()
    }

    func words(decoding decode: (_ consider: (Frame) -> Void) -> Void) -> [String] {
        var choice = FrameChoice()
        decode { choice.consider($0) }
        return reader.words(in: choice.frames)
    }

    func otherForms(of words: [String]) -> [String] {
        Set(words.flatMap(MisreadRepair.variants)).subtracting(words).sorted()
    }
}

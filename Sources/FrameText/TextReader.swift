internal import CTesseract

/// A word read from a picture, with how sure the reader is of it (0–100).
public struct ReadWord: Sendable, Equatable {
    public let text: String
    public let confidence: Float

    public init(text: String, confidence: Float) {
        self.text = text
        self.confidence = confidence
    }
}

/// Why no text reader could be made.
public enum TextReaderError: Error, Equatable, CustomStringConvertible {
    /// Tesseract's library is not installed (Debian: libtesseract5).
    case noLibrary
    /// Tesseract found no data for the language (Debian: tesseract-ocr-eng).
    case noLanguageData(String)

    public var description: String {
        switch self {
        case .noLibrary:
            "no OCR: Tesseract is not installed (Debian: apt install libtesseract5 tesseract-ocr-eng)"
        case .noLanguageData(let language):
            "no OCR data for '\(language)' (Debian: apt install tesseract-ocr-\(language))"
        }
    }
}

/// One Tesseract engine through its C API, made once and used for many pictures: starting an
/// engine loads its language model, which costs more than reading a caption. Not for two
/// threads at once: make one a worker.
public final class TextReader {
    /// Tesseract's C API, loaded at the first reader made (`CTesseract`); `nil` without it.
    private static let tesseract: GifsearchTesseract? = gifsearch_tesseract_load()?.pointee

    private let api: GifsearchTesseract
    private let engine: OpaquePointer

    /// An engine for `language` (Tesseract's code, "eng"), with its data where Tesseract looks
    /// (`TESSDATA_PREFIX`, else Debian's folder).
    public init(language: String = "eng") throws(TextReaderError) {
        guard let api = Self.tesseract else { throw .noLibrary }
        guard let engine = api.TessBaseAPICreate() else { throw .noLanguageData(language) }
        // Its warnings (a guessed resolution, an empty page) would go to the person's terminal.
        _ = api.TessBaseAPISetVariable(engine, "debug_file", "/dev/null")
        guard api.TessBaseAPIInit3(engine, nil, language) == 0 else {
            api.TessBaseAPIDelete(engine)
            throw .noLanguageData(language)
        }
        // Text anywhere, in no particular order: captions at the top and the bottom.
        api.TessBaseAPISetPageSegMode(engine, PSM_SPARSE_TEXT)
        self.api = api
        self.engine = engine
    }

    deinit {
        api.TessBaseAPIEnd(engine)
        api.TessBaseAPIDelete(engine)
    }

    /// The words Tesseract reads in `image`, in its reading order.
    public func words(in image: GreyImage) -> [ReadWord] {
        guard image.width > 0, image.height > 0 else { return [] }
        image.pixels.withUnsafeBufferPointer { pixels in
            api.TessBaseAPISetImage(
                engine, pixels.baseAddress, Int32(image.width), Int32(image.height), 1, Int32(image.width))
        }
        api.TessBaseAPISetSourceResolution(engine, 300)
        defer { api.TessBaseAPIClear(engine) }
        guard api.TessBaseAPIRecognize(engine, nil) == 0, let iterator = api.TessBaseAPIGetIterator(engine) else {
            return []
        }
        defer { api.TessResultIteratorDelete(iterator) }
        var words: [ReadWord] = []
        repeat {
            guard let text = api.TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            words.append(
                ReadWord(text: String(cString: text), confidence: api.TessResultIteratorConfidence(iterator, RIL_WORD)))
            api.TessDeleteText(text)
        } while api.TessResultIteratorNext(iterator, RIL_WORD) != 0
        return words
    }
}

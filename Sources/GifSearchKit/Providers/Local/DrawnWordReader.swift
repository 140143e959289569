import GIF

/// Reads the words drawn in a GIF's frames (OCR). The executable gives one made on Tesseract;
/// the index makes one for each worker, and a reader is used by one thread at a time.
public protocol DrawnWordReader: AnyObject {
    /// The words drawn in the frames `decode` hands over one by one as it decodes the GIF
    /// (all of them, or as many as could be decoded), lowercased, each once.
    func words(decoding decode: (_ consider: (Frame) -> Void) -> Void) -> [String]
    /// Words that `words` may have been read for (OCR confuses letter shapes): indexed, so that
    /// a query typed right finds them, and never shown.
    func otherForms(of words: [String]) -> [String]
}

extension DrawnWordReader {
    public func otherForms(of words: [String]) -> [String] { [] }
}

import GIF

/// Reads the words drawn in a GIF's frames: each chosen frame (`FrameChoice`) in every
/// `Preparation`, merged. A word is kept when the reader is sure of it, or when it was read
/// more than once (in two frames, or two preparations); words are lowercased, without the
/// punctuation around them, two characters at least. One reader's engine is made once; a
/// reader is for one thread at a time.
public final class CaptionReader {
    /// How sure the engine must be of a word read once.
    static let sureOnce: Float = 85
    /// How sure it must be of each reading of a word read twice or more.
    static let sureTwice: Float = 60

    private let reader: TextReader

    /// A reader with its own engine for `language`.
    public init(language: String = "eng") throws(TextReaderError) {
        reader = try TextReader(language: language)
    }

    /// The words drawn in `frames`, in the order first read.
    public func words(in frames: [Frame]) -> [String] {
        var readings: [(word: String, confidence: Float)] = []
        for frame in frames {
            for preparation in Preparation.allCases {
                guard let prepared = preparation.prepare(frame) else { continue }
                for read in reader.words(in: prepared) {
                    if let word = Self.normalized(read.text) { readings.append((word, read.confidence)) }
                }
            }
        }
        var counts: [String: Int] = [:]
        for reading in readings where reading.confidence >= Self.sureTwice { counts[reading.word, default: 0] += 1 }
        var kept: [String] = []
        var seen = Set<String>()
        for reading in readings where !seen.contains(reading.word) {
            let sure = reading.confidence >= Self.sureOnce || (counts[reading.word] ?? 0) >= 2
            if sure {
                kept.append(reading.word)
                seen.insert(reading.word)
            }
        }
        return kept
    }

    /// `text` lowercased without the punctuation around it; `nil` when less than two letters
    /// or digits are left.
    public static func normalized(_ text: String) -> String? {
        let trimmed = text.lowercased().drop { !$0.isLetter && !$0.isNumber }
        let word = String(trimmed.reversed().drop { !$0.isLetter && !$0.isNumber }.reversed())
        return word.filter { $0.isLetter || $0.isNumber }.count >= 2 ? word : nil
    }
}

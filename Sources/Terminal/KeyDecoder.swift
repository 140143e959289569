/// Turns the bytes a terminal sends into keys: UTF-8 reassembled, escape sequences (CSI and SS3)
/// recognised, bracketed paste collected, and the terminal's own replies dropped, never typed:
/// APC, DCS, OSC, PM and SOS strings (a kitty graphics `ESC _ G…;OK ESC \`, an XTVERSION
/// answer) up to their terminator, and CSI sequences with a private marker (`ESC [ ? … c`).
/// Bytes of an unfinished sequence wait for the next read; an Esc that may begin a sequence
/// waits until `timeOut()` says no more came (an Alt key typed alone, `Alt-P` say, is then
/// that key).
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// The bytes of a bracketed paste so far, while one is under way.
    private var pasted: [UInt8]?
    /// The longest escape sequence kept waiting; a longer one is garbage and dropped.
    private static let maxSequence = 32
    /// Whether the rest of an over-long sequence is being dropped, up to its final byte.
    private var discardingSequence = false
    /// Whether the rest of an over-long string is being dropped, up to its terminator.
    private var discardingString = false
    /// The longest terminal reply string kept waiting for its terminator.
    private static let maxString = 4096
    /// The second bytes of `ESC _` (APC), `ESC P` (DCS), `ESC ]` (OSC), `ESC ^` (PM), `ESC X` (SOS).
    private static let stringIntroducers: Set<UInt8> = Set("_P]^X".utf8)
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    public init() {}

    /// The keys `bytes` complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        return decode()
    }

    /// Whether an Esc waits to learn if a sequence follows it.
    public var isWaitingAfterEscape: Bool { pasted == nil && pending.first == 0x1B }

    /// No more bytes came after an Esc in time: it was the Esc key (or, before the start of a
    /// string that never ended, an Alt key), and what followed it is read on its own.
    public mutating func timeOut() -> [Key] {
        guard isWaitingAfterEscape else { return [] }
        if pending.count >= 2, Self.stringIntroducers.contains(pending[1]) {
            let key = Key.alt(Unicode.Scalar(pending[1]))
            pending.removeFirst(2)
            return [key] + decode()
        }
        pending.removeFirst()
        return [.escape] + decode()
    }

    private mutating func decode() -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if discardingString {
                guard let end = stringEnd(from: index) else {
                    index = pending.last == 0x1B ? pending.count - 1 : pending.count
                    break
                }
                discardingString = false
                index = end
                continue
            }
            if discardingSequence {
                let byte = pending[index]
                if (0x20...0x3F).contains(byte) {
                    index += 1
                    continue
                }
                discardingSequence = false
                if (0x40...0x7E).contains(byte) { index += 1 }
                continue
            }
            if pasted != nil {
                guard let end = collectPaste(from: index, into: &keys) else {
                    index = pending.count - pasteEndStart(from: index)
                    break
                }
                index = end
                continue
            }
            guard let (key, length) = token(at: index) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// Adds the paste bytes from `index` to its end marker and the paste to `keys`, returning
    /// where the marker ends; `nil` when the marker has not come yet (what has, but for a
    /// possible start of the marker, is kept in the paste).
    private mutating func collectPaste(from index: Int, into keys: inout [Key]) -> Int? {
        guard let end = pending[index...].firstRange(of: Self.pasteEnd) else {
            let complete = pending[index..<(pending.count - pasteEndStart(from: index))]
            pasted?.append(contentsOf: complete)
            return nil
        }
        pasted?.append(contentsOf: pending[index..<end.lowerBound])
        keys.append(.paste(String(decoding: pasted ?? [], as: UTF8.self)))
        pasted = nil
        return end.upperBound
    }

    /// How many bytes at the end of `pending` (after `index`) may begin the paste's end marker.
    private func pasteEndStart(from index: Int) -> Int {
        let rest = pending[index...]
        return (1..<Self.pasteEnd.count).reversed().first { length in
            rest.count >= length && rest.suffix(length).elementsEqual(Self.pasteEnd.prefix(length))
        } ?? 0
    }

    /// The key at `index` and the bytes it takes (a `nil` key for bytes that mean nothing), or
    /// `nil` when the bytes there are not complete yet.
    private mutating func token(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B: return escape(at: index)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.ctrl(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.character(Unicode.Scalar(byte)), 1)
        default: return utf8(at: index)
        }
    }

    private mutating func escape(at index: Int) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return nil }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["): return csi(at: index)
        case let introducer where Self.stringIntroducers.contains(introducer): return string(at: index)
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else { return nil }
            return (Self.finalKeys[pending[index + 2]], 3)
        case 0x20...0x7E: return (.alt(Unicode.Scalar(next)), 2)
        case 0x0D: return (.altEnter, 2)
        default: return (.escape, 1)
        }
    }

    /// A terminal's reply string from `index` (`ESC _`, `ESC P`, …) up to its terminator, dropped;
    /// `nil` while the terminator has not come. One longer than `maxString` is dropped as it comes.
    private mutating func string(at index: Int) -> (Key?, Int)? {
        if let end = stringEnd(from: index + 2) { return (nil, end - index) }
        guard pending.count - index > Self.maxString else { return nil }
        discardingString = true
        return (nil, pending.last == 0x1B ? pending.count - 1 - index : pending.count - index)
    }

    /// Where the string terminator (`ESC \` or BEL) after `index` ends; an Esc followed by
    /// anything else ends the string before it. `nil` when it has not come yet.
    private func stringEnd(from index: Int) -> Int? {
        var position = index
        while position < pending.count {
            switch pending[position] {
            case 0x07: return position + 1
            case 0x1B:
                guard position + 1 < pending.count else { return nil }
                return pending[position + 1] == UInt8(ascii: "\\") ? position + 2 : position
            default: position += 1
            }
        }
        return nil
    }

    /// `ESC [ parameters final`. A byte that can be neither (a control, UTF-8) cuts the sequence
    /// short: what came before it is dropped and the byte read on its own. A sequence longer than
    /// `maxSequence` is dropped up to its final byte. So the keys never depend on how reads split.
    private mutating func csi(at index: Int) -> (Key?, Int)? {
        var end = index + 2
        while end < pending.count, (0x20...0x3F).contains(pending[end]) {
            if end - index == Self.maxSequence {
                discardingSequence = true
                return (nil, end - index)
            }
            end += 1
        }
        guard end < pending.count else { return nil }
        guard (0x40...0x7E).contains(pending[end]) else { return (nil, end - index) }
        let length = end - index + 1
        let final = pending[end]
        // A private marker (`<`, `=`, `>`, `?`) starts a terminal's reply or a mouse report.
        if end > index + 2, (0x3C...0x3F).contains(pending[index + 2]) { return (nil, length) }
        guard final == UInt8(ascii: "~") else { return (Self.finalKeys[final], length) }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        let number = parameters.split(separator: ";").first.flatMap { Int($0) }
        if number == 200 {
            pasted = []
            return (nil, length)
        }
        return (number.flatMap { Self.tildeKeys[$0] }, length)
    }

    /// A UTF-8 encoded scalar; invalid bytes are dropped one at a time.
    private func utf8(at index: Int) -> (Key?, Int)? {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (nil, 1)
        }
        let available = pending[index...].prefix(length)
        guard available.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return (nil, 1) }
        guard available.count == length else { return nil }
        var decoder = UTF8()
        var iterator = available.makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator), !(0x80...0x9F).contains(scalar.value) else {
            return (nil, length)
        }
        return (.character(scalar), length)
    }

    /// Keys by the final byte of `ESC [ … final` or `ESC O final`.
    private static let finalKeys: [UInt8: Key] = [
        UInt8(ascii: "A"): .up, UInt8(ascii: "B"): .down, UInt8(ascii: "C"): .right, UInt8(ascii: "D"): .left,
        UInt8(ascii: "H"): .home, UInt8(ascii: "F"): .end, UInt8(ascii: "Z"): .backTab,
    ]

    /// Keys by the number of `ESC [ number ~`.
    private static let tildeKeys: [Int: Key] = [
        1: .home, 7: .home, 4: .end, 8: .end, 3: .delete, 5: .pageUp, 6: .pageDown,
    ]
}

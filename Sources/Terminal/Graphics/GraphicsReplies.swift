/// Reads a terminal's answers to `GraphicsQuery`. Anything else in the input (keys typed
/// meanwhile, garbage, answers to nothing asked) is skipped; answers after the device
/// attributes are not read, as they are not answers to these questions.
public enum GraphicsReplies {
    /// What `input` says, as far as it goes; `answered` once the device attributes arrived.
    public static func read(_ input: [UInt8]) -> GraphicsSupport {
        var support = GraphicsSupport()
        var index = 0
        while index < input.count, !support.answered {
            guard input[index] == 0x1B, index + 1 < input.count else {
                index += 1
                continue
            }
            let kind = input[index + 1]
            let bodyStart = index + 2
            switch kind {
            case UInt8(ascii: "["):
                guard let final = (bodyStart..<input.count).first(where: { (0x40...0x7E).contains(input[$0]) }) else {
                    return support
                }
                readControlSequence(Array(input[bodyStart..<final]), final: input[final], into: &support)
                index = final + 1
            case UInt8(ascii: "_"), UInt8(ascii: "P"), UInt8(ascii: "]"):
                guard let end = stringTerminator(in: input, from: bodyStart) else { return support }
                readString(Array(input[bodyStart..<end.body]), kind: kind, into: &support)
                index = end.next
            default:
                index += 1
            }
        }
        return support
    }

    /// The end of a control string starting at `start`: ST (`ESC \`) or BEL.
    private static func stringTerminator(in input: [UInt8], from start: Int) -> (body: Int, next: Int)? {
        var index = start
        while index < input.count {
            if input[index] == 0x07 { return (index, index + 1) }
            if input[index] == 0x1B, index + 1 < input.count, input[index + 1] == 0x5C { return (index, index + 2) }
            index += 1
        }
        return nil
    }

    private static func readControlSequence(_ body: [UInt8], final: UInt8, into support: inout GraphicsSupport) {
        let text = String(decoding: body, as: UTF8.self)
        switch final {
        case UInt8(ascii: "c") where text.hasPrefix("?"):
            let features = text.dropFirst().split(separator: ";").dropFirst()
            support.sixel = features.contains("4")
            support.answered = true
        case UInt8(ascii: "S") where text.hasPrefix("?"):
            let fields = text.dropFirst().split(separator: ";").map { Int($0) }
            if fields.count == 3, fields[0] == 1, fields[1] == 0, let registers = fields[2], registers > 0 {
                support.sixelRegisters = min(registers, 65_536)
            }
        case UInt8(ascii: "t"):
            let fields = text.split(separator: ";").map { Int($0) }
            if fields.count == 3, fields[0] == 6, let height = fields[1], let width = fields[2],
                (1...1000).contains(height), (1...1000).contains(width)
            {
                support.cellPixels = CellSize(width: width, height: height)
            }
        default:
            break
        }
    }

    private static func readString(_ body: [UInt8], kind: UInt8, into support: inout GraphicsSupport) {
        let text = String(decoding: body, as: UTF8.self)
        switch kind {
        case UInt8(ascii: "_") where text.hasPrefix("G"):
            let parts = text.dropFirst().split(separator: ";", maxSplits: 1)
            let keys = parts.first?.split(separator: ",") ?? []
            if keys.contains("i=\(GraphicsQuery.kittyQueryID)"), parts.count == 2, parts[1] == "OK" {
                support.kitty = true
            }
        case UInt8(ascii: "P") where text.hasPrefix(">|"):
            let name = text.dropFirst(2).unicodeScalars.filter { (0x20...0x7E).contains($0.value) }
            support.terminalName = String(String.UnicodeScalarView(name.prefix(64)))
        default:
            break
        }
    }
}

import GIF

/// Frames as sixel images (DEC's six-pixel bands), for terminals that draw them: the frame's own
/// colours when they fit the terminal's registers, fully transparent pixels left unpainted
/// (`P2=1`), raster attributes for square pixels, and runs of a sixel written as `!count`.
///
/// - SeeAlso: https://vt100.net/docs/vt3xx-gp/chapter14.html
public struct SixelEncoder: Sendable {
    /// The colour registers the terminal has.
    public let registers: Int

    public init(registers: Int = 256) {
        self.registers = max(2, registers)
    }

    /// The sixel image of `frame`, from its DCS introducer to its string terminator.
    public func encode(_ frame: Frame) -> [UInt8] {
        let palette = SixelPalette(frame, registers: registers)
        var output = Array("\u{1B}P0;1;0q\"1;1;\(frame.width);\(frame.height)".utf8)
        for (register, color) in palette.colors.enumerated() {
            output += Array(
                "#\(register);2;\(Self.percent(color.red));\(Self.percent(color.green));\(Self.percent(color.blue))"
                    .utf8)
        }
        let width = frame.width
        var bits = [UInt8](repeating: 0, count: width)
        for top in stride(from: 0, to: frame.height, by: 6) {
            let rows = top..<min(top + 6, frame.height)
            var present = Set<Int>()
            for row in rows {
                for column in 0..<width where palette.indices[row * width + column] >= 0 {
                    present.insert(palette.indices[row * width + column])
                }
            }
            for (position, register) in present.sorted().enumerated() {
                for column in 0..<width {
                    var sixel: UInt8 = 0
                    for row in rows where palette.indices[row * width + column] == register {
                        sixel |= 1 << (row - top)
                    }
                    bits[column] = sixel
                }
                if position > 0 { output.append(UInt8(ascii: "$")) }
                output += Array("#\(register)".utf8)
                Self.appendRuns(bits, to: &output)
            }
            output.append(UInt8(ascii: "-"))
        }
        output += [0x1B, UInt8(ascii: "\\")]
        return output
    }

    /// The sixels of one colour across a band, runs of four or more as `!count`, trailing
    /// blanks left out.
    private static func appendRuns(_ bits: [UInt8], to output: inout [UInt8]) {
        let end = (bits.lastIndex { $0 != 0 } ?? -1) + 1
        var column = 0
        while column < end {
            var run = 1
            while column + run < end && bits[column + run] == bits[column] { run += 1 }
            let character = 63 + bits[column]
            if run >= 4 {
                output += Array("!\(run)".utf8)
                output.append(character)
            } else {
                output += [UInt8](repeating: character, count: run)
            }
            column += run
        }
    }

    /// A component in the sixel colour units, 0–100, rounded.
    private static func percent(_ component: UInt8) -> Int {
        (Int(component) * 100 + 127) / 255
    }
}

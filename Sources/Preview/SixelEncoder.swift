import GIF

/// Frames as sixel images (DEC's six-pixel bands), for terminals that draw them: the frame's own
/// colours when they fit the terminal's registers, fully transparent pixels left unpainted
/// (`P2=1`), raster attributes for square pixels, and runs of a sixel written as `!count`.
///
/// - SeeAlso: https://vt100.net/docs/vt3xx-gp/chapter14.html
public struct SixelEncoder: Sendable {
    /// The colour registers used: as many as the terminal has, up to 1024 (xterm's most; more
    /// costs memory and time on both sides for little gain).
    public let registers: Int

    public init(registers: Int = 256) {
        self.registers = min(1024, max(2, registers))
    }

    /// The sixel image of `frame`, from its DCS introducer to its string terminator.
    public func encode(_ frame: Frame) -> [UInt8] {
        let palette = SixelPalette(frame, registers: registers)
        let width = frame.width
        var output = Array("\u{1B}P0;1;0q\"1;1;\(width);\(frame.height)".utf8)
        output.reserveCapacity(frame.width * frame.height / 2)
        for (register, color) in palette.colors.enumerated() {
            output.append(UInt8(ascii: "#"))
            for (position, value) in [
                register, 2, Self.percent(color.red), Self.percent(color.green),
                Self.percent(color.blue),
            ].enumerated() {
                if position > 0 { output.append(UInt8(ascii: ";")) }
                Self.appendDecimal(value, to: &output)
            }
        }
        // Each register's sixels across the band, and the last column each reaches in it.
        var bits = [UInt8](repeating: 0, count: palette.colors.count * width)
        var lastColumn = [Int](repeating: -1, count: palette.colors.count)
        var used: [Int] = []
        palette.indices.withUnsafeBufferPointer { indices in
            bits.withUnsafeMutableBufferPointer { bits in
                for top in stride(from: 0, to: frame.height, by: 6) {
                    for row in top..<min(top + 6, frame.height) {
                        let bit = UInt8(1) << (row - top)
                        let start = row * width
                        for column in 0..<width {
                            let register = indices[start + column]
                            guard register >= 0 else { continue }
                            if lastColumn[register] < 0 { used.append(register) }
                            lastColumn[register] = max(lastColumn[register], column)
                            bits[register * width + column] |= bit
                        }
                    }
                    used.sort()
                    for (position, register) in used.enumerated() {
                        if position > 0 { output.append(UInt8(ascii: "$")) }
                        output.append(UInt8(ascii: "#"))
                        Self.appendDecimal(register, to: &output)
                        let start = register * width
                        let row = UnsafeMutableBufferPointer(rebasing: bits[start..<(start + lastColumn[register] + 1)])
                        Self.appendRuns(row, to: &output)
                        row.update(repeating: 0)
                        lastColumn[register] = -1
                    }
                    used.removeAll(keepingCapacity: true)
                    output.append(UInt8(ascii: "-"))
                }
            }
        }
        output += [0x1B, UInt8(ascii: "\\")]
        return output
    }

    /// The sixels of one colour across a band up to its last one, runs of four or more as
    /// `!count`.
    private static func appendRuns(_ bits: UnsafeMutableBufferPointer<UInt8>, to output: inout [UInt8]) {
        var column = 0
        while column < bits.count {
            var run = 1
            while column + run < bits.count && bits[column + run] == bits[column] { run += 1 }
            let character = 63 + bits[column]
            if run >= 4 {
                output.append(UInt8(ascii: "!"))
                appendDecimal(run, to: &output)
                output.append(character)
            } else {
                for _ in 0..<run { output.append(character) }
            }
            column += run
        }
    }

    /// `value` (not negative) in decimal digits.
    private static func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// A component in the sixel colour units, 0–100, rounded.
    private static func percent(_ component: UInt8) -> Int {
        (Int(component) * 100 + 127) / 255
    }
}

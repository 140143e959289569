import GIF

/// How cells are coloured (`--color`).
public enum ColorMode: String, Sendable, CaseIterable {
    /// 24-bit colour.
    case truecolor
    /// The 240 colours 16–255 of the 256-colour palette (the first 16 vary between terminals).
    case ansi256 = "256"
    /// The 16 basic colours.
    case ansi16 = "16"
    /// No colour: shapes only.
    case none
}

/// A colour as the terminal is told it.
enum TerminalColor: Equatable {
    case rgb(RGB)
    case indexed(Int)
    case basic(Int)

    /// Appends the SGR parameters that set it as foreground or background.
    func append(to output: inout [UInt8], background: Bool) {
        switch self {
        case .rgb(let color):
            Self.appendNumber(background ? 48 : 38, to: &output)
            output.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "2")])
            for component in [color.red, color.green, color.blue] {
                output.append(UInt8(ascii: ";"))
                Self.appendNumber(Int(component), to: &output)
            }
        case .indexed(let index):
            Self.appendNumber(background ? 48 : 38, to: &output)
            output.append(contentsOf: [UInt8(ascii: ";"), UInt8(ascii: "5"), UInt8(ascii: ";")])
            Self.appendNumber(index, to: &output)
        case .basic(let index):
            let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
            Self.appendNumber(base + index % 8, to: &output)
        }
    }

    /// The decimal digits of 0…255, precomputed.
    private static let digits: [[UInt8]] = (0...255).map { Array(String($0).utf8) }

    /// The decimal digits of `value` (0…255).
    private static func appendNumber(_ value: Int, to output: inout [UInt8]) {
        output.append(contentsOf: digits[value])
    }
}

/// Nearest palette colours by a perceptual distance (the "redmean" weighted RGB distance).
enum PaletteMatch {
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The xterm colours of the 16 basic indices.
    static let basic: [RGB] = [
        RGB(0, 0, 0), RGB(205, 0, 0), RGB(0, 205, 0), RGB(205, 205, 0), RGB(0, 0, 238), RGB(205, 0, 205),
        RGB(0, 205, 205), RGB(229, 229, 229), RGB(127, 127, 127), RGB(255, 0, 0), RGB(0, 255, 0), RGB(255, 255, 0),
        RGB(92, 92, 255), RGB(255, 0, 255), RGB(0, 255, 255), RGB(255, 255, 255),
    ]

    static func distance(_ a: RGB, _ b: RGB) -> Int {
        let meanRed = (Int(a.red) + Int(b.red)) / 2
        let dr = Int(a.red) - Int(b.red)
        let dg = Int(a.green) - Int(b.green)
        let db = Int(a.blue) - Int(b.blue)
        // Parenthesised: in Swift, >> binds tighter than *.
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }

    /// The colour of 256-palette index 16…255.
    static func color(ofIndex index: Int) -> RGB {
        if index >= 232 {
            let level = UInt8(8 + (index - 232) * 10)
            return RGB(level, level, level)
        }
        let cube = index - 16
        return RGB(UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6]))
    }

    /// The nearest of indices 16…255: the nearest cube colour or the nearest grey, whichever is
    /// closer.
    static func nearestIndex(_ color: RGB) -> Int {
        func level(_ value: UInt8) -> Int {
            cubeLevels.indices.min { abs(cubeLevels[$0] - Int(value)) < abs(cubeLevels[$1] - Int(value)) }!
        }
        let cube = 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let grey = 232 + max(0, min(23, (average - 3) / 10))
        return distance(color, self.color(ofIndex: cube)) <= distance(color, self.color(ofIndex: grey)) ? cube : grey
    }

    /// The nearest basic colour index 0…15.
    static func nearestBasic(_ color: RGB) -> Int {
        basic.indices.min { distance(color, basic[$0]) < distance(color, basic[$1]) }!
    }

    /// `color` as the terminal is told it in `mode`; `nil` for `.none`.
    static func terminalColor(_ color: RGB, mode: ColorMode) -> TerminalColor? {
        switch mode {
        case .truecolor: return .rgb(color)
        case .ansi256: return .indexed(nearestIndex(color))
        case .ansi16: return .basic(nearestBasic(color))
        case .none: return nil
        }
    }
}

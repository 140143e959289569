import ArgumentParser
import GIF
import Preview

/// `--background`: the colour transparent pixels are blended over, `#rrggbb` (the `#` optional).
struct BackgroundOption: ExpressibleByArgument {
    let color: RGB

    /// Black, the usual terminal background.
    static let black = BackgroundOption(color: .black)

    private init(color: RGB) {
        self.color = color
    }

    init?(argument: String) {
        let digits = argument.hasPrefix("#") ? argument.dropFirst() : Substring(argument)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            return nil
        }
        color = RGB(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
    }

    var defaultValueDescription: String { "#000000" }
}

/// How a picture is drawn: `--mode` and `--color`.
struct DrawingOptions: ParsableArguments {
    @Option(help: "auto, kitty, iterm, sixel, blocks (half blocks), sharp (sextants) or ascii.")
    var mode: ModeOption = .auto

    @Option(help: "Colours of cells: auto, none, 16, 256 or truecolor.")
    var color: ColorOption = .auto
}

/// `--mode`: character cells (`blocks`, `sharp`, `ascii`), a terminal graphics protocol
/// (`kitty`, `iterm`, `sixel`), or `auto`: the best the terminal says it draws.
enum ModeOption: String, ExpressibleByArgument, CaseIterable {
    case auto, blocks, sharp, ascii, kitty, iterm, sixel

    /// The cell renderer a cell mode names.
    var renderMode: RenderMode? { RenderMode(rawValue: rawValue) }
}

/// `--symbols`.
enum SymbolOption: String, ExpressibleByArgument, CaseIterable {
    case sextants, quadrants

    var value: SymbolSet { SymbolSet(rawValue: rawValue)! }
}

/// `--color`: `auto` picks from the terminal.
enum ColorOption: String, ExpressibleByArgument, CaseIterable {
    case auto, none, truecolor
    case ansi256 = "256"
    case ansi16 = "16"

    /// The colour mode: a named one as asked; `auto` from `NO_COLOR`, `COLORTERM` and `TERM`, and
    /// none when stdout is not a terminal.
    func resolved(onTerminal: Bool, environment: [String: String]) -> ColorMode {
        switch self {
        case .none: return .none
        case .truecolor: return .truecolor
        case .ansi256: return .ansi256
        case .ansi16: return .ansi16
        case .auto:
            guard onTerminal, environment["NO_COLOR"] == nil else { return .none }
            let colorTerm = environment["COLORTERM"] ?? ""
            if colorTerm.contains("truecolor") || colorTerm.contains("24bit") { return .truecolor }
            let term = environment["TERM"] ?? ""
            if term == "dumb" { return .none }
            return term.contains("256color") ? .ansi256 : .ansi16
        }
    }
}

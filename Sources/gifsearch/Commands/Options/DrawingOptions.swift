import ArgumentParser
import GIF
import Preview
import Terminal

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
    @Option(help: "How pictures are drawn.")
    var mode: ModeOption = .auto

    @Option(help: "The colours of cells.")
    var color: ColorOption = .auto
}

/// `--mode`: character cells (`blocks`, `sharp`, `ascii`), a terminal graphics protocol
/// (`kitty`, `iterm`, `sixel`), or `auto`: the best the terminal says it draws.
enum ModeOption: String, ExpressibleByArgument, CaseIterable {
    case auto, blocks, sharp, ascii, kitty, iterm, sixel

    /// The cell renderer a cell mode names.
    var renderMode: RenderMode? { RenderMode(rawValue: rawValue) }

    var defaultValueDescription: String {
        switch self {
        case .auto: "the best the terminal shows"
        case .blocks: "half blocks, in colour"
        case .sharp: "sextants (--symbols)"
        case .ascii: "characters by brightness"
        case .kitty: "kitty's graphics protocol"
        case .iterm: "iTerm2's inline images"
        case .sixel: "sixel graphics"
        }
    }
}

/// `--symbols`.
enum SymbolOption: String, ExpressibleByArgument, CaseIterable {
    case sextants, quadrants

    var value: SymbolSet { SymbolSet(rawValue: rawValue)! }

    var defaultValueDescription: String {
        switch self {
        case .sextants: "2×3 blocks a cell"
        case .quadrants: "2×2 blocks a cell, for fonts without sextants"
        }
    }
}

/// `--color`: `auto` picks from the terminal.
enum ColorOption: String, ExpressibleByArgument, CaseIterable {
    case auto, none, truecolor
    case ansi256 = "256"
    case ansi16 = "16"

    var defaultValueDescription: String {
        switch self {
        case .auto: "as the terminal says (NO_COLOR, COLORTERM, TERM); none when piped"
        case .none: "no colour"
        case .truecolor: "24-bit colour"
        case .ansi256: "the 256-colour palette"
        case .ansi16: "the 16 ANSI colours"
        }
    }

    /// The colour mode: a named one as asked; `auto` from `NO_COLOR`, `COLORTERM` and `TERM`, and
    /// none when stdout is not a terminal.
    func resolved(onTerminal: Bool, environment: [String: String]) -> ColorMode {
        switch self {
        case .none: return .none
        case .truecolor: return .truecolor
        case .ansi256: return .ansi256
        case .ansi16: return .ansi16
        case .auto:
            let terminal = TerminalEnvironment(environment)
            guard onTerminal, !terminal.noColor else { return .none }
            if terminal.trueColor { return .truecolor }
            if terminal.term == "dumb" { return .none }
            return terminal.term.contains("256color") ? .ansi256 : .ansi16
        }
    }
}

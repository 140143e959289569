/// A terminal graphics protocol, by which pictures are drawn in pixels rather than in cells.
public enum PixelProtocol: Sendable, Equatable {
    /// kitty's graphics protocol.
    case kitty
    /// iTerm2's inline images (also WezTerm's).
    case iterm
    /// Sixel, with as many colour registers as the terminal has.
    case sixel(registers: Int)

    /// Its name, as `--mode` says it.
    public var name: String {
        switch self {
        case .kitty: "kitty"
        case .iterm: "iterm"
        case .sixel: "sixel"
        }
    }
}

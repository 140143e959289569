/// How pixels become cells (`--mode`).
public enum RenderMode: String, Sendable, CaseIterable {
    /// Upper half blocks: two pixels per cell, foreground on top, background below.
    case blocks
    /// The best two-colour split of each cell's 2 × 3 sextant grid (or 2 × 2 quadrants).
    case sharp
    /// A printable-ASCII luminance ramp.
    case ascii
}

/// The symbols `sharp` may use.
public enum SymbolSet: String, Sendable, CaseIterable {
    case sextants
    case quadrants
}

/// Turns frames into cell grids of a fixed size.
public struct Renderer: Sendable {
    public let mode: RenderMode
    public let colors: ColorMode
    public let symbols: SymbolSet
    public let columns: Int
    public let rows: Int
    /// The ASCII tone mapping, fixed per GIF so that animations do not flicker.
    public var tone: AsciiTone
    /// Floyd–Steinberg dithering for `ascii` (for stills: error diffusion flickers in animations).
    public let dithers: Bool

    public init(
        mode: RenderMode, colors: ColorMode, symbols: SymbolSet = .sextants, columns: Int, rows: Int,
        tone: AsciiTone = .identity, dithers: Bool = false
    ) {
        self.mode = mode
        self.colors = colors
        self.symbols = symbols
        self.columns = columns
        self.rows = rows
        self.tone = tone
        self.dithers = dithers
    }

    /// The pixel grid size a frame is scaled to for this mode.
    public var pixelSize: (width: Int, height: Int) {
        switch mode {
        case .blocks: return (columns, rows * 2)
        case .ascii: return (columns, rows)
        case .sharp: return symbols == .sextants ? (columns * 2, rows * 3) : (columns * 2, rows * 2)
        }
    }

    /// The cells for `pixels`, which must have `pixelSize`.
    public func render(_ pixels: PixelGrid) -> CellGrid {
        switch mode {
        case .blocks: return BlockRenderer.render(pixels, columns: columns, rows: rows, colors: colors)
        case .ascii:
            return AsciiRenderer.render(
                pixels, columns: columns, rows: rows, colors: colors, tone: tone, dithers: dithers)
        case .sharp:
            return SymbolRenderer.render(pixels, columns: columns, rows: rows, colors: colors, symbols: symbols)
        }
    }
}

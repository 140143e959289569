import GIF

/// Frames to terminal text: scaling, rendering and encoding with one configuration.
public struct FramePainter: Sendable {
    public var renderer: Renderer
    public let encoder: TerminalEncoder
    public let background: RGB

    /// A painter; `dithers` turns on ordered dithering for the 256-colour palette (animations).
    public init(renderer: Renderer, background: RGB = .black, dithers: Bool = false) {
        self.renderer = renderer
        self.encoder = TerminalEncoder(colors: renderer.colors, dithers: dithers)
        self.background = background
    }

    /// The cells for `frame`.
    public func cells(for frame: Frame) -> CellGrid {
        renderer.render(pixels(for: frame))
    }

    /// Fixes the ASCII tone from the first frame of a GIF.
    public mutating func measureTone(from frame: Frame) {
        guard renderer.mode == .ascii else { return }
        renderer.tone = AsciiTone.measured(from: pixels(for: frame))
    }

    /// `frame` scaled to the renderer's pixel grid over the background.
    private func pixels(for frame: Frame) -> PixelGrid {
        let size = renderer.pixelSize
        return PixelGrid.scaled(frame, width: size.width, height: size.height, background: background)
    }

    /// `frame` as terminal text.
    public func text(for frame: Frame) -> String {
        encoder.encode(cells(for: frame))
    }
}

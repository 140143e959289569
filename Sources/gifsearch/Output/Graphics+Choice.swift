import ArgumentParser
import GifSearchKit
import Preview
import Terminal

extension Graphics {
    /// The drawing for `mode`. `auto` takes `GIFSEARCH_GRAPHICS` when it is set, else asks the
    /// terminal (only when pictures go to one: stdout's, or `/dev/tty` for `onTerminal`) through
    /// `GraphicsChoice`, and draws graphics only when it said yes, else blocks.
    static func choose(
        _ mode: ModeOption, quiet: Bool, verbose: Bool, onTerminal: Bool? = nil, in context: CommandContext
    ) throws -> Graphics {
        var requested = mode
        if mode == .auto, let override = context.value("GIFSEARCH_GRAPHICS"), !override.isEmpty {
            guard let named = ModeOption(rawValue: override), named != .auto else {
                throw ValidationError("GIFSEARCH_GRAPHICS must be kitty, iterm, sixel, blocks, sharp or ascii")
            }
            requested = named
        }
        var graphics = Graphics(
            drawing: .cells(requested.renderMode ?? .blocks),
            insideTmux: TerminalEnvironment(context.environment).insideTmux)
        let tty = onTerminal ?? context.output.isTerminal ? try? context.openTTY() : nil
        if requested.renderMode != nil {
            if let cell = tty.flatMap({ CellSize($0.size) }) { graphics.cell = cell }
            return graphics
        }
        guard let tty else {
            graphics.drawing = requested.pixels.map { .pixels($0) } ?? .cells(.blocks)
            return graphics
        }
        let choice = GraphicsChoice.ask(tty, named: requested.pixels, environment: context.environment)
        let said = (quiet ? [] : choice.notices) + (verbose ? choice.details : [])
        for line in said { context.error(TerminalText.sanitize(line)) }
        graphics.drawing = choice.pixels.map { .pixels($0) } ?? .cells(.blocks)
        graphics.cell = choice.cellPixels ?? .assumed
        graphics.kittyPlaceholders = choice.kittyPlaceholders
        return graphics
    }
}

extension ModeOption {
    /// The graphics protocol a graphics mode names (sixel with 256 colour registers until the
    /// terminal says).
    fileprivate var pixels: PixelProtocol? {
        switch self {
        case .kitty: .kitty
        case .iterm: .iterm
        case .sixel: .sixel(registers: 256)
        default: nil
        }
    }
}

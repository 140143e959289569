import ArgumentParser
import Preview
import Terminal

extension Graphics {
    /// The drawing for `mode`. `auto` takes `GIFSEARCH_GRAPHICS` when it is set, else asks the
    /// terminal (only when pictures go to one: stdout's, or `/dev/tty` for `onTerminal`) and
    /// draws graphics only when it said yes, else blocks. Graphics never start on a guess: a
    /// wrong one fills the screen with base64. While pixels are drawn on a terminal, it is in
    /// quiet mode until the process ends, so that its answers to them are never shown.
    static func choose(
        _ mode: ModeOption, quiet: Bool, onTerminal: Bool? = nil, in context: CommandContext
    ) throws -> Graphics {
        let onTerminal = onTerminal ?? context.output.isTerminal
        var requested = mode
        if mode == .auto, let override = context.value("GIFSEARCH_GRAPHICS"), !override.isEmpty {
            guard let named = ModeOption(rawValue: override), named != .auto else {
                throw ValidationError("GIFSEARCH_GRAPHICS must be kitty, iterm, sixel, blocks, sharp or ascii")
            }
            requested = named
        }
        let insideTmux = !(context.value("TMUX") ?? "").isEmpty
        var graphics = Graphics(drawing: .cells(.blocks), insideTmux: insideTmux)
        if let renderMode = requested.renderMode {
            graphics.drawing = .cells(renderMode)
            return graphics
        }
        guard onTerminal, let tty = try? context.openTTY() else {
            graphics.drawing = requested.namedDrawing(registers: 256) ?? .cells(.blocks)
            return graphics
        }
        let support = GraphicsDetection.ask(tty, insideTmux: insideTmux)
        graphics.cell =
            (CellPixels(tty.size) ?? support.cellPixels).map { CellSize(width: $0.width, height: $0.height) }
            ?? .assumed
        graphics.drawing =
            requested.namedDrawing(registers: support.registers)
            ?? detected(support, insideTmux: insideTmux, quiet: quiet, in: context)
        if case .pixels = graphics.drawing { try? tty.enterQuietMode() }
        return graphics
    }

    /// The best drawing the terminal said yes to: kitty, then iTerm2 images, then sixel, else
    /// blocks (with a word about tmux's passthrough when tmux passed nothing on).
    private static func detected(
        _ support: GraphicsSupport, insideTmux: Bool, quiet: Bool, in context: CommandContext
    ) -> Drawing {
        if support.kitty { return .pixels(.kitty) }
        if support.drawsITermImages(termProgram: context.value("TERM_PROGRAM")) { return .pixels(.iterm) }
        if support.sixel { return .pixels(.sixel(registers: support.registers)) }
        if insideTmux && !support.answered && !quiet {
            context.errors.write(
                "gifsearch: tmux passed no graphics question on; `tmux set -g allow-passthrough on` lets "
                    + "gifsearch draw pictures (drawing blocks)\n")
        }
        return .cells(.blocks)
    }
}

extension GraphicsSupport {
    /// The sixel colour registers to use: as reported, else 256.
    fileprivate var registers: Int { sixelRegisters ?? 256 }
}

extension ModeOption {
    /// The drawing a graphics mode names (sixel with `registers` colour registers).
    fileprivate func namedDrawing(registers: Int) -> Graphics.Drawing? {
        switch self {
        case .kitty: return .pixels(.kitty)
        case .iterm: return .pixels(.iterm)
        case .sixel: return .pixels(.sixel(registers: registers))
        default: return nil
        }
    }
}

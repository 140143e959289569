import ArgumentParser
import GifSearchKit
import Preview
import Terminal

extension Graphics {
    /// The drawing for `mode`. `auto` takes `GIFSEARCH_GRAPHICS` when it is set, else asks the
    /// terminal (only when pictures go to one: stdout's, or `/dev/tty` for `onTerminal`) and
    /// draws graphics only when it said yes, else blocks. Graphics never start on a guess: a
    /// wrong one fills the screen with base64. While pixels are drawn on a terminal, it is in
    /// quiet mode until the process ends, so that its answers to them are never shown.
    static func choose(
        _ mode: ModeOption, quiet: Bool, verbose: Bool, onTerminal: Bool? = nil, in context: CommandContext
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
            if onTerminal, let tty = try? context.openTTY(), let cell = CellPixels(tty.size) {
                graphics.cell = CellSize(cell)
            }
            return graphics
        }
        guard onTerminal, let tty = try? context.openTTY() else {
            graphics.drawing = requested.namedDrawing(registers: 256) ?? .cells(.blocks)
            return graphics
        }
        if insideTmux, !TmuxActivePane.isActive(environment: context.environment) {
            if !quiet {
                context.errors.write(
                    "gifsearch: this tmux pane is not the active one, where the terminal would send its answers "
                        + "(drawing blocks)\n")
            }
            return graphics
        }
        let support = GraphicsDetection.ask(tty, insideTmux: insideTmux)
        let profile = TerminalProfile(answer: support.terminalName, environment: context.environment)
        graphics.cell = (CellPixels(tty.size) ?? support.cellPixels).map(CellSize.init) ?? .assumed
        let choice: (drawing: Drawing, reason: String) =
            requested.namedDrawing(registers: support.registers).map { ($0, "--mode or GIFSEARCH_GRAPHICS says so") }
            ?? detected(support, profile: profile, insideTmux: insideTmux, quiet: quiet, in: context)
        graphics.drawing = choice.drawing
        graphics.kittyPlaceholders = insideTmux && choice.drawing == .pixels(.kitty) && profile.drawsKittyPlaceholders
        if verbose {
            var lines = [
                "terminal: \(TerminalText.sanitize(profile.name)) (from \(profile.source))",
                "it answered: \(support.summary)", "drawing \(graphics.drawing.name): \(choice.reason)",
            ]
            if insideTmux && choice.drawing == .pixels(.kitty) {
                lines.append(
                    graphics.kittyPlaceholders
                        ? "inside tmux: kitty's Unicode placeholders"
                        : "inside tmux: passthrough (placeholders need kitty 0.28)")
            }
            context.errors.write(lines.map { "gifsearch: \($0)\n" }.joined())
        }
        if case .pixels = graphics.drawing { try? tty.enterQuietMode() }
        return graphics
    }

    /// The best drawing the terminal said yes to, and why: kitty (where its animation can be
    /// trusted), then iTerm2 images, then sixel, else blocks (with a word about tmux's
    /// passthrough when tmux passed nothing on).
    private static func detected(
        _ support: GraphicsSupport, profile: TerminalProfile, insideTmux: Bool, quiet: Bool, in context: CommandContext
    ) -> (drawing: Drawing, reason: String) {
        if support.kitty && profile.animatesKittyGraphics { return (.pixels(.kitty), "it answered the kitty query") }
        if support.drawsITermImages(termProgram: context.value("TERM_PROGRAM")) {
            return (.pixels(.iterm), "\(profile.family.rawValue) draws iTerm2 images")
        }
        if support.sixel || profile.drawsSixel {
            let distrusted = support.kitty ? "\(profile.family.rawValue)'s kitty graphics do not animate, and " : ""
            let said = support.sixel ? "its device attributes list sixel" : "\(profile.family.rawValue) draws sixel"
            return (.pixels(.sixel(registers: support.registers)), distrusted + said)
        }
        if support.kitty { return (.pixels(.kitty), "it answered the kitty query") }
        if insideTmux && !support.answered && !quiet {
            context.errors.write(
                "gifsearch: tmux passed no graphics question on; `tmux set -g allow-passthrough on` lets "
                    + "gifsearch draw pictures (drawing blocks)\n")
        }
        return (.cells(.blocks), "it said no graphics protocol")
    }
}

extension CellSize {
    /// The cell size the terminal or the kernel reported.
    fileprivate init(_ pixels: CellPixels) {
        self.init(width: pixels.width, height: pixels.height)
    }
}

extension GraphicsSupport {
    /// The sixel colour registers to use: as reported, else 256.
    fileprivate var registers: Int { sixelRegisters ?? 256 }

    /// What the terminal said, in a few words.
    fileprivate var summary: String {
        guard answered else { return "nothing within \(GraphicsDetection.deadlineMilliseconds) ms" }
        var facts = ["kitty graphics \(kitty ? "yes" : "no")", "sixel \(sixel ? "yes" : "no")"]
        if let sixelRegisters { facts.append("\(sixelRegisters) colour registers") }
        if let cellPixels { facts.append("cells of \(cellPixels.width) × \(cellPixels.height) pixels") }
        return facts.joined(separator: ", ")
    }
}

extension Graphics.Drawing {
    /// The drawing's name, as `--mode` says it.
    fileprivate var name: String {
        switch self {
        case .pixels(.kitty): "kitty"
        case .pixels(.iterm): "iterm"
        case .pixels(.sixel): "sixel"
        case .cells(let mode): mode.rawValue
        }
    }
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

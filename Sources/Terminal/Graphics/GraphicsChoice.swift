/// Which terminal graphics protocol to draw pixels with, decided from what the terminal said
/// (`GraphicsDetection`) and who it is (`TerminalProfile`), with the reasons a person may be
/// told. Graphics never start on a guess: a wrong one fills the screen with base64.
public struct GraphicsChoice: Sendable, Equatable {
    /// The protocol to draw with; `nil`: character cells.
    public var pixels: PixelProtocol?
    /// A cell's size in pixels, when the kernel or the terminal said.
    public var cellPixels: CellSize?
    /// kitty images shown through Unicode placeholders (kitty 0.28 and later, inside tmux).
    public var kittyPlaceholders = false
    /// Why no pixels are drawn where they might have been, for a person (unless quiet).
    public var notices: [String] = []
    /// The terminal, what it answered, what is drawn and why (for `--verbose`); the terminal's
    /// name is as it gave it, to be made safe before it is printed.
    public var details: [String] = []

    public init(pixels: PixelProtocol?, cellPixels: CellSize? = nil) {
        self.pixels = pixels
        self.cellPixels = cellPixels
    }

    /// Asks the terminal on `tty` and decides; `named` is a protocol asked for by name (a sixel
    /// named so takes the registers the terminal reports). Inside tmux, from a pane that is not
    /// the active one nothing is asked, since the terminal's answers would go to the active
    /// pane. While pixels are drawn, the terminal is in quiet mode until the process ends, so
    /// that its answers to them are never shown.
    public static func ask(_ tty: TTY, named: PixelProtocol?, environment: [String: String]) -> GraphicsChoice {
        let insideTmux = TerminalEnvironment(environment).insideTmux
        if insideTmux, !TmuxActivePane.isActive(environment: environment) {
            var choice = GraphicsChoice(pixels: nil)
            choice.notices = [
                "this tmux pane is not the active one, where the terminal would send its answers (drawing blocks)"
            ]
            return choice
        }
        let support = GraphicsDetection.ask(tty, insideTmux: insideTmux)
        let choice = decide(
            support, profile: TerminalProfile(answer: support.terminalName, environment: environment),
            named: named, insideTmux: insideTmux, termProgram: environment["TERM_PROGRAM"],
            cellPixels: CellSize(tty.size))
        if choice.pixels != nil { try? tty.enterQuietMode() }
        return choice
    }

    /// The choice for a terminal that answered `support`: the protocol `named`, else kitty
    /// (where its animation can be trusted), then iTerm2 images, then sixel, then kitty all the
    /// same, else cells (with a word about tmux's passthrough when tmux passed nothing on).
    /// `cellPixels` is the kernel's cell size, which wins over the terminal's answer.
    public static func decide(
        _ support: GraphicsSupport, profile: TerminalProfile, named: PixelProtocol?, insideTmux: Bool,
        termProgram: String?, cellPixels: CellSize?
    ) -> GraphicsChoice {
        let registers = support.sixelRegisters ?? 256
        var choice = GraphicsChoice(pixels: nil, cellPixels: cellPixels ?? support.cellPixels)
        let reason: String
        if let named {
            choice.pixels = if case .sixel = named { .sixel(registers: registers) } else { named }
            reason = "--mode or GIFSEARCH_GRAPHICS says so"
        } else if support.kitty && profile.animatesKittyGraphics {
            (choice.pixels, reason) = (.kitty, "it answered the kitty query")
        } else if support.drawsITermImages(termProgram: termProgram) {
            (choice.pixels, reason) = (.iterm, "\(profile.family.rawValue) draws iTerm2 images")
        } else if support.sixel || profile.drawsSixel {
            let distrusted = support.kitty ? "\(profile.family.rawValue)'s kitty graphics do not animate, and " : ""
            let said = support.sixel ? "its device attributes list sixel" : "\(profile.family.rawValue) draws sixel"
            (choice.pixels, reason) = (.sixel(registers: registers), distrusted + said)
        } else if support.kitty {
            (choice.pixels, reason) = (.kitty, "it answered the kitty query")
        } else {
            if insideTmux && !support.answered {
                choice.notices.append(
                    "tmux passed no graphics question on; `tmux set -g allow-passthrough on` lets gifsearch draw "
                        + "pictures (drawing blocks)")
            }
            reason = "it said no graphics protocol"
        }
        let kittyInsideTmux = insideTmux && choice.pixels == .kitty
        choice.kittyPlaceholders = kittyInsideTmux && profile.drawsKittyPlaceholders
        choice.details = [
            "terminal: \(profile.name) (from \(profile.source))",
            "it answered: \(support.summary)", "drawing \(choice.pixels?.name ?? "blocks"): \(reason)",
        ]
        if kittyInsideTmux {
            choice.details.append(
                choice.kittyPlaceholders
                    ? "inside tmux: kitty's Unicode placeholders"
                    : "inside tmux: passthrough (placeholders need kitty 0.28)")
        }
        return choice
    }
}

extension GraphicsSupport {
    /// What the terminal said, in a few words.
    fileprivate var summary: String {
        guard answered else { return "nothing within \(GraphicsDetection.deadlineMilliseconds) ms" }
        var facts = ["kitty graphics \(kitty ? "yes" : "no")", "sixel \(sixel ? "yes" : "no")"]
        if let sixelRegisters { facts.append("\(sixelRegisters) colour registers") }
        if let cellPixels { facts.append("cells of \(cellPixels.width) × \(cellPixels.height) pixels") }
        return facts.joined(separator: ", ")
    }
}

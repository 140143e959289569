/// What a terminal said it can draw, read from its answers to `GraphicsQuery`.
public struct GraphicsSupport: Sendable, Equatable {
    /// The kitty graphics protocol: the query was answered `OK` before the device attributes.
    public var kitty = false
    /// Sixel graphics: the device attributes list feature 4.
    public var sixel = false
    /// The sixel colour registers the terminal reported (`CSI ? 1 ; 1 S`), when it did.
    public var sixelRegisters: Int?
    /// The terminal's name and version (XTVERSION), when it said.
    public var terminalName: String?
    /// The size of a cell in pixels (`CSI 16 t`), when the terminal said.
    public var cellPixels: CellSize?
    /// Whether the device attributes, the last answer asked for, arrived before the deadline.
    public var answered = false

    public init() {}

    /// iTerm2 inline images: iTerm2 and WezTerm draw them, known by the name the terminal gives
    /// or, when it gives none, by `TERM_PROGRAM`. (Konsole draws them too, but animates sixel.)
    public func drawsITermImages(termProgram: String?) -> Bool {
        let names = ["iTerm2", "WezTerm"]
        if let terminalName { return names.contains { terminalName.hasPrefix($0) } }
        return termProgram == "iTerm.app" || termProgram == "WezTerm"
    }
}

/// The size of one character cell in pixels.
public struct CellSize: Sendable, Equatable {
    public var width: Int
    public var height: Int

    /// What is assumed when the terminal does not say.
    public static let assumed = CellSize(width: 8, height: 16)

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The cell size of a terminal `size`, when the kernel knows its pixels (`TIOCGWINSZ`).
    public init?(_ size: TerminalSize) {
        guard let pixelWidth = size.pixelWidth, let pixelHeight = size.pixelHeight else { return nil }
        let width = pixelWidth / size.columns
        let height = pixelHeight / size.rows
        guard width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }
}

#if canImport(Glibc)
    import Glibc
#endif

/// A terminal's size in cells, and in pixels when the kernel knows them.
public struct TerminalSize: Sendable, Equatable {
    public var columns: Int
    public var rows: Int
    /// The whole text area in pixels; `nil` when the terminal does not report it.
    public var pixelWidth: Int?
    public var pixelHeight: Int?

    public init(columns: Int, rows: Int, pixelWidth: Int? = nil, pixelHeight: Int? = nil) {
        self.columns = columns
        self.rows = rows
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The size of the terminal on `descriptor` (`TIOCGWINSZ`), or `nil` when it has none.
    public static func of(descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(
            columns: Int(size.ws_col), rows: Int(size.ws_row),
            pixelWidth: size.ws_xpixel > 0 ? Int(size.ws_xpixel) : nil,
            pixelHeight: size.ws_ypixel > 0 ? Int(size.ws_ypixel) : nil)
    }
}

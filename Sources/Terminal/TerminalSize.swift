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
        guard let size = kernelSize(of: descriptor), size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(
            columns: Int(size.ws_col), rows: Int(size.ws_row),
            pixelWidth: size.ws_xpixel > 0 ? Int(size.ws_xpixel) : nil,
            pixelHeight: size.ws_ypixel > 0 ? Int(size.ws_ypixel) : nil)
    }

    /// The columns and the rows the kernel reports for the terminal on `descriptor`, each `nil`
    /// when it reports none (0) or there is no terminal, for callers that fall back on each alone.
    public static func cells(of descriptor: Int32) -> (columns: Int?, rows: Int?) {
        let size = kernelSize(of: descriptor)
        return (
            size.flatMap { $0.ws_col > 0 ? Int($0.ws_col) : nil }, size.flatMap { $0.ws_row > 0 ? Int($0.ws_row) : nil }
        )
    }

    private static func kernelSize(of descriptor: Int32) -> winsize? {
        var size = winsize()
        return ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 ? size : nil
    }
}

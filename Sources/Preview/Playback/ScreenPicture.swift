/// A picture drawn at one place on the screen: character cells, or graphics covering
/// `columns` × `rows` cells, ready to write (wrapped for tmux).
public enum ScreenPicture: Sendable {
    case cells(CellGrid)
    /// `kittyID` names the kitty image the bytes show, which must be deleted to go.
    case pixels([UInt8], columns: Int, rows: Int, kittyID: Int?)

    public var columns: Int {
        switch self {
        case .cells(let grid): grid.columns
        case .pixels(_, let columns, _, _): columns
        }
    }

    public var rows: Int {
        switch self {
        case .cells(let grid): grid.rows
        case .pixels(_, _, let rows, _): rows
        }
    }
}

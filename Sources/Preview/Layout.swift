/// How many cells an image gets: terminal cells are about twice as tall as wide, so one cell
/// covers a 1 × 2 patch of the image's proportions; where the terminal says its cells' real
/// shape (alacritty's are 9 × 21 pixels), that shape is kept instead.
public enum Layout {
    /// The most columns or rows a picture gets, whatever is asked or derived: more than any
    /// terminal shows, and a bound on the memory a frame's cells take.
    public static let maxCells = 1000

    /// The given `columns` and `rows`; when one or both are missing, the largest size within
    /// `maxColumns` × `maxRows` that keeps the image's aspect on cells `cellAspect` times as tall
    /// as wide. Every result is in 1…`maxCells`.
    public static func size(
        imageWidth: Int, imageHeight: Int, columns: Int?, rows: Int?, maxColumns: Int, maxRows: Int,
        cellAspect: Double = 2
    ) -> (columns: Int, rows: Int) {
        let cellAspect = cellAspect.isFinite && cellAspect > 0 ? cellAspect : 2
        let aspect = Double(imageHeight) / Double(max(1, imageWidth)) / cellAspect
        func cells(_ value: Double) -> Int { Int(max(1, min(Double(maxCells), value.rounded()))) }
        func cells(_ value: Int) -> Int { max(1, min(maxCells, value)) }
        switch (columns, rows) {
        case (let columns?, let rows?): return (cells(columns), cells(rows))
        case (let columns?, nil): return (cells(columns), cells(Double(cells(columns)) * aspect))
        case (nil, let rows?): return (cells(Double(cells(rows)) / aspect), cells(rows))
        case (nil, nil):
            let width = cells(maxColumns)
            let height = cells(maxRows)
            let fitted = Double(width) * aspect
            return fitted.rounded() > Double(height) ? (cells(Double(height) / aspect), height) : (width, cells(fitted))
        }
    }
}

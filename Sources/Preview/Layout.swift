/// How many cells an image gets: terminal cells are about twice as tall as wide, so one cell
/// covers a 1 × 2 patch of the image's proportions.
public enum Layout {
    /// The given `columns` and `rows`; when one or both are missing, the largest size within
    /// `maxColumns` × `maxRows` that keeps the image's aspect.
    public static func size(
        imageWidth: Int, imageHeight: Int, columns: Int?, rows: Int?, maxColumns: Int, maxRows: Int
    ) -> (columns: Int, rows: Int) {
        let aspect = Double(imageHeight) / Double(max(1, imageWidth)) / 2
        switch (columns, rows) {
        case (let columns?, let rows?): return (max(1, columns), max(1, rows))
        case (let columns?, nil): return (max(1, columns), max(1, Int((Double(columns) * aspect).rounded())))
        case (nil, let rows?): return (max(1, Int((Double(rows) / aspect).rounded())), max(1, rows))
        case (nil, nil):
            var fitted = (columns: max(1, maxColumns), rows: max(1, Int((Double(maxColumns) * aspect).rounded())))
            if fitted.rows > maxRows {
                fitted = (max(1, Int((Double(maxRows) / aspect).rounded())), max(1, maxRows))
            }
            return fitted
        }
    }
}

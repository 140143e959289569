/// `blocks`: the upper half block `▀` with the top pixel as foreground and the bottom pixel as
/// background; without colour, the block shapes by luminance.
enum BlockRenderer {
    static func render(_ pixels: PixelGrid, columns: Int, rows: Int, colors: ColorMode) -> CellGrid {
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        for row in 0..<rows {
            for column in 0..<columns {
                let top = pixels[column, row * 2]
                let bottom = pixels[column, row * 2 + 1]
                if colors == .none {
                    let shapes: [Character] = [" ", "▄", "▀", "█"]
                    let index = (top.luminance > 0.5 ? 2 : 0) + (bottom.luminance > 0.5 ? 1 : 0)
                    cells.append(Cell(shapes[index]))
                } else {
                    cells.append(Cell("▀", foreground: top, background: bottom))
                }
            }
        }
        return CellGrid(columns: columns, rows: rows, cells: cells)
    }
}

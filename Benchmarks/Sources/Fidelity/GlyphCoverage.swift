/// How much of each pixel of a cell a character covers, on a grid of `FineGrid.width` ×
/// `FineGrid.height` pixels per cell, each pixel sampled 4 × 4 times.
enum FineGrid {
    static let width = 8
    static let height = 24
    static let samples = 4

    /// The coverage of every pixel of the cell by `shape`, row by row, each in 0…1.
    static func coverage(of shape: GlyphShape) -> [Double] {
        let inside: (Double, Double) -> Bool
        switch shape {
        case .uniform(let fraction):
            return [Double](repeating: fraction, count: width * height)
        case .rectangles(let rectangles):
            inside = { x, y in rectangles.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 } }
        case .strokes(let strokes, let thickness):
            inside = { x, y in
                strokes.contains { stroke in
                    let (dx, dy) = (stroke.x1 - stroke.x0, stroke.y1 - stroke.y0)
                    let along = max(0, min(1, ((x - stroke.x0) * dx + (y - stroke.y0) * dy) / (dx * dx + dy * dy)))
                    let (nearX, nearY) = (stroke.x0 + along * dx, stroke.y0 + along * dy)
                    return (x - nearX) * (x - nearX) + (y - nearY) * (y - nearY) <= thickness * thickness / 4
                }
            }
        }
        return (0..<height).flatMap { row in
            (0..<width).map { column in
                var covered = 0
                for sampleRow in 0..<samples {
                    for sampleColumn in 0..<samples {
                        let x = (Double(column) + (Double(sampleColumn) + 0.5) / Double(samples)) / Double(width)
                        let y = 2 * (Double(row) + (Double(sampleRow) + 0.5) / Double(samples)) / Double(height)
                        if inside(x, y) { covered += 1 }
                    }
                }
                return Double(covered) / Double(samples * samples)
            }
        }
    }
}

import GIF

/// How luminance maps to the ASCII ramp: a contrast stretch and gamma computed once per GIF.
public struct AsciiTone: Sendable, Equatable {
    public var low: Float
    public var high: Float
    public var gamma: Float

    public static let identity = AsciiTone(low: 0, high: 1, gamma: 1)

    public init(low: Float, high: Float, gamma: Float) {
        self.low = low
        self.high = high
        self.gamma = gamma
    }

    /// The tone for a GIF, from the luminance of its first frame: the 2nd and 98th percentiles
    /// stretched to the whole ramp, with a gamma that puts the median in the middle.
    public static func measured(from pixels: PixelGrid) -> AsciiTone {
        let sorted = pixels.pixels.map(\.luminance).sorted()
        guard let first = sorted.first else { return .identity }
        let low = sorted[sorted.count * 2 / 100]
        let high = max(sorted[sorted.count * 98 / 100], low + 0.01)
        let median = (sorted[sorted.count / 2] - low) / (high - low)
        let gamma = median > 0.01 && median < 0.99 ? Float(log(0.5) / log(Double(median))) : 1
        return first == sorted.last ? .identity : AsciiTone(low: low, high: high, gamma: gamma)
    }

    func level(_ luminance: Float) -> Float {
        let stretched = max(0, min(1, (luminance - low) / (high - low)))
        return Float(pow(Double(stretched), Double(gamma)))
    }
}

/// `ascii`: one pixel per cell, drawn with a character of matching density; with colour, the
/// foreground is the pixel and the background a darker shade of it.
enum AsciiRenderer {
    static let ramp: [Character] = Array(" .:-=+*#%@")

    static func render(
        _ pixels: PixelGrid, columns: Int, rows: Int, colors: ColorMode, tone: AsciiTone, dithers: Bool = false
    ) -> CellGrid {
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        let steps = Float(ramp.count - 1)
        // Floyd–Steinberg: each cell's rounding error spreads to the cells right and below.
        var carried = [Float](repeating: 0, count: columns * (rows + 1) + 1)
        for row in 0..<rows {
            for column in 0..<columns {
                let pixel = pixels[column, row]
                let wanted = tone.level(pixel.luminance) * steps + (dithers ? carried[row * columns + column] : 0)
                let step = max(0, min(Int(steps), Int(wanted + 0.5)))
                if dithers {
                    let error = wanted - Float(step)
                    if column + 1 < columns { carried[row * columns + column + 1] += error * 7 / 16 }
                    if column > 0 { carried[(row + 1) * columns + column - 1] += error * 3 / 16 }
                    carried[(row + 1) * columns + column] += error * 5 / 16
                    if column + 1 < columns { carried[(row + 1) * columns + column + 1] += error / 16 }
                }
                let character = ramp[step]
                if colors == .none {
                    cells.append(Cell(character))
                } else {
                    let shade = RGB(pixel.red / 4, pixel.green / 4, pixel.blue / 4)
                    cells.append(Cell(character, foreground: pixel, background: shade))
                }
            }
        }
        return CellGrid(columns: columns, rows: rows, cells: cells)
    }
}

#if canImport(Glibc)
    import Glibc
#endif

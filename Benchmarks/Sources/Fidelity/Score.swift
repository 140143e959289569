import Foundation

/// The space errors are measured in, both scaled to 0…255: sRGB values, or linear light (the
/// space the averaging happens in, where the mean is the colour with the least squared error).
enum Metric: CaseIterable {
    case linear, srgb

    /// `linear` (0…1) in this space, 0…255.
    func value(_ linear: Double) -> Double {
        switch self {
        case .linear: 255 * linear
        case .srgb: 255 * SRGB.encoded(linear)
        }
    }
}

/// PSNR of pictures against a `Reference` over every fine pixel and channel.
struct Score {
    let reference: Reference
    let metric: Metric
    /// The reference in the metric's space.
    private let target: [Double]
    private let table = (0..<256).map { SRGB.linear(Double($0) / 255) }

    init(reference: Reference, metric: Metric) {
        self.reference = reference
        self.metric = metric
        target = reference.linear.map(metric.value)
    }

    /// The PSNR of `screen` drawn on the fine grid: each pixel is its cell's foreground and
    /// background mixed in linear light by the character's coverage.
    func psnr(of screen: Screen) throws(ScoreError) -> Double {
        var coverages: [Unicode.Scalar: [Double]] = [:]
        var squares = 0.0
        for row in 0..<screen.rows {
            for column in 0..<screen.columns {
                let cell = screen[column, row]
                if coverages[cell.scalar] == nil {
                    guard let shape = GlyphShape(cell.scalar) else { throw .noModel(cell.scalar) }
                    coverages[cell.scalar] = FineGrid.coverage(of: shape)
                }
                let coverage = coverages[cell.scalar] ?? []
                let foreground = linear(cell.foreground)
                let background = linear(cell.background)
                squares += squaredError(column: column, row: row) { pixel in
                    let amount = coverage[pixel]
                    return (
                        foreground.0 * amount + background.0 * (1 - amount),
                        foreground.1 * amount + background.1 * (1 - amount),
                        foreground.2 * amount + background.2 * (1 - amount)
                    )
                }
            }
        }
        return psnr(squares)
    }

    /// The best score half blocks can reach: each half of every cell in the mean colour of the
    /// reference under it, the mean taken in the metric's space and rounded to 8 bits as a
    /// terminal colour is.
    func idealHalfBlocks(columns: Int, rows: Int) -> Double {
        var squares = 0.0
        let half = FineGrid.height / 2
        for row in 0..<rows {
            for column in 0..<columns {
                let top = linear(rounded(mean(column: column, rows: row * FineGrid.height, count: half)))
                let bottom = linear(rounded(mean(column: column, rows: row * FineGrid.height + half, count: half)))
                squares += squaredError(column: column, row: row) { pixel in
                    pixel < half * FineGrid.width ? top : bottom
                }
            }
        }
        return psnr(squares)
    }

    private func psnr(_ squares: Double) -> Double {
        let mean = squares / Double(reference.width * reference.height * 3)
        return 10 * log10(255 * 255 / mean)
    }

    /// The summed squared sRGB error over the cell's fine pixels, `drawn` giving each pixel's
    /// linear colour by its index in the cell.
    private func squaredError(column: Int, row: Int, drawn: (Int) -> (Double, Double, Double)) -> Double {
        var squares = 0.0
        for y in 0..<FineGrid.height {
            for x in 0..<FineGrid.width {
                let color = drawn(y * FineGrid.width + x)
                let index = ((row * FineGrid.height + y) * reference.width + column * FineGrid.width + x) * 3
                for (channel, value) in [color.0, color.1, color.2].enumerated() {
                    let difference = metric.value(value) - target[index + channel]
                    squares += difference * difference
                }
            }
        }
        return squares
    }

    /// The mean of `count` fine rows from `rows` across one cell's width, in the metric's space.
    private func mean(column: Int, rows start: Int, count: Int) -> (Double, Double, Double) {
        var sum = (0.0, 0.0, 0.0)
        for y in start..<start + count {
            for x in column * FineGrid.width..<(column + 1) * FineGrid.width {
                let index = (y * reference.width + x) * 3
                sum = (sum.0 + target[index], sum.1 + target[index + 1], sum.2 + target[index + 2])
            }
        }
        let pixels = Double(count * FineGrid.width)
        return (sum.0 / pixels, sum.1 / pixels, sum.2 / pixels)
    }

    /// The 8-bit colour nearest a mean in the metric's space.
    private func rounded(_ color: (Double, Double, Double)) -> Color {
        func byte(_ value: Double) -> UInt8 {
            let srgb = metric == .srgb ? value / 255 : SRGB.encoded(value / 255)
            return UInt8((max(0, min(1, srgb)) * 255).rounded())
        }
        return Color(red: byte(color.0), green: byte(color.1), blue: byte(color.2))
    }

    private func linear(_ color: Color) -> (Double, Double, Double) {
        (table[Int(color.red)], table[Int(color.green)], table[Int(color.blue)])
    }
}

/// Why an output could not be scored.
enum ScoreError: Error, CustomStringConvertible {
    case noModel(Unicode.Scalar)

    var description: String {
        switch self {
        case .noModel(let scalar): "no coverage model for U+\(String(scalar.value, radix: 16, uppercase: true))"
        }
    }
}

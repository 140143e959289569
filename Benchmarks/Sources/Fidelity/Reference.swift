import Foundation
import GIF

/// sRGB transfer functions on values in 0…1.
enum SRGB {
    static func linear(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static func encoded(_ value: Double) -> Double {
        value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}

/// The source frame averaged to the fine grid of `columns` × `rows` cells: every fine pixel is
/// the area-weighted mean of the source pixels under it, in linear light, transparency over black.
struct Reference {
    let width: Int
    let height: Int
    /// Linear RGB, three values per pixel, row by row.
    let linear: [Double]

    init(frame: Frame, columns: Int, rows: Int) {
        width = columns * FineGrid.width
        height = rows * FineGrid.height
        let columnSpans = Reference.spans(frame.width, into: width)
        let rowSpans = Reference.spans(frame.height, into: height)
        let table = (0..<256).map { SRGB.linear(Double($0) / 255) }
        var linear = [Double](repeating: 0, count: width * height * 3)
        for (y, rowSpan) in rowSpans.enumerated() {
            for (x, columnSpan) in columnSpans.enumerated() {
                var sum = (0.0, 0.0, 0.0)
                var area = 0.0
                for (sourceY, rowWeight) in rowSpan {
                    for (sourceX, columnWeight) in columnSpan {
                        let offset = (sourceY * frame.width + sourceX) * 4
                        let weight = rowWeight * columnWeight
                        let opacity = Double(frame.pixels[offset + 3]) / 255 * weight
                        sum.0 += table[Int(frame.pixels[offset])] * opacity
                        sum.1 += table[Int(frame.pixels[offset + 1])] * opacity
                        sum.2 += table[Int(frame.pixels[offset + 2])] * opacity
                        area += weight
                    }
                }
                let index = (y * width + x) * 3
                linear[index] = sum.0 / area
                linear[index + 1] = sum.1 / area
                linear[index + 2] = sum.2 / area
            }
        }
        self.linear = linear
    }

    /// For each of `count` equal parts of `sourceCount` pixels, the pixels it overlaps and by how much.
    private static func spans(_ sourceCount: Int, into count: Int) -> [[(Int, Double)]] {
        let step = Double(sourceCount) / Double(count)
        return (0..<count).map { index in
            let start = Double(index) * step
            let end = start + step
            return (Int(start)..<min(sourceCount, Int(end.rounded(.up)))).compactMap { pixel in
                let overlap = min(end, Double(pixel + 1)) - max(start, Double(pixel))
                return overlap > 0 ? (pixel, overlap) : nil
            }
        }
    }
}

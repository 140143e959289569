/// What a character covers in its cell, in a cell 1 wide and 2 tall (the 1:2 aspect of a
/// terminal cell), derived from the character's Unicode name so that every symbol is modelled by
/// the same rules: block elements, quadrants and sextants exactly as Unicode defines them; box
/// drawing as a font draws it, light lines 1/8 of the cell width thick, heavy lines twice that,
/// double lines two light lines one thickness apart, dashes covering half their period.
enum GlyphShape {
    /// Filled rectangles, `x0..<x1` × `y0..<y1`.
    case rectangles([Rectangle])
    /// Strokes of `thickness` between two points (the box-drawing diagonals).
    case strokes([(x0: Double, y0: Double, x1: Double, y1: Double)], thickness: Double)
    /// A uniform pattern covering this fraction of every pixel (the shades).
    case uniform(Double)

    struct Rectangle {
        var x0: Double
        var y0: Double
        var x1: Double
        var y1: Double
    }

    static let lightLine = 0.125

    /// The shape of `scalar`, or nil when the model has no rule for it.
    init?(_ scalar: Unicode.Scalar) {
        if scalar == " " {
            self = .rectangles([])
            return
        }
        guard let name = scalar.properties.name else { return nil }
        let words = name.split(separator: " ").map(String.init)
        if name.hasPrefix("BOX DRAWINGS ") {
            guard let shape = GlyphShape.boxDrawing(Array(words.dropFirst(2))) else { return nil }
            self = shape
        } else if name.hasPrefix("BLOCK SEXTANT-") {
            self = .rectangles(GlyphShape.sextant(name.dropFirst("BLOCK SEXTANT-".count)))
        } else if name.hasPrefix("QUADRANT ") {
            self = .rectangles(GlyphShape.quadrants(Array(words.dropFirst())))
        } else if name.hasSuffix(" SHADE") {
            guard let coverage = ["LIGHT": 0.25, "MEDIUM": 0.5, "DARK": 0.75][words[0]] else { return nil }
            self = .uniform(coverage)
        } else if name.hasSuffix(" BLOCK") {
            guard let rectangle = GlyphShape.block(words.dropLast()) else { return nil }
            self = .rectangles([rectangle])
        } else {
            return nil
        }
    }

    /// `FULL`, or a side (`UPPER`, `LOWER`, `LEFT`, `RIGHT`) and a fraction of the cell.
    private static func block(_ words: ArraySlice<String>) -> Rectangle? {
        if words == ["FULL"] { return Rectangle(x0: 0, y0: 0, x1: 1, y1: 2) }
        guard let side = words.first else { return nil }
        let fractions = [
            "ONE EIGHTH": 1.0 / 8, "ONE QUARTER": 2.0 / 8, "THREE EIGHTHS": 3.0 / 8, "HALF": 4.0 / 8,
            "FIVE EIGHTHS": 5.0 / 8, "THREE QUARTERS": 6.0 / 8, "SEVEN EIGHTHS": 7.0 / 8,
        ]
        guard let part = fractions[words.dropFirst().joined(separator: " ")] else { return nil }
        switch side {
        case "UPPER": return Rectangle(x0: 0, y0: 0, x1: 1, y1: 2 * part)
        case "LOWER": return Rectangle(x0: 0, y0: 2 - 2 * part, x1: 1, y1: 2)
        case "LEFT": return Rectangle(x0: 0, y0: 0, x1: part, y1: 2)
        case "RIGHT": return Rectangle(x0: 1 - part, y0: 0, x1: 1, y1: 2)
        default: return nil
        }
    }

    /// `UPPER LEFT AND LOWER RIGHT`: each named quarter of the cell.
    private static func quadrants(_ words: [String]) -> [Rectangle] {
        stride(from: 0, to: words.count, by: 3).compactMap { index in
            guard index + 1 < words.count else { return nil }
            let top = words[index] == "UPPER" ? 0.0 : 1.0
            let left = words[index + 1] == "LEFT" ? 0.0 : 0.5
            return Rectangle(x0: left, y0: top, x1: left + 0.5, y1: top + 1)
        }
    }

    /// `1345`: the sextants numbered left to right, top to bottom.
    private static func sextant(_ digits: Substring) -> [Rectangle] {
        digits.compactMap { $0.wholeNumberValue }.map { number in
            let x = Double((number - 1) % 2) * 0.5
            let y = Double((number - 1) / 2) * 2 / 3
            return Rectangle(x0: x, y0: y, x1: x + 0.5, y1: y + 2.0 / 3)
        }
    }
}

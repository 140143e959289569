extension GlyphShape {
    /// A box-drawing character from the words of its name after `BOX DRAWINGS`: arms from the
    /// centre to the named edges, each light, heavy or double; dashed lines; diagonals.
    static func boxDrawing(_ words: [String]) -> GlyphShape? {
        if words.contains("DIAGONAL") { return diagonal(words) }
        if words.contains("DASH") { return dashes(words) }
        guard let arms = arms(words.filter { $0 != "ARC" && $0 != "AND" }) else { return nil }
        return .rectangles(arms.flatMap { arm($0.direction, weight: $0.weight) })
    }

    enum Weight {
        case light, heavy, double

        init?(_ word: String) {
            switch word {
            case "LIGHT", "SINGLE": self = .light
            case "HEAVY": self = .heavy
            case "DOUBLE": self = .double
            default: return nil
            }
        }

        /// The thickness of each stroke and the offsets of the strokes from the centre line.
        var strokes: (thickness: Double, offsets: [Double]) {
            switch self {
            case .light: (lightLine, [0])
            case .heavy: (2 * lightLine, [0])
            case .double: (lightLine, [-lightLine, lightLine])
            }
        }
    }

    enum Direction: CaseIterable {
        case up, down, left, right

        static func named(_ word: String) -> [Direction]? {
            switch word {
            case "UP": [.up]
            case "DOWN": [.down]
            case "LEFT": [.left]
            case "RIGHT": [.right]
            case "VERTICAL": [.up, .down]
            case "HORIZONTAL": [.left, .right]
            default: nil
            }
        }
    }

    /// Names put weights before their directions (`LIGHT LEFT AND HEAVY RIGHT`, `HEAVY DOWN AND
    /// RIGHT`) or after them (`DOWN LIGHT AND RIGHT UP HEAVY`); the first word tells which.
    private static func arms(_ words: [String]) -> [(direction: Direction, weight: Weight)]? {
        guard let first = words.first else { return nil }
        var arms: [(direction: Direction, weight: Weight)] = []
        if let leading = Weight(first) {
            var weight = leading
            for word in words {
                if let next = Weight(word) {
                    weight = next
                } else if let directions = Direction.named(word) {
                    arms += directions.map { ($0, weight) }
                } else {
                    return nil
                }
            }
        } else {
            var pending: [Direction] = []
            for word in words {
                if let weight = Weight(word) {
                    arms += pending.map { ($0, weight) }
                    pending = []
                } else if let directions = Direction.named(word) {
                    pending += directions
                } else {
                    return nil
                }
            }
            guard pending.isEmpty else { return nil }
        }
        return arms.isEmpty ? nil : arms
    }

    /// The strokes from the cell's centre to one edge, reaching past the centre by half their
    /// overall width so that arms join.
    private static func arm(_ direction: Direction, weight: Weight) -> [Rectangle] {
        let (thickness, offsets) = weight.strokes
        let reach = (offsets.max() ?? 0) + thickness / 2
        return offsets.map { offset in
            let across = (offset - thickness / 2, offset + thickness / 2)
            switch direction {
            case .up: return Rectangle(x0: 0.5 + across.0, y0: 0, x1: 0.5 + across.1, y1: 1 + reach)
            case .down: return Rectangle(x0: 0.5 + across.0, y0: 1 - reach, x1: 0.5 + across.1, y1: 2)
            case .left: return Rectangle(x0: 0, y0: 1 + across.0, x1: 0.5 + reach, y1: 1 + across.1)
            case .right: return Rectangle(x0: 0.5 - reach, y0: 1 + across.0, x1: 1, y1: 1 + across.1)
            }
        }
    }

    /// `LIGHT TRIPLE DASH HORIZONTAL`: n dashes, each covering the middle half of its period.
    private static func dashes(_ words: [String]) -> GlyphShape? {
        guard words.count == 4, let weight = Weight(words[0]),
            let count = ["DOUBLE": 2, "TRIPLE": 3, "QUADRUPLE": 4][words[1]]
        else { return nil }
        let thickness = weight.strokes.thickness
        let horizontal = words[3] == "HORIZONTAL"
        return .rectangles(
            (0..<count).map { index in
                let start = (Double(index) + 0.25) / Double(count)
                let end = (Double(index) + 0.75) / Double(count)
                return horizontal
                    ? Rectangle(x0: start, y0: 1 - thickness / 2, x1: end, y1: 1 + thickness / 2)
                    : Rectangle(x0: 0.5 - thickness / 2, y0: 2 * start, x1: 0.5 + thickness / 2, y1: 2 * end)
            })
    }

    /// `LIGHT DIAGONAL UPPER RIGHT TO LOWER LEFT`, `… UPPER LEFT TO LOWER RIGHT`, `… CROSS`.
    private static func diagonal(_ words: [String]) -> GlyphShape? {
        let rising = (x0: 1.0, y0: 0.0, x1: 0.0, y1: 2.0)
        let falling = (x0: 0.0, y0: 0.0, x1: 1.0, y1: 2.0)
        switch words.last {
        case "LEFT": return .strokes([rising], thickness: lightLine)
        case "RIGHT": return .strokes([falling], thickness: lightLine)
        case "CROSS": return .strokes([rising, falling], thickness: lightLine)
        default: return nil
        }
    }
}

import GIF

/// `sharp`: for each cell, the two-colour split of its 2 × 3 (or 2 × 2) pixels with the least
/// squared error, found exhaustively, drawn with the matching sextant or quadrant character.
enum SymbolRenderer {
    static func render(_ pixels: PixelGrid, columns: Int, rows: Int, colors: ColorMode, symbols: SymbolSet) -> CellGrid
    {
        let height = symbols == .sextants ? 3 : 2
        var cells: [Cell] = []
        cells.reserveCapacity(columns * rows)
        var block = [RGB](repeating: .black, count: 2 * height)
        for row in 0..<rows {
            for column in 0..<columns {
                for y in 0..<height {
                    for x in 0..<2 { block[y * 2 + x] = pixels[column * 2 + x, row * height + y] }
                }
                let split = colors == .none ? thresholdSplit(block) : bestSplit(block)
                let character = symbols == .sextants ? sextant(split.mask) : quadrant(split.mask)
                cells.append(
                    colors == .none
                        ? Cell(character) : Cell(character, foreground: split.foreground, background: split.background))
            }
        }
        return CellGrid(columns: columns, rows: rows, cells: cells)
    }

    /// The split with the least squared error in linear light (the space the cell's pixels were
    /// averaged in, where a group's mean is its best single colour): `mask` bit i set means
    /// pixel i takes the foreground. The error of a split is the total energy less, for each
    /// group, |sum|² / count, so the search keeps the split that maximises the latter. Masks and
    /// their complements are the same split, so only masks with pixel 0 in the foreground are tried.
    static func bestSplit(_ block: [RGB]) -> (mask: Int, foreground: RGB, background: RGB) {
        let table = SRGB.linear
        let count = block.count
        let full = (1 << count) - 1
        return withUnsafeTemporaryAllocation(of: SIMD3<Float>.self, capacity: count) { pixels in
            var total = SIMD3<Float>.zero
            for (index, pixel) in block.enumerated() {
                pixels[index] = SIMD3(table[Int(pixel.red)], table[Int(pixel.green)], table[Int(pixel.blue)])
                total += pixels[index]
            }
            var best = (mask: full, on: total / Float(count), off: SIMD3<Float>.zero)
            var bestScore = (total * total).sum() / Float(count)
            for mask in stride(from: 1, to: full, by: 2) {
                var on = SIMD3<Float>.zero
                var members = 0
                for index in 0..<count where mask & (1 << index) != 0 {
                    on += pixels[index]
                    members += 1
                }
                let off = total - on
                let score = (on * on).sum() / Float(members) + (off * off).sum() / Float(count - members)
                if score > bestScore {
                    bestScore = score
                    best = (mask, on / Float(members), off / Float(count - members))
                }
            }
            return (best.mask, encoded(best.on), best.mask == full ? .black : encoded(best.off))
        }
    }

    /// Without colour: light pixels are the foreground.
    private static func thresholdSplit(_ block: [RGB]) -> (mask: Int, foreground: RGB, background: RGB) {
        var mask = 0
        for (index, pixel) in block.enumerated() where pixel.luminance > 0.5 { mask |= 1 << index }
        return (mask, .black, .black)
    }

    private static func encoded(_ linear: SIMD3<Float>) -> RGB {
        RGB(SRGB.encode(linear.x), SRGB.encode(linear.y), SRGB.encode(linear.z))
    }

    /// The character whose set sextants are `mask` (bit 0 top left, bit 1 top right, … bit 5
    /// bottom right). Unicode's sextant block leaves out the four patterns that already exist:
    /// empty, full, and the left and right halves.
    static func sextant(_ mask: Int) -> Character {
        switch mask {
        case 0: return " "
        case 63: return "█"
        case 21: return "▌"
        case 42: return "▐"
        default:
            let index = mask - 1 - (mask > 21 ? 1 : 0) - (mask > 42 ? 1 : 0)
            return Character(Unicode.Scalar(0x1FB00 + UInt32(index))!)
        }
    }

    /// The quadrant character whose set quadrants are `mask` (bit 0 top left, 1 top right,
    /// 2 bottom left, 3 bottom right).
    static func quadrant(_ mask: Int) -> Character {
        Array(" ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█")[mask]
    }
}

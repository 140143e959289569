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

    /// The split with the least squared error: `mask` bit i set means pixel i takes the
    /// foreground. Masks and their complements are the same split, so only masks with pixel 0
    /// in the foreground are tried.
    static func bestSplit(_ block: [RGB]) -> (mask: Int, foreground: RGB, background: RGB) {
        let full = (1 << block.count) - 1
        var best = (mask: full, foreground: mean(block, mask: full, full: full), background: RGB.black)
        var bestError = error(block, mask: full, best.foreground, best.background)
        for mask in stride(from: 1, to: full, by: 2) {
            let foreground = mean(block, mask: mask, full: full)
            let background = mean(block, mask: full ^ mask, full: full)
            let splitError = error(block, mask: mask, foreground, background)
            if splitError < bestError {
                bestError = splitError
                best = (mask, foreground, background)
            }
        }
        return best
    }

    /// Without colour: light pixels are the foreground.
    private static func thresholdSplit(_ block: [RGB]) -> (mask: Int, foreground: RGB, background: RGB) {
        var mask = 0
        for (index, pixel) in block.enumerated() where pixel.luminance > 0.5 { mask |= 1 << index }
        return (mask, .black, .black)
    }

    private static func mean(_ block: [RGB], mask: Int, full: Int) -> RGB {
        var sum = (0, 0, 0)
        var count = 0
        for (index, pixel) in block.enumerated() where mask & (1 << index) != 0 {
            sum = (sum.0 + Int(pixel.red), sum.1 + Int(pixel.green), sum.2 + Int(pixel.blue))
            count += 1
        }
        guard count > 0 else { return .black }
        return RGB(UInt8(sum.0 / count), UInt8(sum.1 / count), UInt8(sum.2 / count))
    }

    private static func error(_ block: [RGB], mask: Int, _ foreground: RGB, _ background: RGB) -> Int {
        var total = 0
        for (index, pixel) in block.enumerated() {
            let target = mask & (1 << index) != 0 ? foreground : background
            let dr = Int(pixel.red) - Int(target.red)
            let dg = Int(pixel.green) - Int(target.green)
            let db = Int(pixel.blue) - Int(target.blue)
            total += dr * dr + dg * dg + db * db
        }
        return total
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

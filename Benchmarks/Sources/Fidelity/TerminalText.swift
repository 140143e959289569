/// One character cell as a terminal shows it: the character and the colours it is drawn with.
struct ScreenCell {
    var scalar: Unicode.Scalar
    var foreground: Color
    var background: Color
}

/// An 8-bit sRGB colour.
struct Color: Equatable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
}

/// The cells of a picture printed as text with SGR colour sequences, row by row.
struct Screen {
    let columns: Int
    let rows: Int
    let cells: [ScreenCell]

    /// Colours of cells drawn before any colour is set: a black terminal with white text.
    static let defaultForeground = Color(red: 255, green: 255, blue: 255)
    static let defaultBackground = Color(red: 0, green: 0, blue: 0)

    /// Parses `text`: printable characters fill cells, newlines end rows, `ESC [ … m` sets colours
    /// (reset, 7/27 inverse, 39/49 defaults, 38;2 and 48;2 truecolour), private modes such as
    /// `ESC [ ? 25 l` are ignored. Anything else (cursor movement, other colour forms) is an error,
    /// so an output this tool cannot read is never scored.
    init(parsing text: String) throws(ScreenError) {
        var rows: [[ScreenCell]] = [[]]
        var foreground = Screen.defaultForeground
        var background = Screen.defaultBackground
        var inverse = false
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "\u{1B}":
                guard scalars.next() == "[" else { throw .unsupported("an escape that is not CSI") }
                var body = ""
                var final: Unicode.Scalar?
                while let next = scalars.next() {
                    if (0x40...0x7E).contains(next.value) {
                        final = next
                        break
                    }
                    body.unicodeScalars.append(next)
                }
                if body.hasPrefix("?") && (final == "h" || final == "l") { continue }
                guard final == "m" else { throw .unsupported("CSI \(body)\(final.map(String.init) ?? "")") }
                try Screen.applySGR(body, foreground: &foreground, background: &background, inverse: &inverse)
            case "\n":
                rows.append([])
            case "\r":
                continue
            default:
                guard scalar.value >= 0x20 else { throw .unsupported("control character \(scalar.value)") }
                let cell = ScreenCell(
                    scalar: scalar, foreground: inverse ? background : foreground,
                    background: inverse ? foreground : background)
                rows[rows.count - 1].append(cell)
            }
        }
        if rows.last?.isEmpty == true { rows.removeLast() }
        guard let width = rows.first?.count, width > 0, rows.allSatisfy({ $0.count == width }) else {
            throw .notRectangular
        }
        columns = width
        self.rows = rows.count
        cells = rows.flatMap { $0 }
    }

    subscript(column: Int, row: Int) -> ScreenCell { cells[row * columns + column] }

    private static func applySGR(
        _ body: String, foreground: inout Color, background: inout Color, inverse: inout Bool
    ) throws(ScreenError) {
        let parameters = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var index = 0
        while index < parameters.count {
            switch parameters[index] {
            case 0:
                foreground = defaultForeground
                background = defaultBackground
                inverse = false
            case 7: inverse = true
            case 27: inverse = false
            case 39: foreground = defaultForeground
            case 49: background = defaultBackground
            case 38, 48:
                guard index + 4 < parameters.count, parameters[index + 1] == 2 else {
                    throw .unsupported("SGR \(body)")
                }
                let color = Color(
                    red: UInt8(clamping: parameters[index + 2]), green: UInt8(clamping: parameters[index + 3]),
                    blue: UInt8(clamping: parameters[index + 4]))
                if parameters[index] == 38 { foreground = color } else { background = color }
                index += 4
            default:
                throw .unsupported("SGR \(body)")
            }
            index += 1
        }
    }
}

/// Why a text output could not be read back into cells.
enum ScreenError: Error, CustomStringConvertible {
    case unsupported(String)
    case notRectangular

    var description: String {
        switch self {
        case .unsupported(let what): "unsupported terminal output: \(what)"
        case .notRectangular: "rows of different lengths (or no cells at all)"
        }
    }
}

import GIF
import Glibc
import Testing

@testable import Preview

/// A frame of solid colours, one per pixel, all opaque.
private func frame(width: Int, height: Int, _ colors: [RGB]) -> Frame {
    Frame(
        pixels: colors.flatMap { [$0.red, $0.green, $0.blue, 255] }, width: width, height: height, delay: 0, index: 0)
}

private let red = RGB(255, 0, 0)
private let blue = RGB(0, 0, 255)
private let white = RGB(255, 255, 255)
private let black = RGB.black

@Suite struct ScalingTests {
    @Test func averagesInLinearLight() {
        let pixels = PixelGrid.scaled(frame(width: 2, height: 1, [black, white]), width: 1, height: 1)
        // Half black and half white is 50 % linear light: sRGB 188, not 128.
        #expect(pixels[0, 0] == RGB(188, 188, 188))
    }

    @Test func linearValuesEncodeToTheNearestComponent() {
        for code in 0...255 {
            #expect(SRGB.encode(SRGB.linear[code]) == UInt8(code))
        }
        // Black and sRGB 60 average to sRGB 41.43 (linear 0.022593), where the table alone says 42.
        #expect(SRGB.encode(0.022_593) == 41)
        #expect(SRGB.encode(-1) == 0)
        #expect(SRGB.encode(2) == 255)
    }

    @Test func transparentPixelsBlendOverTheBackground() {
        let transparent = Frame(pixels: [0, 0, 0, 0], width: 1, height: 1, delay: 0, index: 0)
        #expect(
            PixelGrid.scaled(transparent, width: 1, height: 1, background: RGB(10, 20, 30))[0, 0] == RGB(10, 20, 30))
    }

    @Test func sameSizeKeepsEveryPixel() {
        let colors = [red, blue, white, black]
        #expect(PixelGrid.scaled(frame(width: 2, height: 2, colors), width: 2, height: 2).pixels == colors)
    }
}

@Suite struct BlockRendererTests {
    private let grid = frame(width: 2, height: 2, [red, blue, white, black])

    @Test func truecolorHalfBlocks() {
        let painter = FramePainter(renderer: Renderer(mode: .blocks, colors: .truecolor, columns: 2, rows: 1))
        #expect(
            painter.text(for: grid)
                == "\u{1B}[38;2;255;0;0;48;2;255;255;255m▀\u{1B}[38;2;0;0;255;48;2;0;0;0m▀\u{1B}[0m\n")
    }

    @Test func colourEscapesOnlyWhenTheColourChanges() {
        let solid = frame(width: 3, height: 2, Array(repeating: red, count: 6))
        let painter = FramePainter(renderer: Renderer(mode: .blocks, colors: .truecolor, columns: 3, rows: 1))
        // One colour top and bottom: spaces on that background.
        #expect(painter.text(for: solid) == "\u{1B}[48;2;255;0;0m   \u{1B}[0m\n")
    }

    @Test func halfBlocksTakeTheFormThatChangesFewestColours() {
        // Red over blue, blue over red, red over red: ▀, then ▄ and █ need no new escape.
        let cells = frame(width: 3, height: 2, [red, blue, red, blue, red, red])
        let painter = FramePainter(renderer: Renderer(mode: .blocks, colors: .truecolor, columns: 3, rows: 1))
        #expect(painter.text(for: cells) == "\u{1B}[38;2;255;0;0;48;2;0;0;255m▀▄█\u{1B}[0m\n")
    }

    @Test func everyFormShowsTheSameColours() {
        var state: UInt32 = 99
        func next() -> Int {
            state = state &* 1_103_515_245 &+ 12_345
            return Int(state >> 16) % 3
        }
        let palette = [red, blue, white]
        for _ in 0..<50 {
            let pixels = (0..<(12 * 4)).map { _ in palette[next()] }
            let painter = FramePainter(renderer: Renderer(mode: .blocks, colors: .truecolor, columns: 12, rows: 2))
            #expect(shownPixels(painter.text(for: frame(width: 12, height: 4, pixels))) == pixels)
        }
    }

    /// The top and bottom colour of every cell of truecolor half-block text, pixel rows in order.
    private func shownPixels(_ text: String) -> [RGB] {
        var rows: [[RGB]] = []
        for line in text.split(separator: "\n") {
            var (foreground, background) = (RGB.black, RGB.black)
            var (top, bottom): ([RGB], [RGB]) = ([], [])
            var rest = Substring(line)
            while let first = rest.first {
                if first == "\u{1B}" {
                    let end = rest.firstIndex(of: "m") ?? rest.endIndex
                    let numbers = rest[rest.index(rest.startIndex, offsetBy: 2)..<end].split(separator: ";").compactMap
                    {
                        UInt8($0)
                    }
                    var index = 0
                    while index + 4 < numbers.count {
                        let color = RGB(numbers[index + 2], numbers[index + 3], numbers[index + 4])
                        if numbers[index] == 38 { foreground = color } else { background = color }
                        index += 5
                    }
                    rest = rest[rest.index(after: end)...]
                    continue
                }
                switch first {
                case "▀": (top, bottom) = (top + [foreground], bottom + [background])
                case "▄": (top, bottom) = (top + [background], bottom + [foreground])
                case "█": (top, bottom) = (top + [foreground], bottom + [foreground])
                default: (top, bottom) = (top + [background], bottom + [background])
                }
                rest = rest.dropFirst()
            }
            rows += [top, bottom]
        }
        return rows.flatMap { $0 }
    }

    @Test func the256And16ColourPalettes() {
        let painter256 = FramePainter(renderer: Renderer(mode: .blocks, colors: .ansi256, columns: 2, rows: 1))
        #expect(painter256.text(for: grid) == "\u{1B}[38;5;196;48;5;231m▀\u{1B}[38;5;21;48;5;16m▀\u{1B}[0m\n")
        let painter16 = FramePainter(renderer: Renderer(mode: .blocks, colors: .ansi16, columns: 2, rows: 1))
        #expect(painter16.text(for: grid) == "\u{1B}[91;107m▀\u{1B}[34;40m▀\u{1B}[0m\n")
    }

    @Test func withoutColourTheShapesFollowLuminance() {
        let painter = FramePainter(renderer: Renderer(mode: .blocks, colors: .none, columns: 2, rows: 1))
        #expect(painter.text(for: frame(width: 2, height: 2, [white, black, black, white])) == "▀▄\n")
    }
}

@Suite struct AsciiRendererTests {
    @Test func rampFromDarkToLight() {
        let grey = (0..<10).map { value -> RGB in
            let level = UInt8(value * 255 / 9)
            return RGB(level, level, level)
        }
        let painter = FramePainter(renderer: Renderer(mode: .ascii, colors: .none, columns: 10, rows: 1))
        let text = painter.text(for: frame(width: 10, height: 1, grey))
        #expect(text.first == " ")
        #expect(text.dropLast().last == "@")
        #expect(text.count == 11)
    }

    @Test func colourSetsForegroundAndBackground() {
        let painter = FramePainter(renderer: Renderer(mode: .ascii, colors: .truecolor, columns: 1, rows: 1))
        #expect(
            painter.text(for: frame(width: 1, height: 1, [white]))
                == "\u{1B}[38;2;255;255;255;48;2;63;63;63m@\u{1B}[0m\n")
    }

    @Test func ditheringSpreadsAMidGreyOverTwoCharacters() {
        let grey = Array(repeating: RGB(188, 188, 188), count: 8)
        let plain = Renderer(mode: .ascii, colors: .none, columns: 8, rows: 1)
        let dithered = Renderer(mode: .ascii, colors: .none, columns: 8, rows: 1, dithers: true)
        let pixels = PixelGrid(width: 8, height: 1, pixels: grey)
        #expect(Set(plain.render(pixels).cells.map(\.character)).count == 1)
        #expect(Set(dithered.render(pixels).cells.map(\.character)).count == 2)
    }

    @Test func toneIsMeasuredOncePerGIF() {
        let dim: [RGB] = (0..<100).map { value in
            let level = UInt8(value / 2)
            return RGB(level, level, level)
        }
        let tone = AsciiTone.measured(from: PixelGrid(width: 100, height: 1, pixels: dim))
        #expect(tone.high < 0.05)
        #expect(tone.level(tone.high) == 1)
    }
}

@Suite struct SymbolRendererTests {
    @Test func sextantCharactersCoverTheBlock() {
        #expect(SymbolRenderer.sextant(0) == " ")
        #expect(SymbolRenderer.sextant(63) == "█")
        #expect(SymbolRenderer.sextant(21) == "▌")
        #expect(SymbolRenderer.sextant(42) == "▐")
        #expect(SymbolRenderer.sextant(1) == "\u{1FB00}")
        #expect(SymbolRenderer.sextant(3) == "\u{1FB02}")
        #expect(SymbolRenderer.sextant(62) == "\u{1FB3B}")
        let all = (0..<64).map(SymbolRenderer.sextant)
        #expect(Set(all).count == 64)
    }

    @Test func theSearchFindsTheBruteForceOptimum() {
        var state: UInt32 = 12_345
        func next() -> UInt8 {
            state = state &* 1_103_515_245 &+ 12_345
            return UInt8(state >> 24)
        }
        for _ in 0..<200 {
            let block = (0..<6).map { _ in RGB(next(), next(), next()) }
            let found = SymbolRenderer.bestSplit(block)
            // Brute force over every mask, both orientations, with exact group means in linear light.
            let best = (0..<64).map { splitError(block, mask: $0) }.min() ?? 0
            #expect(splitError(block, mask: found.mask) <= best + 1e-5)  // Float search, Double check
        }
    }

    @Test func theSplitColoursAreTheGroupMeansInLinearLight() {
        // Black and sRGB 60 in the top four pixels, red below: the dark group's linear mean is
        // sRGB 41 (averaging the encoded values would give 30).
        let dark = RGB(60, 60, 60)
        let block = [RGB.black, dark, RGB.black, dark, red, red]
        let found = SymbolRenderer.bestSplit(block)
        #expect(found.mask == 0b001111)
        #expect(found.foreground == RGB(41, 41, 41))
        #expect(found.background == red)
    }

    /// The squared error in linear light of splitting `block` by `mask`, each group drawn in its
    /// exact linear mean.
    private func splitError(_ block: [RGB], mask: Int) -> Double {
        func linear(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let pixels = block.map { [linear($0.red), linear($0.green), linear($0.blue)] }
        var total = 0.0
        for group in [true, false] {
            let members = pixels.indices.filter { (mask & (1 << $0) != 0) == group }.map { pixels[$0] }
            guard !members.isEmpty else { continue }
            for channel in 0..<3 {
                let mean = members.map { $0[channel] }.reduce(0, +) / Double(members.count)
                total += members.map { ($0[channel] - mean) * ($0[channel] - mean) }.reduce(0, +)
            }
        }
        return total
    }

    @Test func aTwoColourCellIsDrawnExactly() {
        // Left column red, right column blue: the left half block.
        let cell = frame(width: 2, height: 3, [red, blue, red, blue, red, blue])
        let painter = FramePainter(renderer: Renderer(mode: .sharp, colors: .truecolor, columns: 1, rows: 1))
        #expect(painter.text(for: cell) == "\u{1B}[38;2;255;0;0;48;2;0;0;255m▌\u{1B}[0m\n")
        let quadrants = FramePainter(
            renderer: Renderer(mode: .sharp, colors: .truecolor, symbols: .quadrants, columns: 1, rows: 1))
        #expect(
            quadrants.text(for: frame(width: 2, height: 2, [red, red, blue, red]))
                == "\u{1B}[38;2;255;0;0;48;2;0;0;255m▜\u{1B}[0m\n")
    }
}

@Suite struct PaletteTests {
    @Test func the256ColourMappingUsesOnlyIndices16To255() {
        #expect(PaletteMatch.nearestIndex(RGB(255, 0, 0)) == 196)
        #expect(PaletteMatch.nearestIndex(RGB(0, 0, 0)) == 16)
        #expect(PaletteMatch.nearestIndex(RGB(128, 128, 128)) == 244)
        #expect(PaletteMatch.nearestIndex(RGB(95, 135, 175)) == 67)
        for value in stride(from: 0, through: 255, by: 17) {
            let index = PaletteMatch.nearestIndex(RGB(UInt8(value), UInt8(255 - value), UInt8(value / 2)))
            #expect((16...255).contains(index))
        }
    }

    @Test func paletteColoursRoundTrip() {
        for index in 16...255 {
            #expect(
                PaletteMatch.nearestIndex(PaletteMatch.color(ofIndex: index)) == index || index == 16 || index == 231)
        }
    }
}

@Suite struct LayoutTests {
    @Test func fitsTheTerminalKeepingTheAspect() {
        #expect(
            Layout.size(imageWidth: 480, imageHeight: 270, columns: nil, rows: nil, maxColumns: 80, maxRows: 50) == (
                80, 23
            ))
        #expect(
            Layout.size(imageWidth: 100, imageHeight: 400, columns: nil, rows: nil, maxColumns: 80, maxRows: 20) == (
                10, 20
            ))
        #expect(
            Layout.size(imageWidth: 480, imageHeight: 270, columns: 40, rows: nil, maxColumns: 80, maxRows: 50) == (
                40, 11
            ))
        #expect(
            Layout.size(imageWidth: 480, imageHeight: 270, columns: nil, rows: 9, maxColumns: 80, maxRows: 50) == (
                32, 9
            ))
        #expect(Layout.size(imageWidth: 1, imageHeight: 1, columns: 5, rows: 7, maxColumns: 80, maxRows: 50) == (5, 7))
    }

    /// Found in alacritty, whose cells are 9 × 21 pixels: a 4:3 GIF drawn for 1 × 2 cells was
    /// 819 × 714 pixels, 16% too tall. For the cells it has, 91 × 29 cells: 819 × 609.
    @Test func theCellsRealShapeKeepsTheAspect() {
        let cell = (width: 9.0, height: 21.0)
        let size = Layout.size(
            imageWidth: 640, imageHeight: 480, columns: nil, rows: nil, maxColumns: 91, maxRows: 60,
            cellAspect: cell.height / cell.width)
        #expect(size == (91, 29))
        let drawn = Double(size.columns) * cell.width / (Double(size.rows) * cell.height)
        #expect(abs(drawn / (640.0 / 480.0) - 1) < 0.05)
    }

    @Test func noSizeGoesBeyondTheCellLimit() {
        let limit = Layout.maxCells
        // Asked for, derived from a very tall or very wide image, or from a huge terminal.
        #expect(
            Layout.size(imageWidth: 10, imageHeight: 10, columns: 5_000, rows: 9_999_999, maxColumns: 80, maxRows: 50)
                == (limit, limit))
        #expect(
            Layout.size(imageWidth: 10, imageHeight: 10_000, columns: 500, rows: nil, maxColumns: 80, maxRows: 50) == (
                500, limit
            ))
        #expect(
            Layout.size(imageWidth: 10_000, imageHeight: 10, columns: nil, rows: 500, maxColumns: 80, maxRows: 50) == (
                limit, 500
            ))
        #expect(
            Layout.size(
                imageWidth: 480, imageHeight: 270, columns: nil, rows: nil, maxColumns: 1_000_000, maxRows: 1_000_000)
                == (limit, 281))
        #expect(
            Layout.size(imageWidth: 1, imageHeight: 65_535, columns: nil, rows: nil, maxColumns: 80, maxRows: 50) == (
                1, 50
            ))
    }
}

@Suite struct AnimationClockTests {
    @Test func framesAreDueAtTheSumOfThePrecedingEffectiveDelays() {
        let clock = AnimationClock(effectiveDelays: [10, 20, 10, 5])
        #expect(clock.dueTime(of: 0) == 0)
        #expect(clock.dueTime(of: 1) == 0.1)
        #expect(abs(clock.dueTime(of: 3) - 0.4) < 1e-9)
        #expect(abs(clock.playDuration - 0.45) < 1e-9)
    }

    @Test func lateFramesAreDropped() {
        let clock = AnimationClock(effectiveDelays: [10, 10, 10])
        #expect(!clock.isLate(0, at: 0.05))
        #expect(clock.isLate(0, at: 0.1))
        #expect(clock.isLate(1, at: 0.25))
        #expect(!clock.isLate(2, at: 5))
    }

    @Test func playsFollowTheLoopCountAsBrowsersReadIt() {
        #expect(AnimationClock.plays(loopCount: nil) == 1)
        #expect(AnimationClock.plays(loopCount: 0) == nil)
        #expect(AnimationClock.plays(loopCount: 2) == 3)
    }
}

@Suite struct UpdateTests {
    private let encoder = TerminalEncoder(colors: .truecolor)

    private func grid(_ characters: String, columns: Int) -> CellGrid {
        let cells = characters.map { Cell($0, foreground: white, background: black) }
        return CellGrid(columns: columns, rows: cells.count / columns, cells: cells)
    }

    @Test func onlyChangedRunsAreRewritten() {
        let before = grid("abcdefgh", columns: 4)
        let after = grid("abXYefgZ", columns: 4)
        let colours = "\u{1B}[38;2;255;255;255;48;2;0;0;0m"
        // From the line below the image: up 2 rows to row 0, column 2; then down to row 1, column 3.
        #expect(
            encoder.update(from: before, to: after)
                == "\u{1B}[2A\r\u{1B}[2C\(colours)XY\u{1B}[0m\u{1B}[1B\r\u{1B}[3C\(colours)Z\u{1B}[0m\u{1B}[1B\r")
    }

    @Test func anUnchangedFrameWritesNothing() {
        let same = grid("abcd", columns: 2)
        #expect(encoder.update(from: same, to: same).isEmpty)
    }
}

@Suite struct DitherTests {
    /// The 256-palette indices an encoded line sets (the number after each `38;5` or `48;5`).
    private func paletteIndices(_ text: String) -> [Substring] {
        text.split(separator: "\u{1B}").flatMap { part -> [Substring] in
            let parameters = part.dropFirst().prefix { $0 != "m" }.split(separator: ";")
            return parameters.indices.compactMap { index in
                ["38", "48"].contains(parameters[index]) && index + 2 < parameters.endIndex
                    && parameters[index + 1] == "5" ? parameters[index + 2] : nil
            }
        }
    }

    @Test func coloursOnThePaletteAreNotDithered() {
        for color in [RGB.black, RGB(255, 255, 255), RGB(95, 135, 175), RGB(128, 128, 128)] {
            let indices = Set((0..<16).map { OrderedDither.index(color, column: $0 % 4, row: $0 / 4) })
            #expect(indices == [PaletteMatch.nearestIndex(color)])
        }
    }

    @Test func aDitheredPatchAveragesToTheColour() {
        // A grey between two steps of the ramp, and a red between two levels of the cube.
        for (color, channel) in [(RGB(115, 115, 115), \RGB.green), (RGB(115, 0, 0), \RGB.red)] {
            let shown = (0..<16).map {
                PaletteMatch.color(ofIndex: OrderedDither.index(color, column: $0 % 4, row: $0 / 4))
            }
            let mean = Double(shown.map { Int($0[keyPath: channel]) }.reduce(0, +)) / 16
            #expect(abs(mean - 115) <= 1, "mean \(mean)")
            #expect(Set(shown).count == 2)
        }
    }

    @Test func orderedDitheringMixesNeighbouringPaletteColoursStably() {
        // A colour between two cube levels: dithering spreads it over both, the same way every time.
        let between = RGB(115, 115, 115)
        let cells = Array(repeating: Cell("▀", foreground: between, background: between), count: 16)
        let grid = CellGrid(columns: 16, rows: 1, cells: cells)
        let plain = TerminalEncoder(colors: .ansi256).encode(grid)
        let dithered = TerminalEncoder(colors: .ansi256, dithers: true).encode(grid)
        #expect(paletteIndices(plain).count == 1)
        #expect(Set(paletteIndices(dithered)).count >= 2)
        #expect(TerminalEncoder(colors: .ansi256, dithers: true).encode(grid) == dithered)
        let truecolor = TerminalEncoder(colors: .truecolor).encode(grid)
        #expect(TerminalEncoder(colors: .truecolor, dithers: true).encode(grid) == truecolor)
    }
}

import GIF
import Preview
import Testing

@Suite struct PixelFitTests {
    private func fit(
        _ width: Int, _ height: Int, columns: Int? = nil, rows: Int? = nil, upscales: Bool = false
    ) -> PixelFit {
        PixelFit(
            imageWidth: width, imageHeight: height, columns: columns, rows: rows, maxColumns: 80, maxRows: 23,
            cellWidth: 10, cellHeight: 20, upscales: upscales)
    }

    @Test func aLargeImageShrinksToTheTerminalKeepingItsAspect() {
        let large = fit(1600, 900)
        #expect(large.width == 800 && large.height == 450)
        #expect(large.columns == 80 && large.rows == 23)
        let tall = fit(300, 2000)
        #expect(tall.height == 460 && tall.width == 69)
        #expect(tall.rows == 23 && tall.columns == 7)
    }

    @Test func aSmallImageIsNotEnlargedUnlessAsked() {
        let small = fit(40, 30, columns: 20)
        #expect(small.width == 40 && small.height == 30)
        #expect(small.columns == 4 && small.rows == 2)
        let scaled = fit(40, 30, columns: 20, upscales: true)
        #expect(scaled.width == 200 && scaled.height == 150)
    }

    @Test func oneSideGivenBoundsThatSideOnly() {
        let wide = fit(1000, 100, rows: 2)
        #expect(wide.height == 40 && wide.width == 400)
        let bothGiven = fit(1000, 1000, columns: 10, rows: 2)
        #expect(bothGiven.width == 40 && bothGiven.height == 40)
    }

    @Test func scalingKeepsTransparencyAndAveragesInLinearLight() {
        // Two columns: opaque white and fully transparent, halved to one pixel.
        let frame = Frame(pixels: [255, 255, 255, 255, 0, 0, 0, 0], width: 2, height: 1, delay: 0, index: 0)
        let one = PixelFit(
            imageWidth: 2, imageHeight: 1, columns: nil, rows: nil, maxColumns: 1, maxRows: 1, cellWidth: 1,
            cellHeight: 1)
        #expect(one.scaled(frame).pixels == [255, 255, 255, 128])
        #expect(one.scaledOpaque(frame, over: RGB(0, 0, 0)).pixels == [188, 188, 188, 255])
        let transparent = Frame(pixels: [0, 0, 0, 0, 0, 0, 0, 0], width: 2, height: 1, delay: 0, index: 0)
        #expect(one.scaled(transparent).pixels == [0, 0, 0, 0])
    }

    @Test func aFrameAlreadyTheRightSizeIsUntouched() {
        let frame = Frame(pixels: [1, 2, 3, 4], width: 1, height: 1, delay: 0, index: 0)
        let same = PixelFit(
            imageWidth: 1, imageHeight: 1, columns: nil, rows: nil, maxColumns: 5, maxRows: 5, cellWidth: 8,
            cellHeight: 16)
        #expect(same.scaled(frame) == frame)
    }
}

import Testing

@testable import FrameText

@Suite struct GreyImageTests {
    /// Each new pixel weighs its nearest old one 9, the two beside it 3 each and the far one 1.
    @Test func doublingWeighsTheNearestPixelsBilinearly() {
        let image = GreyImage(pixels: [0, 160, 80, 240], width: 2, height: 2)
        let doubled = image.doubled()
        #expect(doubled.width == 4 && doubled.height == 4)
        #expect(Array(doubled.pixels[0..<4]) == [0, 40, 120, 160])
        #expect(Array(doubled.pixels[4..<8]) == [20, 60, 140, 180])
        #expect(Array(doubled.pixels[12..<16]) == [80, 120, 200, 240])
    }
}

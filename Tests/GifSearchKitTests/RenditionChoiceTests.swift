import FixtureSupport
import GifSearchKit
import Testing

@Suite struct RenditionChoiceTests {
    private let gif = FixtureSupport.gif(
        "a", title: "A",
        renditions: [
            "original": GIFRendition(url: "https://m.test/a/original.gif?cid=1&rid=original.gif", size: 6_000_000),
            "downsized_medium": GIFRendition(url: "https://m.test/a/dm.gif?cid=1", size: 4_900_000),
            "downsized": GIFRendition(url: "https://m.test/a/d.gif?cid=1", size: 1_900_000),
            "downsized_small": GIFRendition(url: "https://m.test/a/ds.mp4?cid=1", size: 150_000),
            "original_still": GIFRendition(url: "https://m.test/a/still.gif?cid=1", size: 90_000),
            "fixed_width_small": GIFRendition(url: "https://m.test/a/fws.gif?cid=1", size: 180_000),
            "looping": GIFRendition(url: "https://m.test/a/loop.gif?cid=1"),
        ])

    @Test func theLargestAnimatedGIFThatFitsIsChosen() {
        #expect(gif.rendition(for: .fitting(maxBytes: 5_000_000))?.url == "https://m.test/a/dm.gif?cid=1")
        #expect(gif.rendition(for: .fitting(maxBytes: 2_000_000))?.url == "https://m.test/a/d.gif?cid=1")
        // Not the still, nor the MP4, though smaller.
        #expect(gif.rendition(for: .fitting(maxBytes: 200_000))?.url == "https://m.test/a/fws.gif?cid=1")
        #expect(gif.rendition(for: .fitting(maxBytes: 100_000)) == nil)
        #expect(gif.smallestSize == 180_000)
        #expect(gif.rendition(for: "downsized")?.url == "https://m.test/a/d.gif?cid=1")
    }

    /// For an MP4 or a WebP: the largest of that type that fits, among KLIPY's renditions that
    /// are one and Giphy's formats of the others; the GIF that fits when none of that type does.
    @Test func theLargestFileOfTheTypeAskedForThatFitsElseTheGIF() {
        var giphy = gif
        giphy.renditions["original"]?.formats[.mp4] = GIFRendition(url: "https://m.test/a/original.mp4", size: 900_000)
        giphy.renditions["downsized"]?.formats[.mp4] = GIFRendition(url: "https://m.test/a/d.mp4", size: 400_000)
        giphy.renditions["downsized"]?.formats[.webp] = GIFRendition(url: "https://m.test/a/d.webp", size: 700_000)
        #expect(giphy.rendition(for: .fitting(maxBytes: 1_000_000, type: .mp4))?.url == "https://m.test/a/original.mp4")
        #expect(giphy.rendition(for: .fitting(maxBytes: 500_000, type: .mp4))?.url == "https://m.test/a/d.mp4")
        #expect(giphy.rendition(for: .fitting(maxBytes: 200_000, type: .mp4))?.url == "https://m.test/a/ds.mp4?cid=1")
        #expect(giphy.rendition(for: .fitting(maxBytes: 800_000, type: .webp))?.url == "https://m.test/a/d.webp")
        #expect(giphy.rendition(for: .fitting(maxBytes: 600_000, type: .webp))?.url == "https://m.test/a/fws.gif?cid=1")
        #expect(gif.rendition(for: .fitting(maxBytes: 2_000_000, type: .webp))?.url == "https://m.test/a/d.gif?cid=1")
        #expect(RenditionChoice.fitting(maxBytes: 2_000_000, type: .mp4).description == "MP4 within 2 MB")
    }

    @Test func aFilesTypeIsItsURLsEnding() {
        #expect(MediaFileType(url: "https://m.test/a/d.MP4?x=y.gif") == .mp4)
        #expect(MediaFileType(url: "https://m.test/a/d.webp") == .webp)
        #expect(MediaFileType(url: "https://m.test/a.gif/d") == nil)
        #expect(MediaFileType(url: "https://m.test/a/d.png") == nil)
    }

    @Test func aLimitPartitionsTheGIFsInOrderAndANameKeepsThemAll() {
        var small = gif
        small.id = "b"
        small.renditions["fixed_width_small"]?.size = 80_000
        let (kept, leftOut) = RenditionChoice.fitting(maxBytes: 100_000).partition([gif, small, gif])
        #expect(kept.map(\.id) == ["b"])
        #expect(leftOut.map(\.id) == ["a", "a"])
        #expect(RenditionChoice.original.partition([gif, small]).kept.map(\.id) == ["a", "b"])
        #expect(RenditionChoice.original.partition([gif, small]).leftOut.isEmpty)
    }

    @Test func sizesReadAsPeopleWriteThem() {
        #expect(ByteSize.parse("500KB") == 500_000)
        #expect(ByteSize.parse("2MB") == 2_000_000)
        #expect(ByteSize.parse("8MiB") == 8 * 1_048_576)
        #expect(ByteSize.parse("1.5mb") == 1_500_000)
        #expect(ByteSize.parse("300") == 300)
        for bad in ["", "MB", "-2MB", "lots", "2 TB", "1e300MB"] { #expect(ByteSize.parse(bad) == nil, "\(bad)") }
        #expect(ByteSize.text(3_400_000) == "3.4 MB")
        #expect(ByteSize.text(2_000_000) == "2 MB")
        #expect(ByteSize.text(625) == "625 bytes" && ByteSize.text(1) == "1 byte")
        #expect(ByteSize.text(64 << 20) == "64 MiB" && ByteSize.text(2 << 30) == "2 GiB")
        #expect(ByteSize.text(6_099) == "6.1 kB" && ByteSize.text(4_096) == "4.1 kB")
    }
}

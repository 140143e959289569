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

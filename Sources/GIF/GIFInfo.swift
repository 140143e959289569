/// What a GIF file is: its logical screen, loop count, palettes, comments and every frame.
public struct GIFInfo: Sendable, Equatable {
    /// The logical screen width, as stored.
    public var width: Int
    /// The logical screen height, as stored.
    public var height: Int
    /// The NETSCAPE2.0 (or ANIMEXTS1.0) loop value: `nil` when absent (play once), `0` forever,
    /// `n` repeats (browsers play n + 1 times). The first block wins.
    public var loopCount: Int?
    /// Entries in the global colour table; 0 when there is none.
    public var globalPaletteSize: Int
    /// The background colour index, as stored (browsers ignore it).
    public var backgroundIndex: Int
    /// The text of every comment extension, in file order.
    public var comments: [String]
    /// The file's first XMP packet (its metadata: title, description, keywords), as text.
    public var xmp: String? = nil
    /// The file's size in bytes.
    public var byteSize: Int
    /// Whether the file ends early (a missing trailer, or a cut inside a frame).
    public var truncated: Bool
    /// Every complete image, in order.
    public var frames: [GIFFrameInfo]

    /// The number of images.
    public var frameCount: Int { frames.count }

    /// Seconds one play takes: the sum of effective delays; 0 for a single-frame GIF.
    public var duration: Double {
        frames.count <= 1 ? 0 : Double(frames.reduce(0) { $0 + $1.effectiveDelay }) / 100
    }
}

/// One image of a GIF as the file describes it.
public struct GIFFrameInfo: Sendable, Equatable {
    /// The position of the image in the file, from 0.
    public var index: Int
    /// The image rectangle as stored; it may stick out of the logical screen.
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    /// The delay in centiseconds as stored (0 when there is no graphic control extension).
    public var delay: Int
    /// The disposal method 0–7 as stored (0 when there is no graphic control extension).
    public var disposal: Int
    /// The transparent colour index, if the graphic control extension sets one.
    public var transparentIndex: Int?
    /// Whether rows are stored interlaced.
    public var interlaced: Bool
    /// Entries in the local colour table; 0 when there is none.
    public var localPaletteSize: Int

    /// A frame description with every field given.
    public init(
        index: Int, x: Int, y: Int, width: Int, height: Int, delay: Int, disposal: Int, transparentIndex: Int?,
        interlaced: Bool, localPaletteSize: Int
    ) {
        self.index = index
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.delay = delay
        self.disposal = disposal
        self.transparentIndex = transparentIndex
        self.interlaced = interlaced
        self.localPaletteSize = localPaletteSize
    }

    /// The delay browsers play: 0 or 1 cs play as 10 cs.
    public var effectiveDelay: Int { Self.effectiveDelay(of: delay) }

    /// The browsers' rule for a stored delay in centiseconds: 0 or 1 cs play as 10 cs.
    static func effectiveDelay(of delay: Int) -> Int { delay <= 1 ? 10 : delay }

    /// Whether any part of the rectangle lies outside a canvas of the given size.
    public func sticksOut(ofCanvasWidth canvasWidth: Int, height canvasHeight: Int) -> Bool {
        x + width > canvasWidth || y + height > canvasHeight
    }
}

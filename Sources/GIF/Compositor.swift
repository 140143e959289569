/// Draws a GIF's images onto its canvas with the browser model of GIF89a: the canvas starts
/// transparent; images are clipped to it; the transparent index, and indices outside the
/// colour table (or with no table at all), are not drawn; after an image, disposal 2 clears its
/// rectangle to transparent and disposal 3 restores the canvas as it was before it; other
/// disposals keep it. Memory is the canvas plus, for disposal 3, one saved copy.
struct Compositor {
    let width: Int
    let height: Int
    /// Packed RGBA pixels (see `Palette`); 0 is fully transparent.
    private var canvas: [UInt32]
    private var saved: [UInt32] = []
    /// The disposal of the image drawn last and its rectangle clipped to the canvas, applied
    /// when the next image begins.
    private var pendingDisposal: (method: Int, x: Range<Int>, y: Range<Int>)?

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        canvas = [UInt32](repeating: 0, count: width * height)
    }

    /// Applies the previous image's disposal and prepares for `image`.
    mutating func begin(_ image: GIFFrameInfo) {
        if let disposal = pendingDisposal {
            switch disposal.method {
            case 2: clear(columns: disposal.x, rows: disposal.y)
            case 3 where !saved.isEmpty: swap(&canvas, &saved)
            default: break
            }
        }
        if image.disposal == 3 {
            if saved.count == canvas.count {
                saved.withUnsafeMutableBufferPointer { target in
                    canvas.withUnsafeBufferPointer { source in
                        // Safe: both buffers hold width * height pixels.
                        target.baseAddress!.update(from: source.baseAddress!, count: source.count)
                    }
                }
            } else {
                saved = canvas
            }
        }
        pendingDisposal = (
            image.disposal, clipped(image.x, image.width, to: width), clipped(image.y, image.height, to: height)
        )
    }

    /// Draws one row of `image`'s colour indices.
    mutating func draw(row: Int, of image: GIFFrameInfo, indices: UnsafeBufferPointer<UInt8>, palette: Palette?) {
        let canvasRow = image.y + row
        let columns = clipped(image.x, image.width, to: width)
        guard canvasRow < height, !columns.isEmpty, let colors = palette?.colors else { return }
        let transparent = image.transparentIndex ?? -1
        let start = canvasRow * width
        colors.withUnsafeBufferPointer { colors in
            canvas.withUnsafeMutableBufferPointer { canvas in
                for column in columns {
                    let index = Int(indices[column - image.x])
                    if index == transparent || index >= colors.count { continue }
                    canvas[start + column] = colors[index]
                }
            }
        }
    }

    /// The canvas as a frame.
    func frame(index: Int, delay: Int) -> Frame {
        let bytes = canvas.withUnsafeBytes { [UInt8]($0) }
        return Frame(pixels: bytes, width: width, height: height, delay: delay, index: index)
    }

    /// The canvas scaled down to `size`, read in place: no canvas-sized copy is made.
    func frame(index: Int, delay: Int, scaledTo size: (width: Int, height: Int)) -> Frame {
        guard size != (width, height) else { return frame(index: index, delay: delay) }
        let scaler = AreaScaler(sourceWidth: width, sourceHeight: height, width: size.width, height: size.height)
        let bytes = canvas.withUnsafeBytes { raw in scaler.scaleKeepingAlpha(raw.assumingMemoryBound(to: UInt8.self)) }
        return Frame(pixels: bytes, width: size.width, height: size.height, delay: delay, index: index)
    }

    private mutating func clear(columns: Range<Int>, rows: Range<Int>) {
        for row in rows {
            canvas.replaceSubrange(
                row * width + columns.lowerBound..<row * width + columns.upperBound,
                with: repeatElement(0, count: columns.count))
        }
    }

    /// The part of `start ..< start + length` inside `0 ..< limit`, in `Int` so that no 16-bit
    /// sum can overflow.
    private func clipped(_ start: Int, _ length: Int, to limit: Int) -> Range<Int> {
        let lower = min(max(start, 0), limit)
        let upper = min(max(start + length, lower), limit)
        return lower..<upper
    }
}

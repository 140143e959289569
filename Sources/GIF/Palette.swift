/// A colour table, as RGBA8 values packed into `UInt32` (alpha 255) for fast copying.
struct Palette: Sendable, Equatable {
    /// The colours in table order, packed as the bytes R, G, B, A in memory.
    let colors: [UInt32]

    /// Packs one opaque colour so that its bytes in memory are R, G, B, 255.
    static func pack(red: UInt8, green: UInt8, blue: UInt8) -> UInt32 {
        UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000
    }
}

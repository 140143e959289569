/// An sRGB colour with 8-bit components: a colour table entry for the encoder, a pixel for the
/// preview renderers.
public struct RGB: Sendable, Equatable, Hashable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    /// The colour with the given components.
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    public static let black = RGB(0, 0, 0)
}

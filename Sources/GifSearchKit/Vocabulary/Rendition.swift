/// A rendition's name in gifsearch's vocabulary (Giphy's names: `original`, `fixed_height`,
/// `downsized`, …), which each provider maps to its own formats.
public struct Rendition: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        rawValue = value
    }

    public var description: String { rawValue }

    /// The GIF as it was uploaded.
    public static let original: Rendition = "original"
}

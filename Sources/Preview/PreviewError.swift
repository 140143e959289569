/// Why a picture could not be made.
public enum PreviewError: Error, Equatable, CustomStringConvertible {
    /// libpng refused: its message.
    case cannotEncodePNG(String)

    public var description: String {
        switch self {
        case .cannotEncodePNG(let message): return "cannot write the PNG: \(message)"
        }
    }
}

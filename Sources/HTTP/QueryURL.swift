/// Builds request URLs with percent-encoded query values.
public enum QueryURL {
    /// `base` followed by `?name=value&…`, names and values percent-encoded.
    public static func make(_ base: String, _ parameters: [(String, String)]) -> String {
        guard !parameters.isEmpty else { return base }
        return base + "?" + parameters.map { "\(encode($0))=\(encode($1))" }.joined(separator: "&")
    }

    /// RFC 3986 unreserved characters stay; every other byte of the UTF-8 form is %XX.
    public static func encode(_ value: String) -> String {
        var result = ""
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                result += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0x0F)])"
            }
        }
        return result
    }
}

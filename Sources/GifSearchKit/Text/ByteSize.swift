/// Byte counts as people write them: `500KB`, `2MB`, `8MiB` (KB and MB are 1,000 and
/// 1,000,000 bytes; KiB and MiB 1,024 and 1,048,576).
public enum ByteSize {
    /// The bytes `text` says, or `nil` when it is not a size.
    public static func parse(_ text: String) -> Int? {
        let units: [(String, Double)] = [
            ("kib", 1024), ("mib", 1_048_576), ("gib", 1_073_741_824), ("kb", 1000), ("mb", 1e6), ("gb", 1e9), ("b", 1),
        ]
        let lowered = text.lowercased()
        let (number, scale) =
            units.first { lowered.hasSuffix($0.0) }.map { (lowered.dropLast($0.0.count), $0.1) }
            ?? (Substring(lowered), 1)
        guard let value = Double(number), value.isFinite, value > 0, value * scale < 1e15 else { return nil }
        return Int(value * scale)
    }

    /// `bytes` as every size gifsearch shows is written: a whole number of MiB or GiB as such
    /// (`64 MiB`, what a setting in MiB gives), anything else in the largest decimal unit, to a
    /// tenth (`3.4 MB`, `6.1 kB`, `625 bytes`).
    public static func text(_ bytes: Int) -> String {
        for (unit, scale) in [("GiB", 1 << 30), ("MiB", 1 << 20)] where bytes >= scale && bytes % scale == 0 {
            return "\(bytes / scale) \(unit)"
        }
        let units: [(String, Double)] = [("GB", 1e9), ("MB", 1e6), ("kB", 1e3)]
        for (unit, scale) in units where Double(bytes) >= scale {
            let tenths = (Double(bytes) / scale * 10).rounded() / 10
            let shown = tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
            return "\(shown) \(unit)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}

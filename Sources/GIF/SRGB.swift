#if canImport(Glibc)
    import Glibc
#endif

/// sRGB transfer functions.
public enum SRGB {
    /// The linear value of each 8-bit sRGB component.
    public static let linear: [Float] = (0..<256).map { decode(Float($0) / 255) }

    /// The linear value from which each component value rounds up to the next one: entry k is
    /// the linear value of sRGB k + ½.
    private static let roundingPoints: [Float] = (0..<255).map { decode((Float($0) + 0.5) / 255) }

    /// The component of each linear value in steps of 1/4095: where to start looking among the
    /// rounding points.
    private static let start: [UInt8] = {
        var code = 0
        return (0...4095).map { step in
            while code < 255 && Float(step) / 4095 >= roundingPoints[code] { code += 1 }
            return UInt8(code)
        }
    }()

    /// The 8-bit sRGB component nearest a linear value in 0…1.
    public static func encode(_ linear: Float) -> UInt8 {
        let value = max(0, min(1, linear))
        var code = Int(start[Int(value * 4095)])
        while code < 255 && value >= roundingPoints[code] { code += 1 }
        while code > 0 && value < roundingPoints[code - 1] { code -= 1 }
        return UInt8(code)
    }

    /// The linear value of an sRGB value in 0…1.
    private static func decode(_ value: Float) -> Float {
        value <= 0.04045 ? value / 12.92 : Float(pow(Double((value + 0.055) / 1.055), 2.4))
    }
}

#if canImport(Glibc)
    import Glibc
#endif

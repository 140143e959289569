import GIF

extension RGB {
    /// Relative luminance in 0…1, computed in linear light.
    public var luminance: Float {
        let linear = SRGB.linear
        return 0.2126 * linear[Int(red)] + 0.7152 * linear[Int(green)] + 0.0722 * linear[Int(blue)]
    }
}

/// sRGB transfer functions.
enum SRGB {
    /// The linear value of each 8-bit sRGB component.
    static let linear: [Float] = (0..<256).map { value in
        let c = Float(value) / 255
        return c <= 0.04045 ? c / 12.92 : Float(pow(Double((c + 0.055) / 1.055), 2.4))
    }

    /// The 8-bit sRGB component of each linear value in steps of 1/4095: a first guess, off by
    /// at most one where the steps are coarse (the dark end).
    private static let guess: [UInt8] = (0...4095).map { step in
        let c = Float(step) / 4095
        let value = c <= 0.0031308 ? c * 12.92 : 1.055 * Float(pow(Double(c), 1 / 2.4)) - 0.055
        return UInt8((value * 255).rounded())
    }

    /// The linear value from which each component value rounds up to the next one: entry k is
    /// the linear value of sRGB k + ½.
    private static let roundingPoints: [Float] = (0..<255).map { code in
        let c = (Float(code) + 0.5) / 255
        return c <= 0.04045 ? c / 12.92 : Float(pow(Double((c + 0.055) / 1.055), 2.4))
    }

    /// The 8-bit sRGB component nearest a linear value in 0…1: the table's guess, corrected
    /// against the exact rounding points.
    static func encode(_ linear: Float) -> UInt8 {
        let value = max(0, min(1, linear))
        var code = Int(guess[Int(value * 4095 + 0.5)])
        while code < 255 && value >= roundingPoints[code] { code += 1 }
        while code > 0 && value < roundingPoints[code - 1] { code -= 1 }
        return UInt8(code)
    }
}

#if canImport(Glibc)
    import Glibc
#endif

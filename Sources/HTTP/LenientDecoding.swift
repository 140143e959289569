import FoundationEssentials

/// Decoding that tolerates what APIs really send: numbers as strings, flags as 0/1, wrong types
/// as absent. Untrusted JSON never fails a whole response over one odd field.
extension KeyedDecodingContainer {
    /// An integer sent as a number or as a string of digits (Giphy sends `"width": "480"`) or a
    /// whole-valued floating number; `nil` when absent, empty or not a number. With
    /// `expectingText` the string is tried first: each failed attempt throws a `DecodingError`,
    /// which costs more than the decoding itself (thousands per Giphy page).
    public func lenientInt(forKey key: Key, expectingText: Bool = false) -> Int? {
        if expectingText, let text = try? decodeIfPresent(String.self, forKey: key) { return Int(text) }
        if let number = try? decodeIfPresent(Int.self, forKey: key) { return number }
        if !expectingText, let text = try? decodeIfPresent(String.self, forKey: key) { return Int(text) }
        if let real = try? decodeIfPresent(Double.self, forKey: key), real.isFinite, real == real.rounded(),
            abs(real) < 1e15
        {
            return Int(real)
        }
        return nil
    }

    /// A string, or `nil` when absent or of another type.
    public func lenientString(forKey key: Key) -> String? {
        (try? decodeIfPresent(String.self, forKey: key)) ?? nil
    }

    /// A flag sent as a boolean or as 0/1.
    public func lenientBool(forKey key: Key) -> Bool {
        if let flag = try? decodeIfPresent(Bool.self, forKey: key) { return flag }
        return lenientInt(forKey: key).map { $0 != 0 } ?? false
    }
}

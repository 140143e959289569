import FoundationEssentials

extension KeyedDecodingContainer {
    /// An integer sent as a number or as a string of digits (Giphy sends `"width": "480"`);
    /// `nil` when absent, empty or not a number.
    func lenientInt(forKey key: Key) -> Int? {
        if let number = try? decodeIfPresent(Int.self, forKey: key) { return number }
        if let text = try? decodeIfPresent(String.self, forKey: key) { return Int(text) }
        return nil
    }

    /// A string, or `nil` when absent or of another type.
    func lenientString(forKey key: Key) -> String? {
        (try? decodeIfPresent(String.self, forKey: key)) ?? nil
    }

    /// A flag sent as a boolean or as 0/1.
    func lenientBool(forKey key: Key) -> Bool {
        if let flag = try? decodeIfPresent(Bool.self, forKey: key) { return flag }
        return lenientInt(forKey: key).map { $0 != 0 } ?? false
    }
}

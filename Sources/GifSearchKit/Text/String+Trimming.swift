extension String {
    /// The string without white space at either end.
    public var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// The string without any of the characters of `quotes` at either end.
    public func trimmingCharacters(quotes: String) -> String {
        String(drop(while: { quotes.contains($0) }).reversed().drop(while: { quotes.contains($0) }).reversed())
    }
}

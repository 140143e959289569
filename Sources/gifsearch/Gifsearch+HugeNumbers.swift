import ArgumentParser

extension Gifsearch {
    /// The usage error of `arguments` that give an option a whole number past what a machine
    /// word holds, which the parser calls only "invalid": the option's own range error, as it
    /// reads for the largest (or least) number there is, quoting the number as typed
    /// (`--limit must be between 1 and 5000 (got 99999999999999999999)`); `nil` when no number
    /// is that large or the option says no range for it.
    static func rangeError(for arguments: [String]) -> ValidationError? {
        var typed: [String: String] = [:]
        let clamped = arguments.map { word -> String in
            let equals = word.hasPrefix("--") ? word.firstIndex(of: "=") : nil
            let value = equals.map { String(word[word.index(after: $0)...]) } ?? word
            guard isHugeWholeNumber(value) else { return word }
            let end = value.hasPrefix("-") ? String(Int.min) : String(Int.max)
            typed[end] = value
            return (equals.map { String(word[...$0]) } ?? "") + end
        }
        guard !typed.isEmpty else { return nil }
        do {
            _ = try parseAsRoot(clamped)
            return nil
        } catch {
            let text = message(for: error)
            let quoted = typed.reduce(text) { text, pair in
                text.replacing("(got \(pair.key))", with: "(got \(pair.value))")
            }
            return quoted == text ? nil : ValidationError(quoted)
        }
    }

    /// Whether `word` is a whole number (with an optional sign) that `Int` cannot hold.
    private static func isHugeWholeNumber(_ word: String) -> Bool {
        let digits = word.first == "-" || word.first == "+" ? word.dropFirst() : Substring(word)
        return !digits.isEmpty && digits.allSatisfy { ("0"..."9").contains($0) } && Int(word) == nil
    }
}

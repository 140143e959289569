import ArgumentParser

/// The usage errors of a whole-number option out of its range, in one style: the range, then
/// what was typed. The options are parsed with `parsing: .unconditional`, so that a negative
/// number is their value rather than an option (`--limit -1` is refused by the option's range,
/// not taken for a missing value).
enum WholeNumber {
    /// The usage error of `name`'s `value`, which is not from `lower` to `upper`: "--limit must
    /// be between 1 and 5000 (got -1)".
    static func outOfRange(_ name: String, _ value: Int, _ lower: Int, _ upper: Int, unit: String = "")
        -> ValidationError
    {
        ValidationError("\(name) must be between \(lower) and \(upper)\(unit.isEmpty ? "" : " " + unit) (got \(value))")
    }

    /// The usage error of `name`'s `value`, which is under `lower`: "--frame must be at least 0
    /// (got -1)", with any `note` on the least value after it.
    static func tooSmall(_ name: String, _ value: Int, _ lower: Int, note: String = "") -> ValidationError {
        ValidationError("\(name) must be at least \(lower)\(note.isEmpty ? "" : ", " + note) (got \(value))")
    }
}

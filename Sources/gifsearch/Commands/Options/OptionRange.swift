import ArgumentParser

/// The whole numbers an option takes: its help, its check and its message, all written from
/// one range.
struct OptionRange: Sendable {
    /// The option as typed, `--parallel`.
    let name: String
    let bounds: ClosedRange<Int>
    /// What the numbers count, after them in messages: "pixels", "cells"; empty for none.
    let unit: String

    init(_ name: String, _ bounds: ClosedRange<Int>, unit: String = "") {
        self.name = name
        self.bounds = bounds
        self.unit = unit
    }

    /// "1 to 16 pixels".
    private var text: String {
        "\(bounds.lowerBound) to \(bounds.upperBound)" + (unit.isEmpty ? "" : " \(unit)")
    }

    /// `what`, then the range and any `more` in parentheses: "Downloads at a time (1 to 16)."
    func help(_ what: String, _ more: String? = nil) -> ArgumentHelp {
        ArgumentHelp("\(what) (\(text)\(more.map { "; " + $0 } ?? "")).")
    }

    /// The usage error of a `value` out of the range ("--tile must be between 16 and 1024
    /// pixels (got 8)"); nothing for one in it, or for none.
    func check(_ value: Int?) throws {
        guard let value, !bounds.contains(value) else { return }
        throw WholeNumber.outOfRange(name, value, bounds.lowerBound, bounds.upperBound, unit: unit)
    }
}

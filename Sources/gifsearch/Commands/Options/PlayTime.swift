import ArgumentParser

/// `--at`: a time since the GIF started playing, as `1.5s`, `250ms` or `1.5` (seconds).
struct PlayTime: ExpressibleByArgument {
    let seconds: Double

    init?(argument: String) {
        let text = argument.lowercased()
        let value: Double?
        if text.hasSuffix("ms") {
            value = Double(text.dropLast(2)).map { $0 / 1000 }
        } else if text.hasSuffix("s") {
            value = Double(text.dropLast())
        } else {
            value = Double(text)
        }
        guard let value, value.isFinite, value >= 0 else { return nil }
        seconds = value
    }

    var defaultValueDescription: String { "0s" }
}

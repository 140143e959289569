/// How old cached results are, in words: "42 s", "3 min", "5 h", "2 days".
enum StaleAge {
    static func describe(seconds age: Double) -> String {
        let seconds = Int(age)
        if seconds < 90 { return "\(seconds) s" }
        if seconds < 90 * 60 { return "\(seconds / 60) min" }
        if seconds < 48 * 3600 { return "\(seconds / 3600) h" }
        return "\(seconds / 86_400) days"
    }
}

import Testing

@testable import gifsearch

/// How old cached results are, in the warning a stale answer gets ("showing results cached
/// 3 min ago"): seconds up to 89, then minutes, hours up to 47, then days, each rounded down.
@Suite struct StaleAgeTests {
    static let ages: [(seconds: Double, text: String)] = [
        (0, "0 s"), (42.9, "42 s"), (89, "89 s"), (90, "1 min"), (3 * 60 + 59, "3 min"), (89 * 60 + 59, "89 min"),
        (90 * 60, "1 h"), (47 * 3600 + 3599, "47 h"), (48 * 3600, "2 days"), (10 * 86_400 + 5, "10 days"),
    ]

    @Test(arguments: ages)
    func anAgeIsSaidInItsLargestWholeUnit(seconds: Double, text: String) {
        #expect(StaleAge.describe(seconds: seconds) == text)
    }
}

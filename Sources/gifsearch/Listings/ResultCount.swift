import ArgumentParser

/// `--limit` and `--offset`: results, not a request's size, within the provider's cap; beyond
/// it is a usage error before any request.
enum ResultCount {
    static func validate(limit: Int, offset: Int, cap: Int) throws {
        guard (1...cap).contains(limit) else { throw WholeNumber.outOfRange("--limit", limit, 1, cap) }
        guard (0..<cap).contains(offset) else { throw WholeNumber.outOfRange("--offset", offset, 0, cap - 1) }
        guard offset + limit <= cap else {
            throw ValidationError("--offset plus --limit is \(offset + limit); the results end at \(cap)")
        }
    }
}

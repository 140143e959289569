/// Keeps results alive so the optimizer cannot drop the work that produced them.
enum Blackhole {
    nonisolated(unsafe) private static var sink = 0

    @inline(never)
    static func consume(_ value: Int) {
        sink &+= value
    }

    /// The accumulated value, printed so it is observably used.
    static var value: Int { sink }
}

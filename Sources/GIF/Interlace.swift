/// The image row that the n-th stored row of an interlaced image belongs to: rows 0, 8, 16, …
/// then 4, 12, … then 2, 6, … then 1, 3, ….
struct InterlacedRows: Sequence {
    let height: Int

    func makeIterator() -> AnyIterator<Int> {
        let passes = [(start: 0, step: 8), (start: 4, step: 8), (start: 2, step: 4), (start: 1, step: 2)]
        var pass = 0
        var row = passes[0].start
        return AnyIterator {
            while pass < passes.count {
                if row < height {
                    defer { row += passes[pass].step }
                    return row
                }
                pass += 1
                if pass < passes.count { row = passes[pass].start }
            }
            return nil
        }
    }
}

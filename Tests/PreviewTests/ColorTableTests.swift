import Testing

@testable import Preview

@Suite struct ColorTableTests {
    @Test func everyKeyKeepsItsValueAcrossGrowth() {
        var table = ColorTable(capacity: 4)
        var generator = SystemRandomNumberGenerator()
        let keys = Array(Set((0..<20_000).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &generator) }))
        for (index, key) in keys.enumerated() {
            #expect(table.value(of: key) { index } == index)
        }
        #expect(table.count == keys.count)
        // Asked again, nothing is inserted.
        #expect(keys.enumerated().allSatisfy { index, key in table.value(of: key) { -1 } == index })
        #expect(table.count == keys.count)
        #expect(table.value(of: 0xFF_FFFF) == nil || keys.contains(0xFF_FFFF))
        // Key 0 (black) is a key like the others, not the empty slot.
        var black = ColorTable()
        #expect(black.value(of: 0) == nil)
        #expect(black.value(of: 0) { 7 } == 7)
        #expect(black.value(of: 0) == 7)
    }
}

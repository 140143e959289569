/// Colours (24-bit RGB keys) to small integers: an open-addressing hash table, several times
/// faster than `Dictionary` on the per-pixel path of `SixelPalette`.
struct ColorTable {
    /// key + 1 in each used slot, 0 in a free one.
    private var keys: [UInt32]
    private var values: [Int32]
    private var mask: Int
    private(set) var count = 0

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt32](repeating: 0, count: size)
        values = [Int32](repeating: 0, count: size)
        mask = size - 1
    }

    /// The value of `key`, if it has one.
    func value(of key: UInt32) -> Int? {
        var slot = Self.hash(key) & mask
        while keys[slot] != 0 {
            if keys[slot] == key &+ 1 { return Int(values[slot]) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The value of `key`, inserting `make()` for it when it has none.
    mutating func value(of key: UInt32, inserting make: () -> Int) -> Int {
        var slot = Self.hash(key) & mask
        while keys[slot] != 0 {
            if keys[slot] == key &+ 1 { return Int(values[slot]) }
            slot = (slot + 1) & mask
        }
        let value = make()
        keys[slot] = key &+ 1
        values[slot] = Int32(value)
        count += 1
        if count * 2 > keys.count { grow() }
        return value
    }

    private mutating func grow() {
        let old = (keys, values)
        keys = [UInt32](repeating: 0, count: old.0.count * 2)
        values = [Int32](repeating: 0, count: old.0.count * 2)
        mask = keys.count - 1
        for (key, value) in zip(old.0, old.1) where key != 0 {
            var slot = Self.hash(key &- 1) & mask
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = key
            values[slot] = value
        }
    }

    private static func hash(_ key: UInt32) -> Int {
        Int((key &* 0x9E37_79B1) >> 8)
    }
}

import Synchronization

/// The one source of kitty image ids in a process: consecutive from a random start (below 2^23,
/// leaving room to count up within kitty's 24-bit ids), so that two gifsearch processes sharing
/// a terminal are unlikely to replace each other's images, and one process never uses an id
/// twice.
public enum KittyImageIDs {
    private static let next = Atomic<Int>(Int.random(in: 1...0x7F_0000))

    /// `count` consecutive unused ids; the first is returned.
    public static func allocate(_ count: Int = 1) -> Int {
        next.add(count, ordering: .relaxed).oldValue
    }
}

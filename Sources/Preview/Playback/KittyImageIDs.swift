import Synchronization

/// The one source of kitty image ids in a process: consecutive from a random start, so that two
/// gifsearch processes sharing a terminal are unlikely to replace each other's images, and one
/// process never uses an id twice (until 65,280 have gone). Each id is `m << 24 | n` with `n` in
/// 1…255 and `m` in 0…255, the form kitty's Unicode placeholders can name without 24-bit colour
/// (`n` as a 256-colour index, `m` as a third combining mark): tmux passes 256 colours to a
/// terminal it does not know to have 24-bit colour, where a 24-bit id came out as another.
public enum KittyImageIDs {
    private static let ids = 255 * 256
    private static let next = Atomic<Int>(Int.random(in: 0..<ids))

    /// `count` consecutive unused ids (one picture's frames may need several); the first is
    /// returned, the others follow as `following(_:by:)` says.
    public static func allocate(_ count: Int = 1) -> Int {
        id(at: next.add(count, ordering: .relaxed).oldValue)
    }

    /// The id `offset` places after `id` in allocation order.
    public static func following(_ id: Int, by offset: Int) -> Int {
        self.id(at: (id >> 24) * 255 + (id & 0xFF) - 1 + offset)
    }

    private static func id(at counter: Int) -> Int {
        let position = counter % ids
        return (position / 255) << 24 | (position % 255 + 1)
    }
}

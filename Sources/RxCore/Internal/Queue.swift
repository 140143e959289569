/// A first-in, first-out queue on an array with a moving head, compacted when it runs empty, so
/// enqueueing and dequeueing cost O(1) without shifting elements.
@usableFromInline
struct Queue<Element> {
    @usableFromInline
    var items: [Element] = []
    @usableFromInline
    var head = 0

    @usableFromInline
    init() {}

    /// Adds `element` at the back.
    @inlinable
    mutating func enqueue(_ element: Element) {
        items.append(element)
    }

    /// Removes and returns the front element, or `nil` when empty.
    @inlinable
    mutating func dequeue() -> Element? {
        guard head < items.count else {
            if head > 0 {
                items.removeAll(keepingCapacity: true)
                head = 0
            }
            return nil
        }
        defer { head += 1 }
        return items[head]
    }

    /// Whether nothing is waiting.
    var isEmpty: Bool { head >= items.count }

    /// Drops everything waiting.
    mutating func removeAll() {
        items = []
        head = 0
    }
}

/// The core requests that tell which window has the keyboard and what it is, each encoded in
/// one place.
extension X11Connection {
    /// The predefined atoms WM_CLASS and STRING.
    static let wmClassAtom: UInt32 = 67
    static let stringType: UInt32 = 31
    /// The error a request about a window that does not exist (any more) gets.
    static let badWindow: UInt8 = 3

    /// GetInputFocus: the window that has the keyboard (0: none, 1: the one under the pointer).
    func inputFocus() throws(Failure) -> UInt32 {
        try send(opcode: 43, detail: 0, [])
        return try reply().word(at: 8)
    }

    /// QueryTree: `window`'s parent (0 for a root); `nil` when the window no longer exists.
    func parent(of window: UInt32) throws(Failure) -> UInt32? {
        try send(opcode: 15, detail: 0, WireBytes.word(window))
        do throws(Failure) {
            return try reply().word(at: 12)
        } catch .error(code: Self.badWindow) {
            return nil
        }
    }

    /// GetWindowAttributes: whether `window` still exists. One unmapped (on another workspace,
    /// minimised) does.
    func exists(_ window: UInt32) throws(Failure) -> Bool {
        try send(opcode: 3, detail: 0, WireBytes.word(window))
        do throws(Failure) {
            _ = try reply()
            return true
        } catch .error(code: Self.badWindow) {
            return false
        }
    }

    /// GetProperty: the first `limit` bytes of `window`'s 8-bit STRING property `property`
    /// (empty when it has none); a window that no longer exists has none.
    func stringProperty(_ property: UInt32, of window: UInt32, limit: Int = 1024) throws(Failure) -> [UInt8] {
        try send(
            opcode: 20, detail: 0,
            WireBytes.word(window) + WireBytes.word(property) + WireBytes.word(Self.stringType) + WireBytes.word(0)
                + WireBytes.word(UInt32(limit / 4)))
        let answer: Message
        do throws(Failure) {
            answer = try reply()
        } catch .error(code: Self.badWindow) {
            return []
        }
        let count = Int(answer.word(at: 16))
        guard answer.bytes[1] == 8, answer.word(at: 8) == Self.stringType, 32 + count <= answer.bytes.count else {
            return []
        }
        return Array(answer.bytes[32..<(32 + count)])
    }
}

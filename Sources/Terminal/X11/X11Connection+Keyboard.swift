/// The requests that press keys as the person would: the keyboard's map (which keycode types
/// which keysym) and the XTEST extension's fake input, each encoded in one place.
extension X11Connection {
    /// QueryExtension: the major opcode of the extension `name`, or `nil` when the server has
    /// none.
    func extensionOpcode(_ name: String) throws(Failure) -> UInt8? {
        let bytes = Array(name.utf8)
        try send(opcode: 98, detail: 0, Self.short(bytes.count) + [0, 0] + Self.padded(bytes))
        let answer = try reply()
        return answer.bytes[8] == 1 ? answer.bytes[9] : nil
    }

    /// GetKeyboardMapping: the keysyms of each keycode from the server's lowest to its highest,
    /// by keycode.
    func keyboardMapping() throws(Failure) -> [UInt8: [UInt32]] {
        let count = min(Int(maximumKeycode) - Int(minimumKeycode) + 1, 255)
        guard count > 0 else { return [:] }
        try send(opcode: 101, detail: 0, [minimumKeycode, UInt8(count), 0, 0])
        let answer = try reply()
        let perKeycode = Int(answer.bytes[1])
        var mapping: [UInt8: [UInt32]] = [:]
        for index in 0..<count {
            let start = 32 + index * perKeycode * 4
            guard perKeycode > 0, start + perKeycode * 4 <= answer.bytes.count else { break }
            mapping[minimumKeycode + UInt8(index)] = (0..<perKeycode).map { answer.word(at: start + $0 * 4) }
        }
        return mapping
    }

    /// QueryKeymap: the keycodes held down now.
    func heldKeys() throws(Failure) -> Set<UInt8> {
        try send(opcode: 44, detail: 0, [])
        let answer = try reply()
        var held: Set<UInt8> = []
        for byte in 0..<32 where answer.bytes[8 + byte] != 0 {
            for bit in 0..<8 where answer.bytes[8 + byte] & (1 << bit) != 0 { held.insert(UInt8(byte * 8 + bit)) }
        }
        return held
    }

    /// XTEST's FakeInput (minor opcode 2) through the extension at `opcode`: `keycode` pressed
    /// (or released) as if on the keyboard, so it goes where the keyboard's focus is.
    func fakeKey(_ keycode: UInt8, pressed: Bool, opcode: UInt8) throws(Failure) {
        let keyPress: UInt8 = 2
        let keyRelease: UInt8 = 3
        try send(
            opcode: opcode, detail: 2,
            [pressed ? keyPress : keyRelease, keycode, 0, 0] + [UInt8](repeating: 0, count: 28))
    }
}

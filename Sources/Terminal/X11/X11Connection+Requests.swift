/// The core requests owning a selection takes, each encoded in one place.
extension X11Connection {
    /// The predefined atoms ATOM and INTEGER, property types.
    static let atomType: UInt32 = 4
    static let integerType: UInt32 = 19

    /// CreateWindow: an input-only 1×1 child of the root, hearing of its property changes.
    func createPropertyWindow(_ window: UInt32) throws(Failure) {
        let propertyChange: UInt32 = 0x40_0000
        let eventMaskAttribute: UInt32 = 0x800
        let inputOnly = 2
        try send(
            opcode: 1, detail: 0,
            WireBytes.word(window) + WireBytes.word(root) + Self.short(0) + Self.short(0) + Self.short(1)
                + Self.short(1)
                + Self.short(0) + Self.short(inputOnly) + WireBytes.word(0) + WireBytes.word(eventMaskAttribute)
                + WireBytes.word(propertyChange))
    }

    /// ChangeProperty: `bytes`, `units` items of `format` bits, as `property` of `window` with
    /// `type`, replacing what it held or appended to it.
    func changeProperty(
        _ property: UInt32, of window: UInt32, type: UInt32, format: UInt8, units: Int, bytes: [UInt8],
        appending: Bool = false
    ) throws(Failure) {
        try send(
            opcode: 18, detail: appending ? 2 : 0,
            WireBytes.word(window) + WireBytes.word(property) + WireBytes.word(type) + [format, 0, 0, 0]
                + WireBytes.word(UInt32(units)) + Self.padded(bytes))
    }

    /// SetSelectionOwner: `window` owns `selection` from `time`.
    func setSelectionOwner(_ selection: UInt32, to window: UInt32, at time: UInt32) throws(Failure) {
        try send(opcode: 22, detail: 0, WireBytes.word(window) + WireBytes.word(selection) + WireBytes.word(time))
    }

    /// GetSelectionOwner: the window that owns `selection` (0: none).
    func owner(of selection: UInt32) throws(Failure) -> UInt32 {
        try send(opcode: 23, detail: 0, WireBytes.word(selection))
        return try reply().word(at: 8)
    }

    /// SendEvent: SelectionNotify to `requestor` for its request of `time`, with the answer in
    /// `property` (0: refused).
    func notifySelection(
        to requestor: UInt32, time: UInt32, selection: UInt32, target: UInt32, property: UInt32
    ) throws(Failure) {
        let selectionNotify: UInt8 = 31
        let event =
            [selectionNotify, 0, 0, 0] + WireBytes.word(time) + WireBytes.word(requestor) + WireBytes.word(selection)
            + WireBytes.word(target) + WireBytes.word(property) + [UInt8](repeating: 0, count: 8)
        try send(opcode: 25, detail: 0, WireBytes.word(requestor) + WireBytes.word(0) + event)
    }
}

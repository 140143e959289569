#if canImport(Glibc)
    import Glibc
#endif

/// Pasting on X11: the window that has the keyboard (GetInputFocus, up to the window that has a
/// WM_CLASS, which a window manager's frame and a toolkit's focus proxy do not), a window closed
/// once destroyed (not when only unmapped: on another workspace, minimised), and Ctrl+V pressed
/// through the XTEST extension, as xdotool does, on a connection of its own, once no modifier
/// key is held (Alt, after Alt-Enter, would make it Ctrl+Alt+V).
final class X11PasteDesktop: PasteDesktop {
    private let connection: X11Connection
    private let xtest: UInt8
    private let control: UInt8
    private let shift: UInt8
    private let letterV: UInt8
    /// The keycodes of modifier keys.
    private let modifiers: Set<UInt8>

    /// Connects to `display`; fails when the server has no XTEST or no keys for Ctrl, Shift and V.
    init(display: String, environment: [String: String]) throws(PasteFailure) {
        guard let parsed = X11Display(display) else { throw PasteFailure("DISPLAY='\(display)' names no X display") }
        let connection: X11Connection
        let opcode: UInt8?
        let mapping: [UInt8: [UInt32]]
        do throws(X11Connection.Failure) {
            connection = try X11Connection(display: parsed, environment: environment)
            opcode = try connection.extensionOpcode("XTEST")
            mapping = try connection.keyboardMapping()
        } catch {
            throw PasteFailure(error.description)
        }
        guard let opcode else { throw PasteFailure("the X server has no XTEST extension, which pressing keys takes") }
        /// The keycode that types `keysym` with the fewest modifiers or groups (the lowest
        /// column: a `ru,us` map has its Latin letters in the second group).
        func keycode(_ keysym: UInt32) -> UInt8? {
            mapping.compactMap { code, keysyms in keysyms.firstIndex(of: keysym).map { (column: $0, code: code) } }
                .min { ($0.column, $0.code) < ($1.column, $1.code) }?.code
        }
        guard let control = keycode(0xFFE3), let shift = keycode(0xFFE1), let letterV = keycode(0x76) else {
            throw PasteFailure("the keyboard has no Control, Shift or V key")
        }
        (self.connection, xtest, self.control, self.shift, self.letterV) = (connection, opcode, control, shift, letterV)
        modifiers = Set(mapping.filter { !Set($0.value).isDisjoint(with: Self.modifierKeysyms) }.keys)
    }

    /// Shift, Control, Meta, Alt, Super and AltGr, left and right.
    private static let modifierKeysyms: Set<UInt32> = [
        0xFFE1, 0xFFE2, 0xFFE3, 0xFFE4, 0xFFE7, 0xFFE8, 0xFFE9, 0xFFEA, 0xFFEB, 0xFFEC, 0xFE03,
    ]
    /// How long a modifier key the person holds may keep the paste waiting.
    static let modifierTimeout = 2_000

    func focusedWindow() throws(PasteFailure) -> FocusedWindow? {
        try speaking { () throws(X11Connection.Failure) in
            let focus = try connection.inputFocus()
            guard focus > 1, focus != connection.root else { return nil }
            var window = focus
            while window != 0, window != connection.root {
                let names = try connection.stringProperty(X11Connection.wmClassAtom, of: window)
                if !names.isEmpty {
                    let classes = names.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
                    return FocusedWindow(id: UInt64(window), classes: classes)
                }
                guard let parent = try connection.parent(of: window) else { return nil }
                window = parent
            }
            return FocusedWindow(id: UInt64(focus), classes: [])
        }
    }

    func isOpen(_ window: FocusedWindow) throws(PasteFailure) -> Bool {
        try speaking { () throws(X11Connection.Failure) in
            try connection.exists(UInt32(truncatingIfNeeded: window.id))
        }
    }

    func pressPaste(forTerminal: Bool) throws(PasteFailure) {
        let held = forTerminal ? [control, shift] : [control]
        let end = MonotonicClock.milliseconds() + Self.modifierTimeout
        while try speaking({ () throws(X11Connection.Failure) in try connection.heldKeys() }).isDisjoint(
            with: modifiers)
            == false
        {
            guard MonotonicClock.milliseconds() < end else { throw PasteFailure("a modifier key is still held down") }
            usleep(20_000)
        }
        try speaking { () throws(X11Connection.Failure) in
            for key in held + [letterV] { try connection.fakeKey(key, pressed: true, opcode: xtest) }
            for key in ([letterV] + held.reversed()) { try connection.fakeKey(key, pressed: false, opcode: xtest) }
            // A round trip, so the keys are in before the process ends; an error FakeInput
            // caused (it has no reply) arrives as this request's.
            _ = try connection.inputFocus()
        }
    }

    /// What `requests` give, a failure of the connection told as a paste's.
    private func speaking<Value>(_ requests: () throws(X11Connection.Failure) -> Value) throws(PasteFailure) -> Value {
        do throws(X11Connection.Failure) {
            return try requests()
        } catch {
            throw PasteFailure(error.description)
        }
    }
}

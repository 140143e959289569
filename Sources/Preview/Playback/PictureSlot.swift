/// The one picture shown in an area of the screen that text is also drawn around (a picker's
/// preview), and the bytes that change it. A new picture of the same size at the same place
/// covers the old one (cells only where they changed); otherwise the old one goes first.
public struct PictureSlot: Sendable {
    /// What must happen before the screen is drawn again.
    public enum Clearing: Sendable, Equatable {
        case nothing
        /// These bytes take the old picture away.
        case write(String)
        /// Only clearing the whole screen takes the old picture away: everything on it is to be
        /// drawn again.
        case screen
    }

    private let row: Int
    private let graphics: Graphics
    private let encoder: TerminalEncoder
    private var shown: (picture: ScreenPicture, column: Int)?

    /// A slot whose pictures start at `row` (from 1), drawn as `graphics` say, cells with `encoder`.
    public init(row: Int, graphics: Graphics, encoder: TerminalEncoder) {
        self.row = row
        self.graphics = graphics
        self.encoder = encoder
    }

    /// What removes every picture a slot may have left in kitty's memory, for when the screen
    /// it was on goes (an alternate screen shows only its own).
    public var deletesEveryPicture: String {
        guard graphics.drawing == .pixels(.kitty) else { return "" }
        return String(decoding: graphics.wrapped(KittyEncoder.deleteAll()), as: UTF8.self)
    }

    /// Takes the shown picture away when `always` says so or when `new` at `column` cannot
    /// cover it: a picture elsewhere or of another size, and another kitty image (kitty keeps
    /// both otherwise).
    public mutating func clear(before new: ScreenPicture?, at column: Int?, always: Bool = false) -> Clearing {
        guard let old = shown, always || Self.replaces(new, at: column, old) else { return .nothing }
        shown = nil
        return Self.staysUnderText(old.picture) ? .screen : .write(removal(of: old))
    }

    /// Takes the shown picture away after the screen was cleared: its kitty image is deleted and
    /// its cells blanked.
    public mutating func remove() -> String {
        defer { shown = nil }
        return shown.map(removal) ?? ""
    }

    /// The bytes that draw `picture` at the slot's row and `column`.
    public mutating func place(_ picture: ScreenPicture, at column: Int) -> String {
        defer { shown = (picture, column) }
        switch picture {
        case .cells(let grid):
            let previous: CellGrid? = if case .cells(let old)? = shown?.picture { old } else { nil }
            return encoder.placed(grid, over: previous, row: row, column: column)
        case .pixels(let bytes, _, _, _):
            return PlaybackSequence.moveTo(row: row, column: column) + String(decoding: bytes, as: UTF8.self)
        }
    }

    private static func replaces(_ new: ScreenPicture?, at column: Int?, _ old: (picture: ScreenPicture, column: Int))
        -> Bool
    {
        guard let new, let column else { return false }
        if case .pixels(_, _, _, let id?) = old.picture, case .pixels(_, _, _, let newID) = new, newID != id {
            return true
        }
        return old.column != column || old.picture.columns != new.columns || old.picture.rows != new.rows
    }

    /// Whether text written over `picture` may leave its pixels showing: Konsole keeps sixel
    /// and iTerm2 images under blank cells, and only clearing the screen takes them away (kitty
    /// images are deleted by id; xterm's and mlterm's sixels go with the cells).
    private static func staysUnderText(_ picture: ScreenPicture) -> Bool {
        if case .pixels(_, _, _, nil) = picture { return true }
        return false
    }

    private func removal(of old: (picture: ScreenPicture, column: Int)) -> String {
        var output = ""
        if case .pixels(_, _, _, let id?) = old.picture {
            output += String(decoding: graphics.wrapped(KittyEncoder.delete(id: id)), as: UTF8.self)
        }
        let blank = String(repeating: " ", count: old.picture.columns)
        for offset in 0..<old.picture.rows {
            output += PlaybackSequence.moveTo(row: row + offset, column: old.column) + blank
        }
        return output
    }
}

/// Owns X11's CLIPBOARD with the same bytes under several targets at once, which neither xclip
/// nor xsel can: a file copied as `text/uri-list` for Chromium and as
/// `x-special/gnome-copied-files` for GNOME's and other file managers. It answers `TARGETS`,
/// `TIMESTAMP` and its targets, refuses the rest (and `MULTIPLE`), and serves until another
/// program takes the clipboard or the server goes away.
public final class X11ClipboardOwner {
    private let connection: X11Connection
    private let window: UInt32
    private let clipboard: UInt32
    private let targetsAtom: UInt32
    private let timestampAtom: UInt32
    /// The data each target atom gives.
    private let offers: [UInt32: [UInt8]]
    private let time: UInt32

    /// Connects to `display` and takes the clipboard with `offers` (target name to bytes).
    public init(display: String, environment: [String: String], offers: [(target: String, bytes: [UInt8])])
        throws(X11ClipboardFailure)
    {
        guard let parsed = X11Display(display) else { throw .noDisplay(display) }
        let owner: UInt32
        do throws(X11Connection.Failure) {
            connection = try X11Connection(display: parsed, environment: environment)
            clipboard = try connection.atom("CLIPBOARD")
            targetsAtom = try connection.atom("TARGETS")
            timestampAtom = try connection.atom("TIMESTAMP")
            var byAtom: [UInt32: [UInt8]] = [:]
            for offer in offers { byAtom[try connection.atom(offer.target)] = offer.bytes }
            self.offers = byAtom
            window = connection.newID()
            try connection.createPropertyWindow(window)
            time = try Self.serverTime(of: window, on: connection, using: timestampAtom)
            try connection.setSelectionOwner(clipboard, to: window, at: time)
            owner = try connection.owner(of: clipboard)
        } catch {
            throw .connection(error.description)
        }
        guard owner == window else { throw .notOwned }
    }

    /// Serves requests until another program owns the clipboard or the connection ends.
    public func serve() {
        while let event = try? connection.next() {
            switch event.code {
            case 29 where event.word(at: 12) == clipboard: return
            case 30: answer(event)
            default: continue
            }
        }
    }

    /// Answers the SelectionRequest `request`: the data asked for written to the requestor's
    /// property, then SelectionNotify (with no property when refused).
    private func answer(_ request: X11Connection.Message) {
        let requestor = request.word(at: 12)
        let selection = request.word(at: 16)
        let target = request.word(at: 20)
        let asked = request.word(at: 24)
        // A client of before ICCCM 2 names no property: the target is it.
        let property = asked == 0 ? target : asked
        let data: (type: UInt32, format: UInt8, bytes: [UInt8], units: Int)?
        if selection != clipboard {
            data = nil
        } else if target == targetsAtom {
            let atoms = [targetsAtom, timestampAtom] + offers.keys.sorted()
            data = (X11Connection.atomType, 32, atoms.flatMap { WireBytes.word($0) }, atoms.count)
        } else if target == timestampAtom {
            data = (X11Connection.integerType, 32, WireBytes.word(time), 1)
        } else if let bytes = offers[target] {
            data = (target, 8, bytes, bytes.count)
        } else {
            data = nil
        }
        var answered = false
        if let data {
            answered =
                (try? connection.changeProperty(
                    property, of: requestor, type: data.type, format: data.format, units: data.units, bytes: data.bytes))
                != nil
        }
        try? connection.notifySelection(
            to: requestor, time: request.word(at: 4), selection: selection, target: target,
            property: answered ? property : 0)
    }

    /// The server's time now: appending nothing to a property of `window` makes the server say
    /// when it changed (ICCCM asks owners not to use CurrentTime).
    private static func serverTime(of window: UInt32, on connection: X11Connection, using atom: UInt32)
        throws(X11Connection.Failure) -> UInt32
    {
        try connection.changeProperty(atom, of: window, type: atom, format: 8, units: 0, bytes: [], appending: true)
        while true {
            let event = try connection.next()
            if event.bytes[0] == 0 { throw .error(code: event.bytes[1]) }
            if event.code == 28, event.word(at: 4) == window { return event.word(at: 12) }
        }
    }
}

/// Why the clipboard could not be owned on X11.
public enum X11ClipboardFailure: Error, Equatable, CustomStringConvertible {
    case noDisplay(String)
    /// The connection failed: why.
    case connection(String)
    case notOwned

    public var description: String {
        switch self {
        case .noDisplay(let value): "DISPLAY='\(value)' names no X display"
        case .connection(let reason): reason
        case .notOwned: "another program kept the clipboard"
        }
    }
}

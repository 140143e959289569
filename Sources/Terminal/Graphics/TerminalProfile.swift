/// Which terminal gifsearch draws on, from its own answer (XTVERSION) or, when it gives none,
/// the variables it sets: the one place for what is done differently per terminal.
public struct TerminalProfile: Sendable, Equatable {
    /// The terminals whose graphics gifsearch treats differently, and the others.
    public enum Family: String, Sendable, CaseIterable {
        case kitty
        case konsole = "Konsole"
        case wezterm = "WezTerm"
        case ghostty
        case iterm2 = "iTerm2"
        case xterm = "XTerm"
        case mlterm,
            alacritty, foot
        case vte = "VTE"
        case unknown = "an unknown terminal"
    }

    public var family: Family
    /// The name and version as the terminal or the variable gave them.
    public var name: String
    /// Where the name came from: `XTVERSION`, or the variable's name.
    public var source: String

    public init(family: Family, name: String, source: String) {
        self.family = family
        self.name = name
        self.source = source
    }

    /// The terminal's answer to XTVERSION when it gave one, else the first of the variables
    /// terminals set that names one (inside tmux these describe where tmux was started, so
    /// the answer is preferred).
    public init(answer: String?, environment: [String: String]) {
        if let answer, !answer.isEmpty {
            self.init(family: Self.family(named: answer), name: answer, source: "XTVERSION")
            return
        }
        let variables: [(String, Family)] = [
            ("KITTY_WINDOW_ID", .kitty), ("KONSOLE_VERSION", .konsole), ("WEZTERM_EXECUTABLE", .wezterm),
            ("GHOSTTY_RESOURCES_DIR", .ghostty), ("ALACRITTY_WINDOW_ID", .alacritty), ("VTE_VERSION", .vte),
        ]
        for (variable, family) in variables {
            if let value = environment[variable], !value.isEmpty {
                let version = family == .konsole || family == .vte ? " \(value)" : ""
                self.init(family: family, name: family.rawValue + version, source: variable)
                return
            }
        }
        for variable in ["TERM_PROGRAM", "TERM"] {
            if let value = environment[variable], case let family = Self.family(named: value), family != .unknown {
                self.init(family: family, name: value, source: variable)
                return
            }
        }
        self.init(family: .unknown, name: Family.unknown.rawValue, source: "nothing it said")
    }

    /// Whether its kitty graphics can be trusted with animation: Konsole's draw one frame only
    /// and answer every command, whatever was asked.
    public var animatesKittyGraphics: Bool { family != .konsole }

    /// Whether it draws sixel although its device attributes may not say so (Konsole since
    /// 22.04).
    public var drawsSixel: Bool {
        guard family == .konsole else { return false }
        guard source == "KONSOLE_VERSION", let version = Int(name.split(separator: " ").last ?? "") else {
            return true
        }
        return version >= 220_400
    }

    /// Whether it draws kitty's Unicode placeholders: kitty from 0.28 (known by its answer to
    /// XTVERSION, `kitty(0.28.0)`), and ghostty.
    public var drawsKittyPlaceholders: Bool {
        switch family {
        case .ghostty: return true
        case .kitty:
            guard source == "XTVERSION", let open = name.firstIndex(of: "("), let close = name.firstIndex(of: ")"),
                open < close
            else { return false }
            let parts = name[name.index(after: open)..<close].split(separator: ".").map { Int($0) ?? 0 }
            return parts.lexicographicallyPrecedes([0, 28]) == false
        default: return false
        }
    }

    /// The family a terminal's name, `TERM_PROGRAM` or `TERM` names.
    private static func family(named name: String) -> Family {
        let lowered = name.lowercased()
        let prefixes: [(String, Family)] = [
            ("kitty", .kitty), ("xterm-kitty", .kitty), ("konsole", .konsole), ("wezterm", .wezterm),
            ("ghostty", .ghostty), ("xterm-ghostty", .ghostty), ("iterm", .iterm2), ("xterm(", .xterm),
            ("mlterm", .mlterm), ("alacritty", .alacritty), ("foot", .foot),
        ]
        return prefixes.first { lowered.hasPrefix($0.0) }?.1 ?? .unknown
    }
}

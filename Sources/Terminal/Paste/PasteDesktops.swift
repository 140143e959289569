/// The desktop a paste goes through, chosen from the environment as the clipboard is (Wayland
/// first): a wlroots compositor that tells its windows (with wtype), or X11 (DISPLAY), each
/// through a connection of gifsearch's own; or why this desktop cannot be pasted into, in a
/// phrase.
public enum PasteDesktops {
    /// The desktop of `environment`, or why there is none to paste through.
    public static func fromEnvironment(_ environment: [String: String]) -> Result<PasteDesktop, PasteFailure> {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        func set(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        if set("WAYLAND_DISPLAY") != nil {
            if let refusal = refusal(of: set("XDG_CURRENT_DESKTOP") ?? "") { return .failure(refusal) }
            guard let wtype = ChildProcess.find("wtype", on: path) else {
                return .failure(PasteFailure("wtype is not installed (Debian's package wtype)"))
            }
            do throws(PasteFailure) {
                return .success(try WaylandPasteDesktop(wtype: wtype, environment: environment))
            } catch {
                return .failure(error)
            }
        }
        guard let display = set("DISPLAY") else {
            return .failure(PasteFailure("no desktop session (neither WAYLAND_DISPLAY nor DISPLAY is set)"))
        }
        do throws(PasteFailure) {
            return .success(try X11PasteDesktop(display: display, environment: environment))
        } catch {
            return .failure(error)
        }
    }

    /// Why the Wayland desktop `desktops` (XDG_CURRENT_DESKTOP's list) lets no program type into
    /// another window, when it is one that does not.
    static func refusal(of desktops: String) -> PasteFailure? {
        let names = desktops.split(separator: ":").map { $0.uppercased() }
        let refusing = [("GNOME", "GNOME"), ("KDE", "KDE Plasma")].first { names.contains($0.0) }
        return refusing.map { PasteFailure("\($0.1) on Wayland lets no program type into another window") }
    }
}

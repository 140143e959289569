import FixtureSupport
import Foundation
import Testing

@testable import Terminal

/// The paste's rules, on a desktop that plays a script (each poll reads the next step, the last
/// one over and over): the
/// keys go only to a window that has the keyboard after the popup has closed, and has kept it
/// for two polls. Real desktops are `make test-clipboard`'s.
struct PasterTests {
    static let popup = FocusedWindow(id: 7, classes: ["gifsearch-popup", "XTerm"])
    static let chat = FocusedWindow(id: 9, classes: ["chromium", "Chromium"])
    static let shell = FocusedWindow(id: 11, classes: ["foot"])

    /// One step of the script: whether the popup is open, and which window has the keyboard.
    typealias Step = (popupOpen: Bool, focused: FocusedWindow?)

    final class ScriptedDesktop: PasteDesktop {
        let steps: [Step]
        var index = 0
        var pressed: [Bool] = []
        var pressFails = false

        init(_ steps: [Step]) { self.steps = steps }

        private var step: Step { steps[min(index, steps.count - 1)] }

        /// While the popup is open the poll ends here, and so does its step.
        func isOpen(_ window: FocusedWindow) throws(PasteFailure) -> Bool {
            let open = step.popupOpen
            if open { index += 1 }
            return open
        }

        func focusedWindow() throws(PasteFailure) -> FocusedWindow? {
            defer { index += 1 }
            return step.focused
        }

        func pressPaste(forTerminal: Bool) throws(PasteFailure) {
            if pressFails { throw PasteFailure("wtype could not type") }
            pressed.append(forTerminal)
        }
    }

    func paste(_ desktop: ScriptedDesktop, after popup: FocusedWindow? = popup) -> Paster.Outcome {
        Paster(desktop: desktop, closeTimeout: 300, settle: 0).paste(after: popup)
    }

    @Test func pastesIntoTheWindowThatHasTheKeyboardOnceThePopupHasClosed() {
        let desktop = ScriptedDesktop([
            (true, Self.popup), (true, Self.popup), (false, nil), (false, Self.chat), (false, Self.chat),
        ])
        #expect(paste(desktop) == .pasted(into: Self.chat))
        #expect(desktop.pressed == [false], "Ctrl+V, once")
    }

    @Test func aTerminalGetsCtrlShiftV() {
        let desktop = ScriptedDesktop([(false, Self.shell)])
        #expect(paste(desktop) == .pasted(into: Self.shell))
        #expect(desktop.pressed == [true])
    }

    @Test func nothingIsPastedWhileThePopupStaysOpen() {
        let desktop = ScriptedDesktop([(true, Self.chat)])
        #expect(paste(desktop) == .notPasted(PasteFailure("the window gifsearch ran in did not close within 0 s")))
        #expect(desktop.pressed.isEmpty)
    }

    @Test func neverIntoThePopupItself() {
        let desktop = ScriptedDesktop([(false, Self.popup)])
        #expect(paste(desktop) == .notPasted(PasteFailure("no window had the keyboard within 0 s")))
        #expect(desktop.pressed.isEmpty)
    }

    @Test func aWindowThatHadTheKeyboardForAMomentIsPassedOver() {
        let desktop = ScriptedDesktop([(false, Self.shell), (false, Self.chat), (false, Self.chat)])
        #expect(paste(desktop) == .pasted(into: Self.chat))
        #expect(desktop.pressed == [false])
    }

    @Test func withNoPopupTheWindowThatHasTheKeyboardNow() {
        let desktop = ScriptedDesktop([(false, Self.chat)])
        #expect(paste(desktop, after: nil) == .pasted(into: Self.chat))
    }

    @Test func keysThatCannotBePressedAreSaid() {
        let desktop = ScriptedDesktop([(false, Self.chat)])
        desktop.pressFails = true
        #expect(paste(desktop) == .notPasted(PasteFailure("wtype could not type")))
    }

    @Test(arguments: [
        ("GNOME", "GNOME on Wayland lets no program type into another window"),
        ("ubuntu:GNOME", "GNOME on Wayland lets no program type into another window"),
        ("KDE", "KDE Plasma on Wayland lets no program type into another window"),
    ])
    func gnomeAndKDEOnWaylandRefuse(desktops: String, reason: String) {
        let chosen = PasteDesktops.fromEnvironment([
            "WAYLAND_DISPLAY": "wayland-0", "XDG_CURRENT_DESKTOP": desktops,
        ])
        #expect(throws: PasteFailure(reason)) { try chosen.get() }
    }

    @Test func waylandWithoutWtypeOrACompositorAndNoDesktopAreSaid() throws {
        #expect(throws: PasteFailure("wtype is not installed (Debian's package wtype)")) {
            try PasteDesktops.fromEnvironment(["WAYLAND_DISPLAY": "wayland-0", "PATH": "/nonexistent"]).get()
        }
        let bin = TemporaryFolder("paster-bin")
        try bin.make()
        #expect(FileManager.default.createFile(atPath: bin.path + "/wtype", contents: Data("#!/bin/sh\n".utf8)))
        #expect(chmod(bin.path + "/wtype", 0o755) == 0)
        #expect(throws: PasteFailure("cannot reach the Wayland compositor")) {
            try PasteDesktops.fromEnvironment([
                "WAYLAND_DISPLAY": "wayland-0", "XDG_RUNTIME_DIR": "/nonexistent", "PATH": bin.path,
            ]).get()
        }
        #expect(throws: PasteFailure("no desktop session (neither WAYLAND_DISPLAY nor DISPLAY is set)")) {
            try PasteDesktops.fromEnvironment([:]).get()
        }
    }
}

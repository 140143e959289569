import GifSearchKit
import Terminal
import Testing

@testable import gifsearch

/// The picker's hint line and `pick --help` say what `PickerKeymap` binds.
@Suite struct PickerKeyHelpTests {
    @Test func theHintLineNamesTheFirstKeyOfEachInput() {
        #expect(
            PickerKeyHelp.hint(multi: false)
                == "↑↓ move · Enter print · ^D download · ^Y copy · ^O open · ^S star · Esc quit")
        #expect(PickerKeyHelp.hint(multi: true).contains("Enter print · Tab mark · ^D download"))
    }

    @Test func everyKeyHelpNamesDoesWhatItSays() {
        for (input, key) in [(PickerInput.cancel, Key.ctrl("q")), (.download, .ctrl("d")), (.star, .ctrl("s"))] {
            #expect(PickerKeyHelp.keys(for: input, in: PickerKeymap.browsing(multi: false)).contains(key))
            #expect(PickerKeymap.input(for: key, in: PickerKeymap.browsing(multi: false)) == input)
        }
        #expect(
            PickerKeyHelp.discussion
                == "Esc, Ctrl-C or Ctrl-Q quit with exit 130 and print nothing; "
                + "Alt-Enter or Ctrl-V copies the choice and pastes it, as --paste does; Ctrl-D downloads into -o DIR; "
                + "Ctrl-Y copies as --copy says (a file on a desktop, else the URL; text also by OSC 52); Ctrl-O opens the Giphy page; "
                + "Ctrl-S stars or unstars the selection (★).")
    }
}

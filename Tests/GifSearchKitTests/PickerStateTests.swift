import FixtureSupport
import GifSearchKit
import Testing

@Suite struct PickerStateTests {
    private static func page(_ ids: [String], next: Int?) throws -> ResultPage {
        ResultPage(gifs: ids.map { gif($0) }, next: next.map(String.init))
    }

    @Test func selectionStaysWithinTheResultsAndAsksForMoreBeforeTheEnd() throws {
        var state = PickerState(query: "cats")
        state.apply(.searching(query: "cats"))
        #expect(state.isSearching && state.selectedGIF == nil)
        state.move(by: 1)
        #expect(state.selected == 0)
        let first = (0..<30).map { "g\($0)" }
        state.apply(.page(query: "cats", page: try Self.page(first, next: 30), isFirst: true))
        #expect(state.results.map(\.id) == first && !state.isSearching && state.hasMore)
        state.move(by: 19)
        #expect(state.selectedGIF?.id == "g19" && !state.wantsMore, "eleven rows before the end")
        state.move(by: 1)
        #expect(state.selected == 20 && state.wantsMore, "ten rows before the end, the next page is asked for")
        state.move(by: 100)
        #expect(state.selected == 29 && state.wantsMore)
        state.apply(.searching(query: "cats"))
        #expect(!state.wantsMore)
        state.apply(.page(query: "cats", page: try Self.page(["g29", "d"], next: nil), isFirst: false))
        #expect(state.results.map(\.id) == first + ["d"] && !state.hasMore && !state.wantsMore)
        state.moveToBottom()
        #expect(state.selectedGIF?.id == "d")
        state.move(by: -100)
        #expect(state.selected == 0)
    }

    @Test func updatesForAnotherQueryAreIgnoredAndANewQueryStartsAtTheTop() throws {
        var state = PickerState(query: "cats")
        state.apply(.page(query: "cats", page: try Self.page(["a", "b"], next: nil), isFirst: true))
        state.move(by: 1)
        state.apply(.page(query: "dogs", page: try Self.page(["x"], next: nil), isFirst: true))
        #expect(state.results.map(\.id) == ["a", "b"] && state.selected == 1)
        state.apply(.searching(query: "dogs"))
        state.apply(.page(query: "cats", page: try Self.page(["late"], next: nil), isFirst: true))
        #expect(state.results.map(\.id) == ["a", "b"])
        state.apply(.page(query: "dogs", page: try Self.page(["x", "y"], next: nil), isFirst: true))
        #expect(state.results.map(\.id) == ["x", "y"] && state.selected == 0)
    }

    @Test func marksChooseSeveralAndSurviveANewQuery() throws {
        var state = PickerState(query: "cats")
        state.apply(.page(query: "cats", page: try Self.page(["a", "b", "c"], next: nil), isFirst: true))
        #expect(state.choice.map(\.id) == ["a"])
        state.move(by: 2)
        state.toggleMark()
        state.move(by: -2)
        state.toggleMark()
        #expect(state.choice.map(\.id) == ["c", "a"])
        state.toggleMark()
        #expect(state.choice.map(\.id) == ["c"])
        state.apply(.searching(query: "dogs"))
        state.apply(.page(query: "dogs", page: try Self.page(["x"], next: nil), isFirst: true))
        #expect(state.choice.map(\.id) == ["c"] && !state.isMarked(state.results[0]))
    }
    /// With history: a recent GIF selected under the blank query, then a query whose first page
    /// also holds that GIF. The new results are selected from their first, as fzf does.
    @Test func aQueryTypedOverRecentGIFsSelectsItsFirstResult() throws {
        var state = PickerState(query: "")
        state.setRecent(try Self.page(["r1", "b"], next: nil).gifs)
        state.move(by: 1)
        #expect(state.selectedGIF?.id == "b" && state.isRecent(1))
        state.apply(.searching(query: "cats"))
        state.apply(.page(query: "cats", page: try Self.page(["a", "b", "c"], next: nil), isFirst: true))
        #expect(state.results.map(\.id) == ["a", "b", "c"] && state.recentCount == 0)
        #expect(state.selectedGIF?.id == "a", "the cursor stayed on the recent GIF the person moved to")
    }

    /// Found with a recorded real Giphy body: a page of 25 copies of one id, and paging that does
    /// not advance. Each GIF shows once, and a page that adds nothing ends the paging.
    @Test func repeatedIdsShowOnceAndAPageOfNothingNewEndsThePaging() throws {
        var state = PickerState(query: "cats")
        state.apply(.page(query: "cats", page: try Self.page(["a", "a", "b", "a"], next: 4), isFirst: true))
        #expect(state.results.map(\.id) == ["a", "b"] && state.hasMore)
        state.apply(.page(query: "cats", page: try Self.page(["b", "a", "a"], next: 7), isFirst: false))
        #expect(state.results.map(\.id) == ["a", "b"] && !state.hasMore)
    }
}

@Suite struct QueryEditorTests {
    @Test func backspaceDeletesOneGraphemeAndTextIsInsertedAtTheCursor() {
        var editor = QueryEditor("cat👍🏽")
        editor.deleteBackward()
        #expect(editor.text == "cat")
        editor.insert("e\u{301}")
        #expect(editor.text == "caté" && editor.cursor == 4)
        editor.deleteBackward()
        #expect(editor.text == "cat")
        editor.moveLeft()
        editor.insert("猫")
        #expect(editor.text == "ca猫t" && editor.cursor == 3)
        editor.deleteForward()
        #expect(editor.text == "ca猫")
    }

    @Test func pastesBecomeOneLineWithoutControls() {
        var editor = QueryEditor()
        editor.insert("happy\r\nbirth\u{1B}[31mday\tcake")
        #expect(editor.text == "happy  birth[31mday cake")
    }

    @Test func wordsAndLinesAndTheLengthLimit() {
        var editor = QueryEditor("funny cats ")
        editor.deleteWordBackward()
        #expect(editor.text == "funny ")
        editor.insert(String(repeating: "x", count: 100))
        #expect(editor.characters.count == QueryEditor.maxLength)
        editor.moveToStart()
        editor.moveRight()
        editor.deleteToStart()
        #expect(editor.text.hasPrefix("unny ") && editor.cursor == 0)
    }
}

import ArgumentParser
import FixtureSupport
import GifSearchKit
import RxCore
import Testing

@testable import gifsearch

/// One rule of the terms `tags` and `trending --terms` print (docs/OUTPUT.md, "Other commands'
/// output"): fixed terms in, the exact text out.
struct TermRule: Sendable, CustomTestStringConvertible {
    let rule: String
    let formats: [TermFormat]
    let terms: [String]
    let text: String

    var testDescription: String { rule }
}

/// Search terms in each format, rule by rule (`TermPrinter`).
@Suite struct TermPrinterTests {
    /// Terms as a server might send them: plain, with a slash, with an escape sequence and a tab.
    static let terms = ["cats", "ac/dc", "red\u{1B}[31mcat\tnow"]

    static let rules: [TermRule] = [
        TermRule(
            rule: "json: one array of strings as the server sent them, with JSON's escaping", formats: [.json],
            terms: terms,
            text: #"""
                [
                  "cats",
                  "ac/dc",
                  "red\u001b[31mcat\tnow"
                ]

                """#),
        TermRule(
            rule: "jsonl: one JSON string a line, as the server sent it", formats: [.jsonl], terms: terms,
            text: #"""
                "cats"
                "ac/dc"
                "red\u001b[31mcat\tnow"

                """#),
        TermRule(
            rule: "every other format: one term a line, made safe for the terminal",
            formats: [.table, .url, .ids, .md, .tsv], terms: terms,
            text: """
                cats
                ac/dc
                redcat now

                """),
    ]

    @Test(arguments: rules)
    func termRule(_ rule: TermRule) {
        for format in rule.formats {
            #expect(TermPrinter.render(rule.terms, as: format) == rule.text, "\(format)")
        }
    }

    /// Prints `terms` as `tags` does, with `limit` and `offset`; the exit status when it failed.
    private func show(
        _ terms: [String], format: TermFormat, limit: Int? = nil, offset: Int = 0, into captured: CapturedContext
    ) throws -> Int32? {
        let options = try ServiceOptions.parse([])
        do {
            let session = ServiceSession(
                service: fixtureService(at: "http://127.0.0.1:9"), options: options, context: captured.context())
            try TermPrinter.show(
                .just(terms), in: session, format: format, limit: limit, offset: offset, empty: "no terms")
            return nil
        } catch let failure as ReportedFailure {
            return failure.status.rawValue
        }
    }

    @Test(arguments: TermFormat.allCases)
    func aTermWithNothingLeftOnceMadeSafeIsLeftOutOfEveryFormat(format: TermFormat) throws {
        let captured = CapturedContext()
        #expect(try show(["cats", "\u{1B}[31m", "\u{200B}\u{7}", "dogs"], format: format, into: captured) == nil)
        let expected = TermPrinter.render(["cats", "dogs"], as: format)
        #expect(captured.standardOutput == expected)
    }

    @Test func limitPrintsAtMostThatManyAfterTheOffset() throws {
        let captured = CapturedContext()
        let terms = ["a", "b", "c", "d", "e"]
        #expect(try show(terms, format: .url, limit: 2, offset: 1, into: captured) == nil)
        #expect(captured.standardOutput == "b\nc\n")
    }

    @Test func noTermIsExitOneWithALineOnStandardError() throws {
        let captured = CapturedContext()
        #expect(try show(["\u{1B}[0m"], format: .json, into: captured) == ExitStatus.nothingFound.rawValue)
        #expect(captured.standardOutput.isEmpty)
        #expect(captured.standardError == "gifsearch: no terms\n")
    }
}

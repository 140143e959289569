import FixtureSupport
import GifSearchKit
import Testing

@testable import gifsearch

/// One rule of the text forms of `copy` (docs/OUTPUT.md, "Other commands' output"; DESIGN §14):
/// what goes on the clipboard, and is printed, for fixed GIFs.
struct CopyRule: Sendable, CustomTestStringConvertible {
    let rule: String
    let form: CopyForm
    let targets: [CopyTarget]
    let lines: [String]

    var testDescription: String { rule }
}

/// `copy --as url|md` and the picker's copy key, rule by rule (`CopyText`).
@Suite struct CopyTextTests {
    typealias S = OutputSamples

    static let rules: [CopyRule] = [
        CopyRule(
            rule: "url: the provider's URL verbatim, one GIF a line", form: .url,
            targets: CopyTarget.of([S.party, S.klipy], rendition: .original),
            lines: [
                "https://media.test/fx5gaw/original.gif?cid=1&rid=original.gif",
                "https://static.klipy.test/9000001/gif.gif",
            ]),
        CopyRule(
            rule: "url: a URL with a space is copied as the provider gave it", form: .url,
            targets: [CopyTarget(url: "https://media.test/a b.gif", gif: nil)],
            lines: ["https://media.test/a b.gif"]),
        CopyRule(
            rule: "md: ![alt](url) with the provider's alt text", form: .md,
            targets: CopyTarget.of([S.described], rendition: .original),
            lines: ["![A cat waves](https://media.test/abc123/original.gif)"]),
        CopyRule(
            rule: "md: the title when the provider has no alt text", form: .md,
            targets: CopyTarget.of([S.party], rendition: "fixed_height"),
            lines: ["![Party Time GIF](https://media.test/fx5gaw/200.gif?cid=1)"]),
        CopyRule(
            rule: "md: 'GIF' for a GIF known only by its URL", form: .md,
            targets: [CopyTarget(url: "https://media.test/x.gif", gif: nil)],
            lines: ["![GIF](https://media.test/x.gif)"]),
        CopyRule(
            rule: "md: escaped for Markdown, the text's metacharacters and the URL's spaces and brackets",
            form: .md,
            targets: [
                CopyTarget(
                    url: "https://media.test/a b(1).gif", gif: gif("meta", title: "*Bold* [x]", url: "https://m.test/"))
            ],
            lines: [#"![\*Bold\* \[x\]](https://media.test/a%20b%281%29.gif)"#]),
        CopyRule(
            rule: "md: the text made safe for the terminal", form: .md,
            targets: CopyTarget.of([S.hostileTitle], rendition: .original),
            lines: ["![Red Alert now please](https://media.test/red1.gif)"]),
        CopyRule(
            rule: "a URL holding a control or invisible character is left out", form: .url,
            targets: CopyTarget.of([S.escapeURL, S.party, S.bidiURL, S.separatorURL], rendition: .original),
            lines: ["https://media.test/fx5gaw/original.gif?cid=1&rid=original.gif"]),
        CopyRule(
            rule: "a GIF without the chosen rendition is not a target", form: .md,
            targets: CopyTarget.of([S.bare, S.klipy], rendition: "fixed_height"),
            lines: ["![Dancing dog](https://static.klipy.test/9000001/mediumgif.gif)"]),
    ]

    @Test(arguments: rules)
    func copyRule(_ rule: CopyRule) {
        #expect(CopyText.lines(of: rule.targets, form: rule.form) == rule.lines)
    }
}

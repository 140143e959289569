import FixtureSupport
import GifSearchKit
import Testing

@testable import gifsearch

/// One rule of docs/OUTPUT.md for a result format: fixed results in, the exact text out.
struct FormatRule: Sendable, CustomTestStringConvertible {
    let rule: String
    let format: ResultFormat
    var rendition: RenditionChoice = .original
    /// The feed's term the results were found by.
    var term: String?
    let gifs: [GIFResult]
    let text: String
    /// How many results are left out for a control or invisible character (a warning says so).
    var skipped = 0

    var testDescription: String { rule }
}

/// docs/OUTPUT.md, "Choosing a format", "JSON and JSONL" and "TSV", rule by rule: each format's
/// exact text for fixed results (`ResultPrinter`).
@Suite struct ResultPrinterTests {
    typealias S = OutputSamples

    static let urlRules: [FormatRule] = [
        FormatRule(
            rule: "url: one line a result, the original rendition's URL by default, verbatim", format: .url,
            gifs: [S.party, S.klipy],
            text: """
                https://media.test/fx5gaw/original.gif?cid=1&rid=original.gif
                https://static.klipy.test/9000001/gif.gif

                """),
        FormatRule(
            rule: "url: --rendition names the rendition, in each provider's formats", format: .url,
            rendition: "fixed_height", gifs: [S.party, S.klipy],
            text: """
                https://media.test/fx5gaw/200.gif?cid=1
                https://static.klipy.test/9000001/mediumgif.gif

                """),
        FormatRule(
            rule: "url: --max-size takes the largest animated GIF rendition within it", format: .url,
            rendition: .fitting(maxBytes: 1_000_000), gifs: [S.party, S.klipy],
            text: """
                https://media.test/fx5gaw/200.gif?cid=1
                https://static.klipy.test/9000001/gif.gif

                """),
        FormatRule(
            rule: "url: a result without a URL for the chosen rendition is left out", format: .url,
            gifs: [S.bare, S.party], text: "https://media.test/fx5gaw/original.gif?cid=1&rid=original.gif\n"),
        FormatRule(
            rule: "url: a URL holding a control or invisible character is left out, not printed mangled",
            format: .url, gifs: [S.escapeURL, S.party, S.bidiURL, S.separatorURL],
            text: "https://media.test/fx5gaw/original.gif?cid=1&rid=original.gif\n", skipped: 3),
    ]

    static let idsRules: [FormatRule] = [
        FormatRule(
            rule: "ids: one line a result, the id as show, download, preview, info and fav take it back",
            format: .ids, gifs: [S.party, S.klipy, S.bare],
            text: """
                fx5gaw
                klipy:9000001
                bare1

                """),
        FormatRule(
            rule: "ids: an id holding a control or invisible character is left out, not printed mangled",
            format: .ids, gifs: [S.escapeID, S.party, S.zeroWidthID, S.separatorID], text: "fx5gaw\n",
            skipped: 3),
    ]

    static let markdownRules: [FormatRule] = [
        FormatRule(
            rule: "md: one line a result, ![alt](url) with the GIF's alt text", format: .md, gifs: [S.described],
            text: "![A cat waves](https://media.test/abc123/original.gif)\n"),
        FormatRule(
            rule: "md: the title when the GIF has no alt text", format: .md, gifs: [S.party],
            text: "![Party Time GIF](https://media.test/fx5gaw/original.gif?cid=1&rid=original.gif)\n"),
        FormatRule(
            rule: "md: Markdown's metacharacters in the text are escaped by \\", format: .md,
            gifs: [gif("meta", title: #"*Bold* _it_ [x](y) `c` <b> #1 +1 !{}|~\"#, url: "https://media.test/m.gif")],
            text: ##"""
                ![\*Bold\* \_it\_ \[x\]\(y\) \`c\` \<b\> \#1 \+1 \!\{\}\|\~\\](https://media.test/m.gif)

                """##),
        FormatRule(
            rule: "md: space, (, ), <, > in the URL are percent-encoded", format: .md,
            gifs: [gif("odd", title: "Odd", url: "https://media.test/a b(1)<2>.gif?q=x y")],
            text: "![Odd](https://media.test/a%20b%281%29%3C2%3E.gif?q=x%20y)\n"),
        FormatRule(
            rule: "md: a result without a URL for the chosen rendition is left out", format: .md,
            gifs: [S.bare, S.described], text: "![A cat waves](https://media.test/abc123/original.gif)\n"),
        FormatRule(
            rule: "md: a URL holding a control or invisible character is left out, not printed mangled",
            format: .md, gifs: [S.escapeURL, S.described, S.bidiURL, S.separatorURL],
            text: "![A cat waves](https://media.test/abc123/original.gif)\n", skipped: 3),
        FormatRule(
            rule: "md: the text is made safe for the terminal, then escaped", format: .md, gifs: [S.hostileTitle],
            text: "![Red Alert now please](https://media.test/red1.gif)\n"),
    ]

    static let tsvRules: [FormatRule] = [
        FormatRule(
            rule: "tsv: id, title, url, width, height, frames, alt; tab-separated, no header", format: .tsv,
            gifs: [S.described, S.party, S.klipy],
            text: """
                abc123\tCat\thttps://media.test/abc123/original.gif\t480\t270\t24\tA cat waves
                fx5gaw\tParty Time GIF\thttps://media.test/fx5gaw/original.gif?cid=1&rid=original.gif\t120\t90\t12\t
                klipy:9000001\tDancing dog\thttps://static.klipy.test/9000001/gif.gif\t498\t280\t\t

                """),
        FormatRule(
            rule: "tsv: the url, width, height and frames are the chosen rendition's", format: .tsv,
            rendition: "fixed_height", gifs: [S.party],
            text: "fx5gaw\tParty Time GIF\thttps://media.test/fx5gaw/200.gif?cid=1\t267\t200\t12\t\n"),
        FormatRule(
            rule: "tsv: a value that is unknown or missing is an empty column", format: .tsv, gifs: [S.bare],
            text: "bare1\tBare\t\t\t\t\t\n"),
        FormatRule(
            rule: "tsv: every value made safe, tabs and newlines become spaces: always seven columns",
            format: .tsv, gifs: [S.hostileTitle, S.escapeURL, S.escapeID, S.separatedTitle],
            text: """
                red1\tRed Alert now please\thttps://media.test/red1.gif\t10\t10\t\t
                esc1\tesc1\thttps://media.test/esc1.gif\t\t\t\t
                fxid\tfxid\thttps://media.test/escid.gif\t\t\t\t
                sep1\tone two three  four\thttps://media.test/sep1.gif\t\t\t\t

                """),
    ]

    static let jsonRules: [FormatRule] = [
        FormatRule(
            rule: "json: one array of objects, pretty-printed; every key but term, null when unknown",
            format: .json, gifs: [S.party, S.bare],
            text: """
                [
                  {
                    "alt" : null,
                    "frames" : 12,
                    "height" : 90,
                    "id" : "fx5gaw",
                    "isSticker" : false,
                    "page" : "https://giphy.test/gifs/fx5gaw",
                    "provider" : "giphy",
                    "rating" : "g",
                    "size" : 2000000,
                    "title" : "Party Time GIF",
                    "url" : "https://media.test/fx5gaw/original.gif?cid=1&rid=original.gif",
                    "username" : null,
                    "width" : 120
                  },
                  {
                    "alt" : null,
                    "frames" : null,
                    "height" : null,
                    "id" : "bare1",
                    "isSticker" : false,
                    "page" : null,
                    "provider" : "giphy",
                    "rating" : null,
                    "size" : null,
                    "title" : "Bare",
                    "url" : null,
                    "username" : null,
                    "width" : null
                  }
                ]

                """),
        FormatRule(
            rule: "jsonl: one object a line, the chosen rendition's url and sizes", format: .jsonl,
            rendition: "fixed_height", gifs: [S.party, S.klipy, S.described],
            text: #"""
                {"alt":null,"frames":12,"height":200,"id":"fx5gaw","isSticker":false,"page":"https://giphy.test/gifs/fx5gaw","provider":"giphy","rating":"g","size":900000,"title":"Party Time GIF","url":"https://media.test/fx5gaw/200.gif?cid=1","username":null,"width":267}
                {"alt":null,"frames":null,"height":180,"id":"klipy:9000001","isSticker":false,"page":null,"provider":"klipy","rating":null,"size":300000,"title":"Dancing dog","url":"https://static.klipy.test/9000001/mediumgif.gif","username":null,"width":320}
                {"alt":"A cat waves","frames":null,"height":null,"id":"abc123","isSticker":false,"page":null,"provider":"giphy","rating":null,"size":null,"title":"Cat","url":null,"username":"catperson","width":null}

                """#),
        FormatRule(
            rule: "json: strings as the server sent them, with JSON's escaping; slashes not escaped",
            format: .jsonl, gifs: [S.hostileTitle, S.escapeURL],
            text: #"""
                {"alt":null,"frames":null,"height":10,"id":"red1","isSticker":false,"page":null,"provider":"giphy","rating":null,"size":null,"title":"Red \u001b[31mAlert\u001b[0m\u0007\tnow\nplease\#u{202E}","url":"https://media.test/red1.gif","username":null,"width":10}
                {"alt":null,"frames":null,"height":null,"id":"esc1","isSticker":false,"page":null,"provider":"giphy","rating":null,"size":null,"title":"esc1","url":"https://media.test/esc1.gif\u001b[2J","username":null,"width":null}

                """#),
        FormatRule(
            rule: "term: the feed's term is a key of every object, in the feed only", format: .jsonl,
            term: "party", gifs: [S.bare],
            text: #"""
                {"alt":null,"frames":null,"height":null,"id":"bare1","isSticker":false,"page":null,"provider":"giphy","rating":null,"size":null,"term":"party","title":"Bare","url":null,"username":null,"width":null}

                """#),
    ]

    static let tableRules: [FormatRule] = [
        FormatRule(
            rule: "table: TITLE, ID, PIXELS, FRAMES and URL, then a Powered by line naming each provider",
            format: .table, gifs: [S.party, S.klipy, S.bare],
            text: """
                TITLE           ID             PIXELS   FRAMES  URL
                Party Time GIF  fx5gaw         120×90   12      https://media.test/fx5gaw/original.gif?cid=1&rid=original.gif
                Dancing dog     klipy:9000001  498×280  –       https://static.klipy.test/9000001/gif.gif
                Bare            bare1          –        –       –
                Powered by GIPHY and KLIPY

                """),
        FormatRule(
            rule: "table: remote text is made safe for the terminal", format: .table, gifs: [S.hostileTitle],
            text: """
                TITLE                 ID    PIXELS  FRAMES  URL
                Red Alert now please  red1  10×10   –       https://media.test/red1.gif
                Powered by GIPHY

                """),
    ]

    static let rules = urlRules + idsRules + markdownRules + tsvRules + jsonRules + tableRules

    @Test(arguments: rules)
    func formatRule(_ rule: FormatRule) {
        let printer = ResultPrinter(format: rule.format, rendition: rule.rendition, term: rule.term, width: 200)
        let printed = printer.render(rule.gifs)
        #expect(printed.text == rule.text)
        #expect(printed.skipped == rule.skipped)
    }

    /// "Text output is UTF-8, and every line ends in `\n`": in every format, wide and accented
    /// characters as they are.
    @Test(arguments: ResultFormat.allCases)
    func everyLineEndsInANewline(format: ResultFormat) {
        let gifs = [gif("cjk1", title: "お誕生日 Café 🎉", url: "https://media.test/cjk1.gif"), S.party]
        let text = ResultPrinter(format: format, rendition: .original).render(gifs).text
        #expect(text.hasSuffix("\n") && !text.contains("\r") && !text.contains("\n\n"))
        if format != .url && format != .ids { #expect(text.contains("お誕生日 Café 🎉")) }
    }
}

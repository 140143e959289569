import Testing

@testable import GifSearchKit

/// The words kept from a GIF's XMP packet: title, description and keywords, as text.
@Suite struct XMPTextTests {
    @Test func titleDescriptionAndKeywordsAreKeptAsText() {
        let packet = """
            <x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF><rdf:Description rdf:about=''>
              <dc:creator><rdf:Seq><rdf:li>Someone Else</rdf:li></rdf:Seq></dc:creator>
              <dc:description><rdf:Alt><rdf:li xml:lang='x-default'>cats &amp; dogs &#233;t&#xE9;</rdf:li></rdf:Alt></dc:description>
              <dc:subject><rdf:Bag><rdf:li>monty</rdf:li><rdf:li>python</rdf:li></rdf:Bag></dc:subject>
              <dc:title><rdf:Alt><rdf:li xml:lang='x-default'>Nobody expects it</rdf:li></rdf:Alt></dc:title>
            </rdf:Description></rdf:RDF></x:xmpmeta>
            """
        #expect(XMPText.carried(in: packet) == ["Nobody expects it", "cats & dogs été", "monty python"])
    }

    @Test(arguments: [
        "<dc:title>never closed", "</dc:title><dc:title>", "<dc:title>   </dc:title>", "no markup at all", "",
    ])
    func aBrokenOrEmptyPacketGivesNothing(packet: String) {
        #expect(XMPText.carried(in: packet).isEmpty)
    }

    @Test func anUnknownOrCutEntityIsLeftAsItIs() {
        #expect(XMPText.carried(in: "<dc:title>a &bogus; b &amp c &#xZZ;</dc:title>") == ["a &bogus; b &amp c &#xZZ;"])
    }
}

/// The words a person gave a GIF in its XMP packet: its title, description and keywords
/// (Dublin Core's `dc:title`, `dc:description`, `dc:subject`), as text. The packet is hostile
/// data: it is searched, never parsed as a document, and only these elements' text is kept.
enum XMPText {
    /// The elements whose text is kept.
    static let elements = ["dc:title", "dc:description", "dc:subject"]

    /// The text of each kept element in `packet`, its markup taken away and its entities
    /// decoded, in the order of `elements`.
    static func carried(in packet: String) -> [String] {
        elements.compactMap { name in
            guard let open = packet.range(of: "<" + name + ">"),
                let close = packet.range(of: "</" + name + ">", range: open.upperBound..<packet.endIndex)
            else { return nil }
            let text = decodingEntities(withoutMarkup(packet[open.upperBound..<close.lowerBound]))
            return text.isEmpty ? nil : text
        }
    }

    /// `xml` with every tag replaced by a space, and runs of spaces made one.
    private static func withoutMarkup(_ xml: Substring) -> String {
        var text = ""
        var inTag = false
        for character in xml {
            switch character {
            case "<": inTag = true
            case ">" where inTag:
                inTag = false
                text.append(" ")
            default: if !inTag { text.append(character) }
            }
        }
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `text` with XML's five named entities and numeric character references decoded; an
    /// entity it does not know is left as it is.
    private static func decodingEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        var decoded = ""
        var rest = text[...]
        while let ampersand = rest.firstIndex(of: "&") {
            decoded += rest[..<ampersand]
            let after = rest.index(after: ampersand)
            guard let semicolon = rest[after...].prefix(10).firstIndex(of: ";") else {
                decoded.append("&")
                rest = rest[after...]
                continue
            }
            let entity = rest[after..<semicolon]
            if let character = named[entity] ?? number(entity) {
                decoded += character
            } else {
                decoded += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return decoded + rest
    }

    /// The character a numeric reference (`#38`, `#x26`) names, when it names one.
    private static func number(_ entity: Substring) -> String? {
        guard entity.hasPrefix("#") else { return nil }
        let digits = entity.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}

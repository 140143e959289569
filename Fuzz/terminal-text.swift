import GifSearchKit

/// `TerminalText.sanitize` on any UTF-8 (invalid bytes repaired as the commands read them): its
/// output must hold no escape or other control character, must keep every printable character
/// of text without escapes, and must be stable when sanitized again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalText(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let safe = TerminalText.sanitize(text)
    expect(!TerminalText.containsControlCharacters(safe), "a control character was left")
    expect(TerminalText.sanitize(safe) == safe, "sanitizing twice changed the text")
    if !text.unicodeScalars.contains("\u{1B}") {
        let printable = text.unicodeScalars.filter { !TerminalText.containsControlCharacters(String($0)) }
        let kept = safe.unicodeScalars.filter { $0 != " " }
        expect(printable.filter { $0 != " " }.elementsEqual(kept), "a printable character was lost")
    }
    return 0
}

import GifSearchKit

/// The config file parser on any text. Names come back trimmed, values non-empty, a setting
/// never spans lines, and no comment line becomes a name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfig(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    for (name, value) in ConfigFile.values(parsing: text) {
        expect(!value.isEmpty, "an empty value was kept")
        expect(!name.hasPrefix("#"), "a comment became a setting")
        expect(name == name.trimmingSpaces, "a name kept its spaces")
        expect(!(name + value).contains(where: \.isNewline), "a setting spans lines")
    }
    return 0
}

import Files
@testable import GifSearchKit

/// Fails unless every file name a download of `result` can be saved under (by its id, or by one
/// of its renditions' URLs) is a plain name: letters, digits, `-` and `_`, no leading dot.
func checkFileName(_ result: GIFResult) {
    let ids = [result.id] + result.renditions.values.map { GIFReference.id(fromURL: $0.url) }
    for name in ids.map(FileNames.sanitize) {
        expect(!name.isEmpty && !name.hasPrefix("."), "file name \(name)")
        expect(
            name.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
            }, "file name \(name)")
    }
}

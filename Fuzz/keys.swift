import Terminal

/// The terminal key decoder on any bytes, fed in pieces whose sizes the input chooses, with
/// Esc timeouts between some of them. It must never hold more than its longest sequence once a
/// paste is over, and feeding the same bytes whole must give the same keys when no timeout came.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeys(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let pieceSize = bytes.first.map({ Int($0 & 0x0F) + 1 }) else { return 0 }
    let timesOut = bytes[0] & 0x10 != 0
    let input = Array(bytes.dropFirst())
    var pieces = KeyDecoder()
    var keys: [Key] = []
    for start in stride(from: 0, to: input.count, by: pieceSize) {
        keys += pieces.feed(input[start..<min(start + pieceSize, input.count)])
        if timesOut { keys += pieces.timeOut() }
    }
    keys += pieces.timeOut()
    guard !timesOut else { return 0 }
    var whole = KeyDecoder()
    let wholeKeys = whole.feed(input) + whole.timeOut()
    expect(keys == wholeKeys, "pieces gave \(keys), the whole \(wholeKeys)")
    return 0
}

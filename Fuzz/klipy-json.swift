import FoundationEssentials

@testable import GifSearchKit
@testable import Klipy

/// KLIPY's JSON decoding on any bytes, as a list of posts, as terms and as an error body, and
/// each post decoded made into a result. A result's download file name must stay a plain name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKlipyJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let body = Data(UnsafeBufferPointer(start: data, count: size))
    let decoder = JSONDecoder()
    if let list = try? decoder.decode(KlipyListResponse.self, from: body) {
        list.results.map { GIFResult(klipy: $0, isSticker: false) }.forEach(checkFileName)
    }
    _ = try? decoder.decode(KlipyTermsResponse.self, from: body)
    _ = KlipyErrorBody.message(in: body)
    return 0
}

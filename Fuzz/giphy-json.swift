import FoundationEssentials

@testable import GifSearchKit
@testable import Giphy

/// Giphy's JSON decoding on any bytes, as every endpoint's response and as an error body, and
/// each GIF decoded made into a result. A result's download file name must stay a plain name.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGiphyJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let body = Data(UnsafeBufferPointer(start: data, count: size))
    let decoder = JSONDecoder()
    if let list = try? decoder.decode(GiphyListResponse.self, from: body) {
        list.data.map(GIFResult.init(giphy:)).forEach(checkFileName)
    }
    if let gif = (try? decoder.decode(GiphySingleResponse.self, from: body))?.data {
        checkFileName(GIFResult(giphy: gif))
    }
    _ = try? decoder.decode(GiphyTagsResponse.self, from: body)
    _ = try? decoder.decode(GiphyTermsResponse.self, from: body)
    _ = GiphyErrorBody.message(in: body)
    return 0
}

import Dispatch
import Foundation
import HTTP
import RxCore
import RxTest

/// `HTTPBench urls <base-url> <api-key> <count>` prints the URLs of `count` GIF renditions the
/// fixture server offers; `HTTPBench fetch <file>` downloads every URL in the file at once
/// through one `CurlSession` (at most 8 connections to the host) and prints
/// `<files> <bytes> <seconds>`.
let arguments = CommandLine.arguments
let session = CurlSession(configuration: HTTPConfiguration(maxConnectionsPerHost: 8, userAgent: "gifsearch-bench"))

/// Waits for `observable` and returns its elements, or exits on error.
func wait<Element>(_ observable: Observable<Element>) -> [Element] {
    do {
        return try observable.toBlocking().toArray()
    } catch {
        FileHandle.standardError.write(Data("HTTPBench: \(error)\n".utf8))
        exit(1)
    }
}

switch (arguments.count, arguments.dropFirst().first) {
case (5, "urls"):
    let (base, key, count) = (arguments[2], arguments[3], Int(arguments[4]) ?? 50)
    let pages = (0..<3).map { page in
        session.rx.json(
            request: HTTPRequest(url: "\(base)/v1/gifs/trending?api_key=\(key)&limit=25&offset=\(page * 25)"))
    }
    let bodies =
        wait(Observable.concat(pages))
        + wait(
            session.rx.json(
                request: HTTPRequest(
                    url: "\(base)/v1/stickers/trending?api_key=\(key)&limit=25")))
    var urls: [String] = []
    for body in bodies {
        guard case .array(let items)? = body["data"] else { continue }
        for item in items {
            guard case .object(let renditions)? = item["images"] else { continue }
            for name in renditions.keys.sorted() {
                if case .string(let url)? = renditions[name]?["url"] { urls.append(url) }
            }
        }
    }
    print(urls.prefix(count).joined(separator: "\n"))
case (3, "fetch"):
    let urls = try String(contentsOfFile: arguments[2], encoding: .utf8).split(separator: "\n").map(String.init)
    let start = DispatchTime.now().uptimeNanoseconds
    let bodies = wait(
        Observable.merge(
            urls.map {
                session.rx.data(request: HTTPRequest(url: $0, maxBodySize: HTTPRequest.mediaBodyLimit))
            }))
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("\(bodies.count) \(bodies.reduce(0) { $0 + $1.count }) \(seconds)")
default:
    FileHandle.standardError.write(Data("usage: HTTPBench urls <base-url> <api-key> <count> | fetch <file>\n".utf8))
    exit(2)
}

import Dispatch
import Foundation
import GIF
import GifSearchKit
import HTTP
import RxCore
import RxTest

/// `Soak <base-url> <searches> <downloads>`: searches and downloads through one service (one
/// `CurlSession`, one `HTTPCache`) against the fixture server while faults are set at random
/// (5xx, 429, resets, truncated and malformed bodies, hangs). Every result is checked against
/// the answer fetched before the faults; open descriptors other than TCP connections must come
/// back to their count after warm-up, connections stay within the pools' caps (how many idle
/// connections a pool keeps varies from run to run), and resident memory grow less than 10 %.
/// Prints a summary; exits 1 when anything was wrong.
let arguments = CommandLine.arguments
guard arguments.count == 4, let searchCount = Int(arguments[2]), let downloadCount = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: Soak <base-url> <searches> <downloads>\n".utf8))
    exit(2)
}
let base = arguments[1]
/// The cache and downloads, removed before the soak exits.
let work = FileManager.default.temporaryDirectory.appendingPathComponent("soak-\(UUID().uuidString)").path

var settings = SearchSettings(
    keys: [.giphy: "fixture-key", .klipy: "fixture-klipy-key"], urls: [.giphy: base, .klipy: base],
    cacheDirectory: work + "/cache", retries: 4, timeout: 10, userAgent: "gifsearch-soak")
settings.provider = .auto
let service = GifSearchService(settings: settings)
let control = CurlSession(configuration: HTTPConfiguration(userAgent: "gifsearch-soak"))
/// The most connections the service's session and the control session keep to the one server.
let connectionCap = 2 * HTTPConfiguration(userAgent: "").maxConnectionsPerHost

let queries = ["cats", "dogs", "party", "birthday", "reactions", "cat", "dog", "happy", "gif"]

/// The whole of a /proc file (which reports its size as 0: `String(contentsOfFile:)` reads only
/// its first page).
func procText(_ path: String) -> String {
    let handle = FileHandle(forReadingAtPath: path)
    defer { try? handle?.close() }
    return String(decoding: (try? handle?.readToEnd()) ?? Data(), as: UTF8.self)
}

/// The open descriptors of this process, its TCP connections apart, and its resident bytes.
func usage() -> (descriptors: Int, connections: Int, resident: Int) {
    let tcp = ["/proc/self/net/tcp", "/proc/self/net/tcp6"].flatMap { path in
        procText(path).split(separator: "\n").dropFirst().compactMap {
            line in line.split(separator: " ").dropFirst(9).first.map { "socket:[\($0)]" }
        }
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    let connections = names.filter {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)).map(Set(tcp).contains)
            == true
    }.count
    let statm = procText("/proc/self/statm")
    let pages = statm.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
    return (names.count - connections, connections, pages * Int(sysconf(Int32(_SC_PAGESIZE))))
}

func setFaults(_ json: String) {
    let request = HTTPRequest(
        url: base + "/__control", method: .post, body: Array("{\"faults\": [\(json)]}".utf8))
    _ = try? control.rx.data(request: request).toBlocking(timeout: 10).single()
}

/// A random set of faults, each for a few requests.
func randomFaults() -> String {
    let kinds = [
        #"{"path": "/v1/gifs/search", "status": 503, "times": 2}"#, #"{"path": "/v1/", "status": 429, "times": 1}"#,
        #"{"path": "/v1/gifs/search", "kind": "reset", "times": 1}"#,
        #"{"path": "/v1/gifs/search", "kind": "truncate", "times": 1}"#,
        #"{"path": "/v1/gifs/search", "kind": "malformed", "times": 1}"#,
        #"{"path": "/v2/search", "kind": "hang", "ms": 150, "times": 2}"#,
        #"{"path": "/media/", "kind": "reset", "times": 1}"#, #"{"path": "/media/", "kind": "truncate", "times": 1}"#,
        #"{"path": "/media/", "status": 500, "times": 2}"#,
    ]
    return kinds.filter { _ in Bool.random() }.joined(separator: ", ")
}

/// One search's answer: the ids, in order.
struct Search: Hashable {
    let query: String
    let limit: Int
}

// The answers, fetched before any fault.
setFaults("")
var reference: [Search: [String]] = [:]
for query in queries {
    for limit in [5, 10] {
        let search = Search(query: query, limit: limit)
        reference[search] = try service.search(query, limit: limit).toBlocking(timeout: 10).single().gifs.map(\.id)
    }
}
let downloadable = Array(Set(reference.values.flatMap { $0 }).filter { !$0.contains("\u{1B}") }).sorted()

enum Outcome {
    case right
    case wrong(String)
    case failed(String)
}

/// One search, checked against its answer (from KLIPY when `auto` fell back: then the ids
/// carry `klipy:` and are compared without it).
func search() -> Observable<Outcome> {
    let item = Search(query: queries.randomElement()!, limit: [5, 10].randomElement()!)
    let expected = reference[item] ?? []
    return service.search(item.query, limit: item.limit)
        .map { page -> Outcome in
            let ids = page.gifs.map { $0.id.hasPrefix("klipy:") ? String($0.id.dropFirst(6)) : $0.id }
            return ids == expected ? .right : .wrong("\(item.query)/\(item.limit): \(ids) for \(expected)")
        }
        .catch { .just(.failed("\($0)")) }
}

/// One download, checked to be a whole GIF of the size its rendition states.
func download(_ index: Int) -> Observable<Outcome> {
    let id = downloadable[index % downloadable.count]
    let directory = work + "/downloads/\(index)"
    return Observable.deferred {
        try service.prepareDownloads(into: directory)
        return service.download(.id(id), rendition: "fixed_height", into: directory, replacing: true)
    }
    .toArray()
    .map { steps -> Outcome in
        guard case .saved(_, let path)? = steps.last, let bytes = FileManager.default.contents(atPath: path) else {
            return .wrong("\(id): no file saved")
        }
        let info = try GIFFile.structure(of: [UInt8](bytes)).info
        let parts = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".part") }
        return (info.width, info.height) == (80, 60) && parts.isEmpty
            ? .right : .wrong("\(id): \(info.width)×\(info.height)")
    }
    .catch { .just(.failed("\($0)")) }
}

/// Runs `count` operations eight at a time, with new faults every 50.
func run(_ count: Int, _ operation: @escaping (Int) -> Observable<Outcome>) -> [Outcome] {
    var outcomes: [Outcome] = []
    for batch in stride(from: 0, to: count, by: 50) {
        setFaults(randomFaults())
        let operations = (batch..<min(count, batch + 50)).map(operation)
        outcomes += (try? Observable.from(operations).merge(maxConcurrent: 8).toBlocking(timeout: 300).toArray()) ?? []
    }
    return outcomes
}

// Warm-up, then the soak proper.
_ = run(min(100, searchCount), { _ in search() })
setFaults("")
let before = usage()
let started = Date()
let outcomes = run(searchCount, { _ in search() }) + run(downloadCount, download)
setFaults("")
Thread.sleep(forTimeInterval: 1)
let after = usage()
let wrong = outcomes.compactMap { if case .wrong(let why) = $0 { return why } else { return nil } }
let failed = outcomes.filter { if case .failed = $0 { return true } else { return false } }.count
let growth = Double(after.resident - before.resident) / Double(before.resident)
print(
    String(
        format: "soak: %d searches and %d downloads in %.1f s: %d right, %d wrong, %d failed after retries; "
            + "descriptors %d → %d; connections %d → %d (at most %d); resident %.1f → %.1f MiB (%+.1f%%)",
        searchCount, downloadCount, Date().timeIntervalSince(started), outcomes.count - wrong.count - failed,
        wrong.count, failed, before.descriptors, after.descriptors, before.connections, after.connections,
        connectionCap,
        Double(before.resident) / 1_048_576,
        Double(after.resident) / 1_048_576, growth * 100))
for why in wrong.prefix(5) { print("  wrong: \(why)") }
let passed =
    wrong.isEmpty && outcomes.count == searchCount + downloadCount && after.descriptors <= before.descriptors
    && after.connections <= connectionCap && growth < 0.10
try? FileManager.default.removeItem(atPath: work)
exit(passed ? 0 : 1)

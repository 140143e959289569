import Foundation

/// Answers one request: control endpoints, media, and the Giphy and KLIPY APIs over the
/// catalog, with the faults that are set and each API's validation and key checks.
struct Router {
    let catalog: Catalog
    let apiKey: String
    let klipyKey: String
    let faults: FaultPlan
    let log: RequestLog
    let baseURL: String

    func respond(method: String, uri: String, headers: [(String, String)], body: [UInt8]) -> FixtureResponse {
        let components = URLComponents(string: uri) ?? URLComponents()
        let path = components.path
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] { query[item.name] = item.value ?? "" }
        switch (method, path) {
        case ("POST", "/__control"): return control(body)
        case ("GET", "/__log"): return .json(200, GiphyJSON.encode(log.all.map(\.dictionary)))
        case ("GET", "/__stats"):
            return .json(
                200,
                GiphyJSON.encode([
                    "connections": log.connectionCount, "requests": log.all.count, "mostAtOnce": log.mostAtOnce,
                    "answering": log.answering, "bytesSent": log.bytesSent,
                ]))
        default: break
        }
        log.record(
            RequestLog.Entry(
                method: method, path: path, query: query,
                headers: Dictionary(headers.map { ($0.0.lowercased(), $0.1) }, uniquingKeysWith: { $1 }),
                body: String(decoding: body, as: UTF8.self)))
        let fault = faults.take(for: path, query: query)
        if let fault, fault.kind == .status {
            var extra: [(String, String)] = []
            if let retryAfter = fault.retryAfter { extra.append(("Retry-After", String(retryAfter))) }
            let body = GiphyJSON.encode(["message": "Injected fault \(fault.status)"])
            return .json(fault.status, body, extraHeaders: extra)
        }
        if let fault, fault.kind == .echo { return echo(uri, path: path, status: fault.status) }
        if let fault, fault.kind == .malformed { return .json(200, Array("{\"data\": [{\"id\": ".utf8)) }
        if let fault, fault.kind == .synthetic {
            return .json(200, GiphyJSON.encode(["data": [], "meta": GiphyJSON.meta(responseID: "")]))
        }
        var response = answer(
            method: method, path: path, query: query, headers: headers, stuck: fault?.kind == .stuck)
        switch fault?.kind {
        case .hang?: response.delivery = .delayed(milliseconds: fault?.ms ?? 0)
        case .reset?: response.delivery = .reset
        case .truncate?: response.delivery = .truncated
        case .slowbody?: response.delivery = .slow(millisecondsPerChunk: fault?.ms ?? 0, chunk: fault?.size ?? 256)
        case .lie?: response.delivery = .lying(length: fault?.size ?? 0, holdMilliseconds: fault?.ms ?? 0)
        case .cachecontrol?:
            response.headers.removeAll { $0.0 == "Cache-Control" }
            response.headers.append(("Cache-Control", fault?.value ?? "no-store"))
        default: break
        }
        return response
    }

    /// An error whose message repeats the request's URL, key and all, as some servers' do; in
    /// KLIPY's shape under `/v2`.
    private func echo(_ uri: String, path: String, status: Int) -> FixtureResponse {
        let message = "Bad request \(baseURL)\(uri)"
        guard path.hasPrefix("/v2") else { return .json(status, GiphyJSON.encode(["message": message])) }
        return .json(status, GiphyJSON.encode(["error": ["code": status, "message": message]]))
    }

    private func control(_ body: [UInt8]) -> FixtureResponse {
        guard let control = try? JSONDecoder().decode(FaultPlan.Control.self, from: Data(body)) else {
            return .json(400, GiphyJSON.encode(["message": "expected {\"faults\": [...]}"]))
        }
        faults.set(control.faults)
        return .json(200, GiphyJSON.encode(["ok": true]))
    }

    private func answer(
        method: String, path: String, query: [String: String], headers: [(String, String)], stuck: Bool
    ) -> FixtureResponse {
        let parts = path.split(separator: "/").map(String.init)
        if path == GiphyJSON.pingbackPath { return .json(200, Array("{}".utf8)) }
        if parts.count == 6, parts[0] == "api", parts[1] == "v1" {
            return klipyShare(method: method, key: parts[2], kind: parts[3], action: parts[4])
        }
        if parts.count == 3, parts[0] == "media", let entry = catalog.entry(id: parts[1]),
            let rendition = entry.renditions[String(parts[2].dropLast(4))], parts[2].hasSuffix(".gif")
        {
            return withETag(
                FixtureResponse(status: 200, headers: [("Content-Type", "image/gif")], body: rendition.bytes), headers)
        }
        if parts.count == 3, parts[0] == "media", let entry = catalog.entry(id: parts[1]),
            let (ending, type) = Videos.types.first(where: { parts[2] == "original." + $0.0 }),
            let video = entry.videos[ending]
        {
            return withETag(FixtureResponse(status: 200, headers: [("Content-Type", type)], body: video), headers)
        }
        if parts.first == "v2" { return klipy(parts: Array(parts.dropFirst()), query: query, headers: headers) }
        guard parts.first == "v1" else { return notFound() }
        guard let key = query["api_key"], !key.isEmpty else {
            return .json(401, GiphyJSON.encode(["message": "No API key found in request"]))
        }
        guard key == apiKey else {
            return .json(
                403,
                GiphyJSON.encode([
                    "data": [], "meta": GiphyJSON.meta(status: 403, message: "Forbidden", responseID: ""),
                ]))
        }
        let api = GiphyAPI(catalog: catalog, baseURL: baseURL, responseID: responseID(path, query))
        return withETag(api.respond(parts: Array(parts.dropFirst()), query: query, stuck: stuck), headers)
    }

    /// KLIPY's API, behind its own key: missing is 401 with an error object, wrong is 403 with
    /// an error string (KLIPY's two shapes).
    private func klipy(parts: [String], query: [String: String], headers: [(String, String)]) -> FixtureResponse {
        guard let key = query["key"], !key.isEmpty else {
            return .json(401, GiphyJSON.encode(["error": ["code": 401, "message": "API key is missing"]]))
        }
        guard key == klipyKey else { return .json(403, GiphyJSON.encode(["error": "Invalid API key"])) }
        var response = KlipyAPI(catalog: catalog, baseURL: baseURL).respond(parts: parts, query: query)
        if response.status == 200 { response.headers.append(("Cache-Control", "public, max-age=3600")) }
        return withETag(response, headers)
    }

    /// KLIPY's share event, `POST /api/v1/{key}/{gifs|stickers}/share/{slug}` (its own API, the
    /// key in the path): the body is logged; a wrong key is 403.
    private func klipyShare(method: String, key: String, kind: String, action: String) -> FixtureResponse {
        guard method == "POST", ["gifs", "stickers"].contains(kind), action == "share" else { return notFound() }
        guard key == klipyKey else { return .json(403, GiphyJSON.encode(["error": "Invalid API key"])) }
        return .json(200, GiphyJSON.encode(["result": true]))
    }

    /// Adds an `ETag` to a successful response, and answers 304 when the client has it already.
    private func withETag(_ response: FixtureResponse, _ headers: [(String, String)]) -> FixtureResponse {
        guard response.status == 200 else { return response }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in response.body { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let tag = "\"\(String(hash, radix: 16))\""
        if headers.contains(where: { $0.0.lowercased() == "if-none-match" && $0.1 == tag }) {
            return FixtureResponse(status: 304, headers: [("ETag", tag)], body: [])
        }
        var tagged = response
        tagged.headers.append(("ETag", tag))
        return tagged
    }

    private func responseID(_ path: String, _ query: [String: String]) -> String {
        String((path + query.keys.sorted().joined()).hashValue.magnitude, radix: 16)
    }

    private func notFound() -> FixtureResponse {
        .json(404, GiphyJSON.encode(["message": "Not Found"]))
    }
}

extension RequestLog.Entry {
    var dictionary: [String: Any] {
        ["method": method, "path": path, "query": query, "headers": headers, "body": body]
    }
}

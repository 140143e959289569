import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix

/// `ProviderFixtureServer [--port N] [--port-file FILE] [--api-key KEY] [--klipy-key KEY]
/// [--catalog-cache DIR] [--rtt MS] [--bandwidth KBPS] [--exit-with-stdin] [--videos TAG]`: Giphy- and
/// KLIPY-compatible APIs over a generated catalog, on 127.0.0.1, for tests, `make demo` and
/// benchmarks. With `--port 0` the system picks the port, which is written to FILE once the
/// server accepts connections. With `--catalog-cache` the catalog's GIFs are drawn once per
/// build of the server and kept in DIR. `--rtt` and `--bandwidth` impose a `NetworkProfile` on
/// every connection. With `--exit-with-stdin` the server ends when its standard input does: when
/// the process that started it, holding the pipe's other end, is gone, however it ended. With
/// `--videos TAG` the entries tagged TAG also have their original as an MP4 and a WebP (`Videos`).
struct Options {
    var port = 0
    var portFile: String?
    var apiKey = "fixture-key"
    var klipyKey = "fixture-klipy-key"
    var catalogCache: String?
    var network = NetworkProfile()
    var exitWithStandardInput = false
    var videosTag: String?

    init(_ arguments: [String]) throws {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--port": port = Int(iterator.next() ?? "") ?? -1
            case "--port-file": portFile = iterator.next()
            case "--api-key": apiKey = iterator.next() ?? ""
            case "--klipy-key": klipyKey = iterator.next() ?? ""
            case "--catalog-cache": catalogCache = iterator.next()
            case "--rtt": network.rtt = Int(iterator.next() ?? "") ?? -1
            case "--bandwidth": network.kilobitsPerSecond = Int(iterator.next() ?? "") ?? -1
            case "--exit-with-stdin": exitWithStandardInput = true
            case "--videos": videosTag = iterator.next() ?? ""
            default: throw UsageError(message: "unknown argument \(argument)")
            }
        }
        guard (0...65_535).contains(port), !apiKey.isEmpty, !klipyKey.isEmpty else {
            throw UsageError(message: "bad --port, --api-key or --klipy-key")
        }
        guard (0...60_000).contains(network.rtt), (network.kilobitsPerSecond ?? 1) > 0 else {
            throw UsageError(message: "--rtt takes 0 to 60000 milliseconds, --bandwidth a positive kbit/s")
        }
    }
}

struct UsageError: Error {
    let message: String
}

do {
    let options = try Options(Array(CommandLine.arguments.dropFirst()))
    if options.exitWithStandardInput {
        Thread.detachNewThread {
            while !FileHandle.standardInput.availableData.isEmpty {}
            exit(0)
        }
    }
    let cache = options.catalogCache.flatMap { directory in
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return CatalogCache(directory: directory)
    }
    var drawn = cache?.load() ?? [:]
    let keptCount = drawn.count
    var catalog = try Catalog.generate(drawn: &drawn)
    if let cache, drawn.count != keptCount { cache.save(drawn) }
    if let tag = options.videosTag { catalog = try Videos.adding(to: catalog, tag: tag) }
    let log = RequestLog()
    let holder = RouterHolder()
    let group = MultiThreadedEventLoopGroup(numberOfThreads: 2)
    let channel = try ServerBootstrap(group: group)
        .serverChannelOption(ChannelOptions.backlog, value: 256)
        .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
        .childChannelInitializer { channel in
            channel.pipeline.configureHTTPServerPipeline().flatMap {
                channel.pipeline.addHandler(FixtureHandler(holder: holder, log: log, network: options.network))
            }
        }
        .bind(host: "127.0.0.1", port: options.port).wait()
    let port = channel.localAddress?.port ?? options.port
    holder.router = Router(
        catalog: catalog, apiKey: options.apiKey, klipyKey: options.klipyKey, faults: FaultPlan(), log: log,
        baseURL: "http://127.0.0.1:\(port)")
    if let portFile = options.portFile {
        try String(port).write(toFile: portFile + ".tmp", atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(atPath: portFile + ".tmp", toPath: portFile)
    }
    print("ProviderFixtureServer listening on http://127.0.0.1:\(port) with \(catalog.entries.count) GIFs")
    try channel.closeFuture.wait()
} catch let error as UsageError {
    FileHandle.standardError.write(Data("ProviderFixtureServer: \(error.message)\n".utf8))
    exit(2)
} catch {
    FileHandle.standardError.write(Data("ProviderFixtureServer: \(error)\n".utf8))
    exit(1)
}

import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// The router, set once the listening port (and so the base URL) is known.
final class RouterHolder: @unchecked Sendable {
    private let box = NIOLockedValueBox<Router?>(nil)

    var router: Router? {
        get { box.withLockedValue { $0 } }
        set { box.withLockedValue { $0 = newValue } }
    }
}

/// Collects one HTTP/1.1 request at a time and delivers the router's response, faults included,
/// over the network profile's link.
final class FixtureHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let holder: RouterHolder
    private let log: RequestLog
    private let network: NetworkProfile
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var opened = NIODeadline.now()

    init(holder: RouterHolder, log: RequestLog, network: NetworkProfile) {
        self.holder = holder
        self.log = log
        self.network = network
    }

    func channelActive(context: ChannelHandlerContext) {
        opened = .now()
        log.connectionOpened()
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
            body = []
        case .body(var buffer):
            body += buffer.readBytes(length: buffer.readableBytes) ?? []
        case .end:
            guard let head, let router = holder.router else { return }
            let headers = head.headers.map { ($0.name, $0.value) }
            let counted = !head.uri.hasPrefix("/__")
            if counted { log.started() }
            let response = router.respond(method: head.method.rawValue, uri: head.uri, headers: headers, body: body)
            let log = log
            let done = { if counted { log.finished() } }
            guard counted, network.isActive else {
                return deliver(response, keepAlive: head.isKeepAlive, context: context, done: done)
            }
            let keepAlive = head.isKeepAlive
            context.eventLoop.scheduleTask(deadline: network.firstByte(now: .now(), opened: opened)) {
                self.deliver(response, keepAlive: keepAlive, context: context, done: done)
            }
        }
    }

    /// Sends `response` as its delivery says; `done` once it is all sent (or cut off).
    private func deliver(
        _ response: FixtureResponse, keepAlive: Bool, context: ChannelHandlerContext, done: @escaping () -> Void
    ) {
        switch response.delivery {
        case .normal where network.kilobitsPerSecond != nil:
            writeHead(response, keepAlive: keepAlive, context: context)
            context.flush()
            sendPaced(response.body, from: 0, start: .now(), keepAlive: keepAlive, context: context, done: done)
        case .normal:
            write(response, keepAlive: keepAlive, context: context)
            done()
        case .delayed(let milliseconds):
            context.eventLoop.scheduleTask(in: .milliseconds(Int64(milliseconds))) {
                self.write(response, keepAlive: keepAlive, context: context)
                done()
            }
        case .reset:
            done()
            // SO_LINGER 0 makes close send a TCP reset instead of a clean shutdown.
            guard let socket = context.channel as? SocketOptionProvider else { return context.close(promise: nil) }
            socket.setSoLinger(linger(l_onoff: 1, l_linger: 0)).whenComplete { _ in context.close(promise: nil) }
        case .truncated:
            writeHead(response, keepAlive: false, context: context)
            writeBody(Array(response.body.prefix(response.body.count / 2)), context: context)
            context.flush()
            context.close(promise: nil)
            done()
        case .slow(let milliseconds, let chunk):
            writeHead(response, keepAlive: keepAlive, context: context)
            context.flush()
            sendSlowly(
                response.body[...], every: milliseconds, chunk: max(1, chunk), keepAlive: keepAlive, context: context,
                done: done)
        case .lying(let length, let hold):
            writeHead(response, keepAlive: false, context: context, length: length)
            writeBody(response.body, context: context)
            context.flush()
            context.eventLoop.scheduleTask(in: .milliseconds(Int64(hold))) {
                context.close(promise: nil)
                done()
            }
        }
    }

    /// Sends `body` from `offset` on, each chunk once the bandwidth since `start` allows its
    /// last byte.
    private func sendPaced(
        _ body: [UInt8], from offset: Int, start: NIODeadline, keepAlive: Bool, context: ChannelHandlerContext,
        done: @escaping () -> Void
    ) {
        guard offset < body.count else {
            end(keepAlive: keepAlive, context: context)
            return done()
        }
        let next = min(body.count, offset + network.chunk)
        context.eventLoop.scheduleTask(deadline: start + network.offset(next)) {
            guard context.channel.isActive else { return done() }
            self.writeBody(Array(body[offset..<next]), context: context)
            context.flush()
            self.sendPaced(body, from: next, start: start, keepAlive: keepAlive, context: context, done: done)
        }
    }

    private func sendSlowly(
        _ rest: ArraySlice<UInt8>, every milliseconds: Int, chunk: Int, keepAlive: Bool, context: ChannelHandlerContext,
        done: @escaping () -> Void
    ) {
        guard !rest.isEmpty else {
            end(keepAlive: keepAlive, context: context)
            return done()
        }
        context.eventLoop.scheduleTask(in: .milliseconds(Int64(milliseconds))) {
            guard context.channel.isActive else { return done() }
            self.writeBody(Array(rest.prefix(chunk)), context: context)
            context.flush()
            self.sendSlowly(
                rest.dropFirst(chunk), every: milliseconds, chunk: chunk, keepAlive: keepAlive, context: context,
                done: done)
        }
    }

    private func write(_ response: FixtureResponse, keepAlive: Bool, context: ChannelHandlerContext) {
        guard context.channel.isActive else { return }
        writeHead(response, keepAlive: keepAlive, context: context)
        writeBody(response.body, context: context)
        end(keepAlive: keepAlive, context: context)
    }

    /// The head, announcing `length` bytes (by default the body's).
    private func writeHead(
        _ response: FixtureResponse, keepAlive: Bool, context: ChannelHandlerContext, length: Int? = nil
    ) {
        var headers = HTTPHeaders(response.headers)
        if response.status != 304 {
            headers.add(name: "Content-Length", value: String(length ?? response.body.count))
        }
        if !keepAlive { headers.add(name: "Connection", value: "close") }
        let head = HTTPResponseHead(
            version: .http1_1, status: HTTPResponseStatus(statusCode: response.status), headers: headers)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
    }

    private func writeBody(_ bytes: [UInt8], context: ChannelHandlerContext) {
        guard !bytes.isEmpty else { return }
        log.sent(bytes.count)
        var buffer = context.channel.allocator.buffer(capacity: bytes.count)
        buffer.writeBytes(bytes)
        context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
    }

    private func end(keepAlive: Bool, context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            if !keepAlive { context.close(promise: nil) }
        }
    }
}

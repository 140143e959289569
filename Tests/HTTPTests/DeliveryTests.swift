import Dispatch
import FixtureSupport
import Foundation
import RxCore
import Testing

@testable import HTTP

/// The I/O thread only moves bytes: results are delivered on the session's compute scheduler.
@Suite struct DeliveryTests {
    /// Seconds on the monotonic clock.
    private static var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Runs `count` transfers at once and returns the seconds until the last one completed.
    private static func transfers(_ count: Int, of url: String, on session: CurlSession) throws -> Double {
        let start = now
        let bodies = try Observable.from((0..<count).map { _ in session.rx.data(request: HTTPRequest(url: url)) })
            .merge().toBlocking(timeout: 10).toArray()
        #expect(bodies.count == count)
        return now - start
    }

    @Test func resultsAndProgressAreNotDeliveredOnTheIOThread() throws {
        let server = try FixtureServer()
        let session = testSession()
        let request = HTTPRequest(url: server.api("/v1/trending/searches"))
        let onIOThread = try session.rx.data(request: request).map { _ in TransferEngine.isOnIOThread }
            .toBlocking(timeout: 10).single()
        #expect(!onIOThread)
        let downloadSteps = try session.rx.download(request: request).map { _ in TransferEngine.isOnIOThread }
            .toBlocking(timeout: 10).toArray()
        #expect(!downloadSteps.isEmpty && !downloadSteps.contains(true))
        // The probe does tell the I/O thread apart: the session's own callbacks run there.
        let completed = DispatchSemaphore(value: 0)
        let callbackOnIOThread = LockedState(false)
        _ = session.start(request) { _ in
            callbackOnIOThread.withLock { $0 = TransferEngine.isOnIOThread }
            completed.signal()
        }
        #expect(completed.wait(timeout: .now() + 10) == .success)
        #expect(callbackOnIOThread.withLock { $0 })
    }

    /// Each session's I/O loop, which never returns, runs on a thread of its own, not on a
    /// Dispatch queue's worker; eighty sessions run side by side.
    @Test func eachSessionHasAnIOThreadOfItsOwn() throws {
        let server = try FixtureServer()
        let session = testSession()
        let completed = DispatchSemaphore(value: 0)
        // Linux names Dispatch's worker threads after their quality of service ("…-qos.overcommit"),
        // and a new thread after its creator.
        let threadName = LockedState<String?>(nil)
        _ = session.start(HTTPRequest(url: server.api("/v1/trending/searches"))) { _ in
            threadName.withLock { $0 = try? String(contentsOfFile: "/proc/thread-self/comm", encoding: .utf8) }
            completed.signal()
        }
        #expect(completed.wait(timeout: .now() + 10) == .success)
        let name = try #require(threadName.withLock { $0 })
        #expect(name == TransferEngine.threadName + "\n", "the I/O loop runs on \(name)")
        let sessions = (0..<80).map { _ in testSession() }
        let request = HTTPRequest(url: server.api("/v1/trending/searches"))
        let bodies = try Observable.from(sessions.map { $0.rx.data(request: request) }).merge()
            .toBlocking(timeout: 20).toArray()
        #expect(bodies.count == sessions.count)
    }

    /// A subscriber that blocks for 500 ms on one transfer's result does not delay 20 other
    /// transfers by more than 50 ms. Delivered on the I/O thread, the 20 could not even start
    /// until the block ended. The 50 ms bound is a wall-clock one on a shared machine, so the
    /// measurement gets three tries; a stalled I/O thread fails all three by 450 ms or more.
    @Test func aSubscriberThatBlocksDoesNotStallOtherTransfers() throws {
        let server = try FixtureServer()
        let session = testSession()
        let url = server.api("/v1/trending/searches")
        var delays: [Double] = []
        for _ in 0..<3 {
            let baseline = try Self.transfers(20, of: url, on: session)
            let blocking = DispatchSemaphore(value: 0)
            let subscription = session.rx.data(request: HTTPRequest(url: url)).subscribe(onNext: { _ in
                blocking.signal()
                usleep(500_000)
            })
            blocking.wait()
            let blocked = try Self.transfers(20, of: url, on: session)
            subscription.dispose()
            delays.append(blocked - baseline)
            if blocked - baseline < 0.05 { break }
        }
        #expect(delays.contains { $0 < 0.05 }, "extra delay per try: \(delays) s")
    }
}

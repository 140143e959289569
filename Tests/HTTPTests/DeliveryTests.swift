import Dispatch
import FixtureSupport
import Foundation
import RxCore
import Testing

@testable import HTTP

/// The I/O thread only moves bytes: results are delivered on the session's compute scheduler.
@Suite struct DeliveryTests {
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

    /// While a subscriber is blocked on one transfer's result, 20 other transfers complete: it is
    /// released only after they have. Delivered on the I/O thread, the 20 could not even start,
    /// and their wait would end in a timeout instead.
    @Test func aSubscriberThatBlocksDoesNotStallOtherTransfers() throws {
        let server = try FixtureServer()
        let session = testSession()
        let request = HTTPRequest(url: server.api("/v1/trending/searches"))
        let blocked = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let subscription = session.rx.data(request: request).subscribe(onNext: { _ in
            blocked.signal()
            release.wait()
        })
        defer {
            release.signal()
            subscription.dispose()
        }
        try #require(blocked.wait(timeout: .now() + 10) == .success)
        let bodies = try Observable.from((0..<20).map { _ in session.rx.data(request: request) }).merge()
            .toBlocking(timeout: 10).toArray()
        #expect(bodies.count == 20)
    }
}

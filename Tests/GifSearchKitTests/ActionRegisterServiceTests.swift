import FixtureSupport
import Foundation
import RxCore
import RxTest
import Testing

@testable import GifSearchKit

/// The service telling providers of a person's actions, against the fixture server: hostile
/// analytics URLs and ids are never called or sent, KLIPY's share event carries the query, and
/// the ids are kept where the settings say.
@Suite struct ActionRegisterServiceTests {
    private let server: FixtureServer
    private let folder = TemporaryFolder("actions")

    init() throws {
        server = try FixtureServer()
    }

    /// What a service reported of its action calls.
    private final class Reports: Sendable {
        private let lines = LockedState<[String]>([])
        func add(_ line: String) { lines.withLock { $0.append(line) } }
        var all: [String] { lines.withLock { $0 } }
    }

    /// A service that registers actions on the fixture (Giphy and KLIPY), its reports kept.
    private func service(reports: Reports) -> GifSearchService {
        fixtureService(at: server.baseURL, klipy: true, retries: 3) { settings in
            settings.registersActions = true
            settings.stateDirectory = folder.path + "/state"
            settings.onAction = { reports.add($0) }
        }
    }

    @Test func urlsThatAreNotPlainHTTPAreNeverCalled() throws {
        let reports = Reports()
        let service = service(reports: reports)
        let hostile = [
            "file:///etc/passwd", "gopher://\(server.baseURL.dropFirst(7))/x",
            "\(server.baseURL)/x\u{1B}]52;c;eA==\u{7}",
            "\(server.baseURL)/a b", "/pingback_simple?action_type=SEEN",
        ]
        for (index, url) in hostile.enumerated() {
            service.register(.viewed, of: [gif("hostile\(index)", actionURLs: [.view: url])])
        }
        service.register(.opened, of: [gif("noclick", actionURLs: [.view: server.baseURL + "/pingback_simple"])])
        service.finishRegistering(by: .now() + 2)
        #expect(reports.all.isEmpty)
        #expect(try server.requests(using: testSession()).isEmpty, "not even the random id was asked for")
    }

    @Test func aPlainURLIsCalledOnceWithTheRandomIDKept() throws {
        let reports = Reports()
        let service = service(reports: reports)
        service.register(.picked, of: [gif("plain", actionURLs: [.send: server.baseURL + "/pingback_simple"])])
        service.finishRegistering(by: .now() + 5)
        let calls = try server.requests(using: testSession()).filter { $0.path == "/pingback_simple" }
        let kept = try String(contentsOfFile: folder.path + "/state/giphy-random-id", encoding: .utf8)
        #expect(calls.count == 1 && calls.first?.query["random_id"] == kept.trimmingCharacters(in: .newlines))
        #expect(reports.all.first?.hasPrefix("send of plain: GET \(server.baseURL)/pingback_simple?random_id=") == true)
    }

    @Test func klipySendsCarryTheQueryAndOtherActionsAreNotSent() throws {
        let reports = Reports()
        let service = service(reports: reports)
        let post = gif("klipy:12345", provider: .klipy, actionURLs: [:])
        service.register(.viewed, of: [post], query: "cats")
        service.register(.opened, of: [post], query: "cats")
        service.register(.copied, of: [post], query: "cats")
        service.finishRegistering(by: .now() + 5)
        let shares = try server.requests(using: testSession())
        #expect(shares.map(\.path) == ["/api/v1/\(FixtureServer.klipyKey)/gifs/share/12345"])
        let body = try #require(
            JSONSerialization.jsonObject(with: Data((shares.first?.body ?? "").utf8)) as? [String: String])
        #expect(body["q"] == "cats" && body["customer_id"]?.isEmpty == false)
    }

    @Test func nothingIsSentUnlessActionsAreRegistered() throws {
        let service = fixtureService(at: server.baseURL, retries: 3, timeout: 30) { settings in
            settings.stateDirectory = folder.path + "/state"
        }
        service.register(.downloaded, of: [gif("plain", actionURLs: [.send: server.baseURL + "/pingback_simple"])])
        service.finishRegistering(by: .now() + 2)
        #expect(try server.requests(using: testSession()).isEmpty)
    }

    @Test func anIDThatIsNoneIsNeitherKeptNorSent() throws {
        #expect(ActionUserID.isValid("e2a5c1f0-9b7d-4c3e-8f6a-1d2b3c4d5e6f"))
        for bad in ["", "a b", "x&ts=0", "../../etc", String(repeating: "a", count: 65), "é"] {
            #expect(!ActionUserID.isValid(bad), "\(bad)")
        }
        let store = ActionUserID(fileName: "giphy-random-id", directory: folder.path + "/state")
        try folder.make("state")
        try "x&ts=0\n".write(toFile: folder.path + "/state/giphy-random-id", atomically: true, encoding: .utf8)
        #expect(store.kept() == nil, "a planted file's id is not kept")
        let service = service(reports: Reports())
        service.register(.downloaded, of: [gif("plain", actionURLs: [.send: server.baseURL + "/pingback_simple"])])
        service.finishRegistering(by: .now() + 5)
        let sent = try #require(server.pingbacks(using: testSession()).first, "the send is registered")
        #expect(sent.query["random_id"] != "x&ts=0" && sent.query["random_id"]?.isEmpty == false, "nor sent")
    }
}

import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP listener on 127.0.0.1 where an X server's display would be (port 6000 + `number`)
/// that takes connections and never answers: an X server too slow for gifsearch's owner.
final class SilentXServer {
    let number: Int
    private let descriptor: Int32

    /// Listens on the first free display number from 100 up.
    init() throws {
        for number in 100..<900 {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard descriptor >= 0 else { break }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(6000 + number).bigEndian
            address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            if bound == 0, listen(descriptor, 8) == 0 {
                self.number = number
                self.descriptor = descriptor
                return
            }
            close(descriptor)
        }
        throw CocoaError(.fileWriteUnknown)
    }

    deinit {
        close(descriptor)
    }

    /// The `DISPLAY` that names it.
    var display: String { "127.0.0.1:\(number)" }
}

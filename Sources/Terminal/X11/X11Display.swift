#if canImport(Glibc)
    import Glibc
#endif

/// Where the X server `DISPLAY` names listens: `:N` (and `unix:N`) on its local socket,
/// `host:N` on TCP port 6000 + N (an SSH tunnel's `localhost:10`). The screen after a dot is
/// not needed for the clipboard.
struct X11Display: Equatable {
    /// The host, or `nil` for the local socket.
    let host: String?
    let number: Int

    /// The display `value` names, or `nil` when it is not one.
    init?(_ value: String) {
        guard let colon = value.lastIndex(of: ":") else { return nil }
        let host = String(value[..<colon])
        let rest = value[value.index(after: colon)...]
        guard let number = Int(rest.prefix { $0 != "." }), number >= 0, number < 10_000 else { return nil }
        self.host = host.isEmpty || host == "unix" ? nil : host
        self.number = number
    }

    /// A connected stream socket, or `nil` when the server cannot be reached.
    func connect() -> Int32? {
        host.map { Self.connect(host: $0, port: 6000 + number) } ?? connectLocally()
    }

    /// The socket in /tmp/.X11-unix, else the abstract one of the same name.
    private func connectLocally() -> Int32? {
        let path = "/tmp/.X11-unix/X\(number)"
        return UnixSocket.connect(Array(path.utf8)) ?? UnixSocket.connect([0] + Array(path.utf8))
    }

    private static func connect(host: String, port: Int) -> Int32? {
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { return nil }
        defer { freeaddrinfo(first) }
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let entry = candidate {
            let descriptor = socket(
                entry.pointee.ai_family, entry.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue),
                entry.pointee.ai_protocol)
            if descriptor >= 0 {
                if Glibc.connect(descriptor, entry.pointee.ai_addr, entry.pointee.ai_addrlen) == 0 { return descriptor }
                close(descriptor)
            }
            candidate = entry.pointee.ai_next
        }
        return nil
    }
}

/// The exit codes scripts rely on (DESIGN §8).
enum ExitStatus {
    static let success: Int32 = 0
    static let usage: Int32 = 2
}

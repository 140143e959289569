/// Stops the run with `message` when `condition` is false: a finding. Unlike `precondition`,
/// the message survives `-O`, so the fuzzer's report says what broke.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError(message()) }
}

import GifSearchKit

extension DownloadTally {
    /// The picker's status line while Ctrl-D downloads: how many are done, bytes so far, and
    /// the last file written or error.
    var statusLine: String {
        let head =
            finished < total
            ? "downloading \(finished + 1)/\(total) (\(ByteSize.text(bytes)))" : "downloaded \(done)/\(total)"
        let lastLine: String =
            switch last?.outcome {
            case .saved(let path)?: "saved \(TerminalText.sanitize(path))"
            case .unchanged(let path)?: "already there: \(TerminalText.sanitize(path))"
            case .failed(let failure)?: "\(TerminalText.sanitize(last?.name ?? "")): \(ErrorReport.describe(failure))"
            default: ""
            }
        return [head, failed > 0 ? "\(failed) failed" : "", lastLine].filter { !$0.isEmpty }.joined(separator: " · ")
    }
}

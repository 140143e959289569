import GifSearchKit

/// What the picker's status line says for each status of the model.
enum PickerStatusLine {
    static func text(_ status: PickerStatus) -> String {
        switch status {
        case .none: ""
        case .failed(let failure): ErrorReport.describe(failure)
        case .stale(let seconds, let offline):
            "\(offline ? "offline" : "the network failed"): cached results (\(StaleAge.describe(seconds: seconds)) old)"
        case .retrying(let failure, let seconds): "\(failure.brief), retrying in \(Int(seconds.rounded(.up))) s"
        case .downloads(let tally): tally.statusLine
        case .cannotDownload(let failure): "cannot download: \(ErrorReport.describe(failure))"
        case .askingForKey(let failure, let provider, 0):
            "\(failure.brief) · \(provider.displayName) API key (Esc to give up): "
        case .askingForKey(_, let provider, let typed):
            "\(provider.displayName) API key (Esc to give up): " + String(repeating: "•", count: typed)
        case .tryingKey: "trying the new key…"
        case .note(let text): text
        }
    }
}

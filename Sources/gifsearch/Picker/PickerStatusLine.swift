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
        case .copied(let put, .copied(let tool)): "copied \(copied(put)) (\(tool))"
        case .copied(_, .notCopied(let reason)): "not copied: \(reason)"
        case .nothingToCopy: "nothing to copy"
        case .askingForKey(let failure, let provider, 0):
            "\(failure.brief) · \(provider.displayName) API key (Esc to give up): "
        case .askingForKey(_, let provider, let typed):
            "\(provider.displayName) API key (Esc to give up): " + String(repeating: "•", count: typed)
        case .tryingKey: "trying the new key…"
        case .note(let text): text
        }
    }

    /// What `put` copied, in a few words: the URL or the file's name for one GIF, else how
    /// many, and in which form.
    private static func copied(_ put: ClipboardPut) -> String {
        switch put {
        case .files(let paths):
            let what = paths.count == 1 ? String(paths[0].split(separator: "/").last ?? "") : "\(paths.count) GIFs"
            return "\(what) \(CopyForm.file.displayName)"
        case .text(let targets, let form):
            let lines = CopyText.lines(of: targets, form: form)
            let what =
                lines.count == 1 && form == .url ? lines[0] : "\(lines.count) GIF" + (lines.count == 1 ? "" : "s")
            return "\(what) \(form.displayName)"
        }
    }
}

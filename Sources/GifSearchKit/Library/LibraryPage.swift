/// The person's GIFs as a `fav` or `history` listing shows them, with what it says about them.
public struct LibraryPage: Sendable, Equatable {
    /// The GIFs, in the listing's order.
    public var gifs: [GIFResult]
    /// What was left out or could not be had, a line each.
    public var warnings: [String]

    /// A page of `gifs` with `warnings`.
    public init(gifs: [GIFResult], warnings: [String] = []) {
        self.gifs = gifs
        self.warnings = warnings
    }

    /// The GIFs whose files are kept: all a listing made of URLs can show offline. The others
    /// are left out with one warning; when none is kept, nothing can be listed.
    public func keptFilesOnly() throws(SearchFailure) -> LibraryPage {
        let files = gifs.filter { $0.kept?.keptFile != nil }
        let leftOut = gifs.count - files.count
        guard !files.isEmpty || gifs.isEmpty else {
            throw SearchFailure(
                kind: .notFound,
                message: "offline, and none of these GIFs has a kept file to link to (fav add --keep keeps one)")
        }
        guard leftOut > 0 else { return self }
        return LibraryPage(
            gifs: files,
            warnings: warnings + [
                "offline, left out \(leftOut) GIF\(leftOut == 1 ? "" : "s") with no kept file (fav add --keep)"
            ])
    }
}

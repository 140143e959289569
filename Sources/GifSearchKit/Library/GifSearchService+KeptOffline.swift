extension GifSearchService {
    /// Working offline, the GIF the person kept (`fav add --keep`) for an id: their own
    /// download, which offline commands use instead of asking its provider. `nil` when online,
    /// for anything but an id, or when no file is kept for it.
    func keptOffline(_ id: String) -> GIFResult? {
        guard settings.cacheMode == .offline, settings.libraryPath != nil else { return nil }
        return try? library().keptGIF(id: id)
    }

    /// `reference`, or the kept file of the GIF it names by id when working offline
    /// (`keptOffline`).
    func keptOfflineIfAny(_ reference: GIFReference) -> GIFReference {
        guard case .id(let id) = reference, let file = keptOffline(id)?.kept?.keptFile else { return reference }
        return .file(file)
    }
}

import GifSearchKit

/// A GIF as a provider or the library would give it, built by a test: `id` titled `title` (the
/// id itself unless given), from Giphy unless `provider` says otherwise, with nothing else unless
/// given: no alt text, page, renditions (`url`, when given, is the original rendition's), rating,
/// user name, library facts or action URLs. The one way tests make a `GIFResult`.
public func gif(
    _ id: String, title: String? = nil, alt: String? = nil, page: String? = nil, url: String? = nil,
    renditions: [String: GIFRendition] = [:], rating: String? = nil, username: String? = nil,
    isSticker: Bool = false, provider: ProviderName = .giphy, kept: LibraryFacts? = nil,
    actionURLs: [RegisteredAction: String] = [:]
) -> GIFResult {
    var all = renditions
    if let url { all[provider.formats(for: .original)[0]] = GIFRendition(url: url) }
    var gif = GIFResult(
        id: id, title: title ?? id, page: page, renditions: all, rating: rating, username: username,
        isSticker: isSticker, provider: provider)
    gif.alt = alt
    gif.kept = kept
    gif.actionURLs = actionURLs
    return gif
}

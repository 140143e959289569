import GifSearchKit

/// The "Powered by …" line the web providers ask for under their results.
enum Attribution {
    /// Names the web providers of `providers` (in a fixed order); when there are none,
    /// `fallback`, else the first of `providers`, else the first web provider; `nil` when that
    /// is none (the person's own GIFs need no attribution).
    static func text(for providers: [ProviderName], fallback: ProviderName? = nil) -> String? {
        let present = ProviderName.web.filter(providers.contains)
        let named = present.isEmpty ? [fallback ?? providers.first ?? .original].filter(\.hasWebAPI) : present
        guard !named.isEmpty else { return nil }
        return "Powered by " + named.map { $0.displayName.uppercased() }.joined(separator: " and ")
    }

    /// As `text(for:)`, for a line of its own: the text and a newline, dimmed by `dim`; empty
    /// for none.
    static func line(for providers: [ProviderName], dim: (String) -> String) -> String {
        text(for: providers).map { dim($0) + "\n" } ?? ""
    }
}

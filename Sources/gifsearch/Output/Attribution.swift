import GifSearchKit

/// The "Powered by …" line the providers ask for under their results.
enum Attribution {
    /// Names the providers of `providers` (in a fixed order), or `fallback` when there are none.
    static func text(for providers: [ProviderName], fallback: ProviderName = .original) -> String {
        let present = ProviderName.allCases.filter(providers.contains)
        let names = (present.isEmpty ? [fallback] : present).map { $0.displayName.uppercased() }
        return "Powered by " + names.joined(separator: " and ")
    }
}

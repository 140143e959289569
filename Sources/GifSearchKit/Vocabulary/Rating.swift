/// The highest content rating a listing may show, by Giphy's scale (KLIPY's content filter
/// follows it).
public enum Rating: String, Sendable, CaseIterable {
    case g, pg
    case pg13 = "pg-13"
    case r
}

import Foundation

/// A file of `count` favourites as `fav export` writes them, with made-up ids.
struct FavouriteLines {
    let path: String
    let ids: Set<String>

    init(folder: String, name: String, count: Int) throws {
        path = folder + "/\(name).jsonl"
        let ids = (0..<count).map { "\(name)\($0)" }
        self.ids = Set(ids)
        try ids.map { #"{"id":"\#($0)","provider":"giphy","title":"GIF \#($0)","starred":"2026-01-02T03:04:05Z"}"# }
            .joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}

import Foundation

/// The original rendition of some entries as an MP4 video and an animated WebP, as Giphy and
/// KLIPY also serve them: made from the GIF when the server starts with `--videos TAG`, by
/// Debian's ffmpeg (H.264, the yuv420p that browsers play, sizes made even) and gif2webp.
enum Videos {
    /// The types made, by the ending of their URLs, and their Content-Type.
    static let types = [("mp4", "video/mp4"), ("webp", "image/webp")]

    /// `catalog` with the entries tagged `tag` carrying their videos.
    static func adding(to catalog: Catalog, tag: String) throws -> Catalog {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-videos-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var entries = catalog.entries
        for index in entries.indices where entries[index].tags.contains(tag) {
            guard let original = entries[index].renditions["original"] else { continue }
            entries[index].videos = try made(from: original.bytes, in: folder.path)
        }
        return Catalog(entries: entries)
    }

    /// The MP4 and the WebP of the GIF `bytes`, by ending, made in `folder`.
    private static func made(from bytes: [UInt8], in folder: String) throws -> [String: [UInt8]] {
        let gif = folder + "/in.gif"
        try Data(bytes).write(to: URL(fileURLWithPath: gif))
        try run(
            "/usr/bin/ffmpeg",
            [
                "-v", "error", "-y", "-i", gif, "-movflags", "+faststart", "-pix_fmt", "yuv420p", "-vf",
                "scale=trunc(iw/2)*2:trunc(ih/2)*2", folder + "/out.mp4",
            ])
        try run("/usr/bin/gif2webp", ["-quiet", gif, "-o", folder + "/out.webp"])
        var videos: [String: [UInt8]] = [:]
        for (ending, _) in types {
            videos[ending] = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/out." + ending)))
        }
        return videos
    }

    private static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw UsageError(message: "\(tool) failed with status \(process.terminationStatus)")
        }
    }
}

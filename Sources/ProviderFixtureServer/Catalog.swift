import GIF

/// The GIFs the fixture server serves, generated at start-up with `GIFEncoder`: titles and
/// tags like a small Giphy, some with non-ASCII text and some with control characters, to
/// exercise clients. The "hostile" topic also carries escape sequences in an id, a user name and
/// media URLs, as a malicious server could; the "spoof" topic carries bidi controls and
/// zero-width characters in the same places.
struct Catalog {
    /// One GIF of the catalog.
    struct Entry {
        let id: String
        let title: String
        /// Its alt text: for every other GIF and the whole hostile topic; real Giphy sends `""`
        /// for most GIFs, as the server does for the others.
        let alt: String?
        let tags: [String]
        let rating: String
        let isSticker: Bool
        let username: String?
        /// Appended to every media URL of the entry (escape sequences, for the hostile topic).
        let mediaURLSuffix: String
        /// The renditions by name, with their GIF bytes and sizes.
        let renditions: [String: Rendition]
        /// The original rendition as an MP4 and a WebP, by ending: only with `--videos`.
        var videos: [String: [UInt8]] = [:]
    }

    /// One rendition of an entry.
    struct Rendition {
        /// The GIFs made when first asked for.
        enum Made {
            case bomb, heavy
        }

        let width: Int
        let height: Int
        let frames: Int
        private let data: [UInt8]?
        private let made: Made?

        init(width: Int, height: Int, frames: Int, bytes: [UInt8]) {
            (self.width, self.height, self.frames, data, made) = (width, height, frames, bytes, nil)
        }

        /// A rendition whose bytes are made when first asked for.
        init(width: Int, height: Int, frames: Int, made: Made) {
            (self.width, self.height, self.frames, data, self.made) = (width, height, frames, nil, made)
        }

        var bytes: [UInt8] {
            switch made {
            case .bomb: Bomb.bytes
            case .heavy: HeavyGIF.bytes
            case nil: data ?? []
            }
        }

        var isBomb: Bool { made == .bomb }
        /// Whether trending leaves it out: the bombs and the heavy GIF.
        var isMade: Bool { made != nil }
    }

    let entries: [Entry]

    /// The topics the catalog covers, with the titles generated for each.
    static let topics: [(tag: String, titles: [String])] = [
        ("cats", ["Cat Waving", "Sleepy Kitten", "Cat Jumps Off Table", "Grumpy Cat", "Café Cat ☕", "Cat Typing"]),
        ("dogs", ["Happy Dog", "Puppy Zoomies", "Dog Shakes Off Water", "Good Boy", "Hund im Schnee"]),
        ("party", ["Party Time", "Confetti", "Dance Party", "Fiesta 🎉"]),
        ("birthday", ["Happy Birthday", "Birthday Cake", "Candles Blown Out", "お誕生日おめでとう", "Birthday Party"]),
        (
            "reactions",
            ["Thumbs Up", "Facepalm", "Mind Blown", "Slow Clap", "\u{1B}[31mRed Alert\u{1B}[0m", "Bell\u{07}Ringer"]
        ),
        (
            "hostile",
            ["Hostile Id", "Hostile Sticker", "Hostile URL", "Hostile [Neighbour](http://evil.example) *bold*"]
        ),
        ("spoof", ["Spoof Sticker", "Spoof Id", "Spoof URL \u{202E}Rev\u{202C} Z\u{200B}W\u{FEFF}"]),
        ("bomb", (1...20).map { "Bomb \($0)" }),
    ]

    /// The bomb topic's entries that are GIF bombs (`Bomb`), the first result among them; the
    /// others share one ordinary drawing. None of the topic is a sticker or trending.
    static let bombTitles: Set<String> = ["Bomb 1", "Bomb 6", "Bomb 11", "Bomb 16"]

    /// The hostile topic's id that clears the screen, user name that sets the window title, and
    /// media URL suffix that opens a hyperlink.
    static let hostileID = "evil\u{1B}[2J00"
    static let hostileUsername = "mal\u{1B}]0;pwned\u{07}lory"
    static let hostileURLSuffix = "\u{1B}]8;;https://evil.example\u{07}"

    /// The spoof topic's id with a zero-width space, user name with a bidi isolate, and media
    /// URL suffix that displays reversed: invisible characters that make text read as other text.
    static let spoofID = "fx\u{200B}spoof"
    static let spoofUsername = "spo\u{2066}ofer"
    static let spoofURLSuffix = "?v=\u{202E}lmth.gif"

    /// Generates the catalog; deterministic, so ids and bytes are the same on every start.
    /// `drawn` holds GIF bytes drawn before, by `"<drawing>-<seed>-<width>x<height>x<frames>"`,
    /// and gets those drawn now.
    static func generate(drawn: inout [String: [UInt8]]) throws -> Catalog {
        var entries: [Entry] = []
        let plain = try renditions(of: Drawing.forTopic("bomb"), seed: 0, drawn: &drawn)
        for (topicIndex, topic) in topics.enumerated() {
            for (titleIndex, title) in topic.titles.enumerated() {
                let seed = topicIndex * 16 + titleIndex
                let id =
                    switch title {
                    case "Hostile Id": hostileID
                    case "Spoof Id": spoofID
                    default: "fx" + String(seed * 7919 + 1000, radix: 36)
                    }
                let isBombTopic = topic.tag == "bomb"
                let renditions =
                    isBombTopic
                    ? (bombTitles.contains(title) ? Bomb.renditions : plain)
                    : try renditions(of: Drawing.forTopic(topic.tag), seed: seed, drawn: &drawn)
                entries.append(
                    Entry(
                        id: id, title: title + " GIF",
                        alt: seed % 2 == 1 || topic.tag == "hostile" ? "Animated \(topic.tag): \(title)" : nil,
                        tags: [topic.tag, title.lowercased()],
                        rating: seed % 5 == 4 && !isBombTopic ? "pg-13" : "g", isSticker: seed % 3 == 0 && !isBombTopic,
                        username: topic.tag == "hostile"
                            ? hostileUsername
                            : topic.tag == "spoof" ? spoofUsername : seed % 4 == 0 ? nil : "fixture_\(topic.tag)",
                        mediaURLSuffix: title == "Hostile URL"
                            ? hostileURLSuffix : title.hasPrefix("Spoof URL") ? spoofURLSuffix : "",
                        renditions: renditions))
            }
        }
        entries.append(
            Entry(
                id: HeavyGIF.id, title: HeavyGIF.title + " GIF", alt: nil, tags: ["heavy", "heavy rain"], rating: "g",
                isSticker: false, username: "fixture_heavy", mediaURLSuffix: "", renditions: HeavyGIF.renditions))
        return Catalog(entries: entries)
    }

    /// The entries trending lists: all but the bombs and the heavy GIF.
    var trending: [Entry] { entries.filter { !($0.renditions["original"]?.isMade ?? false) } }

    /// Every rendition name Giphy sends in search results, with its size and frame count (the
    /// `_still` ones and `480w_still` a single frame; `_downsampled` every other frame).
    static let renditionSizes: [(name: String, width: Int, height: Int, frames: Int)] = [
        ("original", 120, 90, 12), ("downsized", 120, 90, 12), ("downsized_large", 120, 90, 12),
        ("downsized_medium", 120, 90, 12), ("fixed_height", 80, 60, 12), ("fixed_height_downsampled", 80, 60, 6),
        ("fixed_height_small", 53, 40, 12), ("fixed_width", 100, 75, 12), ("fixed_width_downsampled", 100, 75, 6),
        ("fixed_width_small", 40, 30, 6), ("preview_gif", 40, 30, 4), ("original_still", 120, 90, 1),
        ("downsized_still", 120, 90, 1), ("fixed_height_still", 80, 60, 1), ("fixed_height_small_still", 53, 40, 1),
        ("fixed_width_still", 100, 75, 1), ("fixed_width_small_still", 40, 30, 1), ("480w_still", 120, 90, 1),
    ]

    /// `drawing` in every rendition, renditions of the same size and frames sharing their bytes
    /// (drawn once, through `drawn`).
    private static func renditions(of drawing: Drawing, seed: Int, drawn: inout [String: [UInt8]]) throws
        -> [String: Rendition]
    {
        var made: [String: Rendition] = [:]
        for size in renditionSizes {
            made[size.name] = try rendition(
                of: drawing, width: size.width, height: size.height, frames: size.frames, seed: seed, drawn: &drawn)
        }
        return made
    }

    /// `frames` frames of `drawing` over one loop (twelve frames of 8 cs; fewer frames show
    /// longer, so that every rendition plays as long), from `drawn` when drawn before.
    private static func rendition(
        of drawing: Drawing, width: Int, height: Int, frames: Int, seed: Int, drawn: inout [String: [UInt8]]
    ) throws -> Rendition {
        let key = "\(drawing)-\(seed)-\(width)x\(height)x\(frames)"
        if let bytes = drawn[key] { return Rendition(width: width, height: height, frames: frames, bytes: bytes) }
        let images = (0..<frames).map { frame in
            GIFEncoder.Image(
                width: width, height: height,
                indices: drawing.draw(width: width, height: height, frame: frame, frames: frames, seed: seed),
                delay: frames == 1 ? 0 : 96 / frames)
        }
        let bytes = try GIFEncoder.encode(
            width: width, height: height, globalPalette: drawing.palette(seed: seed), loopCount: frames == 1 ? nil : 0,
            images: images)
        drawn[key] = bytes
        return Rendition(width: width, height: height, frames: frames, bytes: bytes)
    }

    /// The entries whose title or tags contain `query` (case-insensitive), stickers or not.
    func search(_ query: String, stickers: Bool) -> [Entry] {
        let words = query.lowercased().split(separator: " ").map(String.init)
        return entries.filter { entry in
            entry.isSticker == stickers
                && words.allSatisfy { word in
                    entry.title.lowercased().contains(word) || entry.tags.contains { $0.contains(word) }
                }
        }
    }

    func entry(id: String) -> Entry? { entries.first { $0.id == id } }
}

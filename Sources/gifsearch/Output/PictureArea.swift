import Terminal

/// Where a picture in pixels is drawn: the lines it covers are made first (scrolling the screen
/// when needed) and the cursor is saved at their start, so every frame lands in the same place
/// and the cursor ends below the picture, whatever the protocol does with it.
struct PictureArea {
    let rows: Int

    /// Makes `rows` lines from the start of the cursor's line and saves the cursor there.
    var reserve: String {
        "\r" + String(repeating: "\n", count: rows) + "\u{1B}[\(rows)A\u{1B}7"
    }

    /// Back to the picture's top-left corner.
    static let top = "\u{1B}8"

    /// To the start of the line below the picture.
    var below: String {
        Self.top + "\u{1B}[\(rows)B\r"
    }
}

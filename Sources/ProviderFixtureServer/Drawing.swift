import Foundation
import GIF

/// The catalog's pictures: small animated drawings, one kind per topic, drawn from code at any
/// size (shapes in coordinates from 0 to 1, so that every rendition is sharp), deterministic,
/// each entry in its own colours.
enum Drawing {
    case blinkingCat, runningDog, partyParrot, birthdayCake, bouncingBall, plasma

    /// The drawing for a topic.
    static func forTopic(_ tag: String) -> Drawing {
        switch tag {
        case "cats": .blinkingCat
        case "dogs": .runningDog
        case "party": .partyParrot
        case "birthday": .birthdayCake
        case "reactions": .bouncingBall
        default: .plasma
        }
    }

    /// The colours of the drawing for `seed`: index 0 is the background.
    func palette(seed: Int) -> [RGB] {
        let backgrounds = [RGB(235, 244, 250), RGB(250, 240, 225), RGB(232, 245, 233), RGB(245, 232, 245)]
        let background = backgrounds[seed % backgrounds.count]
        switch self {
        case .plasma, .partyParrot:
            return (0..<32).map { index in Self.hue(Double(index) / 32 + Double(seed) * 0.07) }
        case .blinkingCat:
            let fur = [RGB(240, 150, 60), RGB(120, 120, 130), RGB(60, 50, 45), RGB(230, 220, 200)][seed % 4]
            return [background, fur, RGB(30, 30, 30), RGB(110, 190, 90), RGB(240, 130, 150), RGB(255, 255, 255)]
        case .runningDog:
            let coat = [RGB(160, 100, 50), RGB(230, 200, 150), RGB(50, 40, 35), RGB(200, 200, 200)][seed % 4]
            return [background, coat, RGB(30, 30, 30), RGB(90, 170, 80), RGB(70, 50, 40), RGB(255, 255, 255)]
        case .birthdayCake:
            let icing = [RGB(250, 170, 200), RGB(170, 220, 250), RGB(250, 240, 170), RGB(200, 250, 200)][seed % 4]
            return [
                background, RGB(150, 90, 50), icing, RGB(240, 240, 250), RGB(255, 200, 40), RGB(255, 120, 20),
                RGB(200, 60, 60), RGB(180, 180, 190),
            ]
        case .bouncingBall:
            let ball = [RGB(220, 50, 50), RGB(50, 120, 220), RGB(40, 170, 90), RGB(240, 180, 30)][seed % 4]
            return [background, ball, RGB(255, 255, 255), RGB(120, 120, 120), RGB(80, 80, 80)]
        }
    }

    /// Frame `frame` of `frames` at `width` × `height`: a colour index per pixel.
    func draw(width: Int, height: Int, frame: Int, frames: Int, seed: Int) -> [UInt8] {
        var canvas = Canvas(width: width, height: height)
        let t = Double(frame) / Double(max(1, frames))
        switch self {
        case .plasma: canvas.plasma(t: t)
        case .blinkingCat: canvas.cat(eyesClosed: frames >= 6 && (frames - 3..<frames - 1).contains(frame))
        case .runningDog: canvas.dog(t: t)
        case .partyParrot: canvas.parrot(t: t)
        case .birthdayCake: canvas.cake(t: t, frame: frame)
        case .bouncingBall: canvas.ball(t: t)
        }
        return canvas.indices
    }

    private static func hue(_ value: Double) -> RGB {
        let h = (value - value.rounded(.down)) * 6
        let x = UInt8(255 * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)))
        switch Int(h) {
        case 0: return RGB(255, x, 60)
        case 1: return RGB(x, 255, 60)
        case 2: return RGB(60, 255, x)
        case 3: return RGB(60, x, 255)
        case 4: return RGB(x, 60, 255)
        default: return RGB(255, 60, x)
        }
    }
}

/// Colour indices on a grid, and shapes in coordinates from 0 to 1 across and down.
struct Canvas {
    let width: Int
    let height: Int
    var indices: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        indices = [UInt8](repeating: 0, count: width * height)
    }

    /// Every pixel within the box from `(x0, y0)` to `(x1, y1)` whose centre (in unit
    /// coordinates) passes `inside` takes `color`.
    mutating func fill(
        _ color: UInt8, box: (x0: Double, y0: Double, x1: Double, y1: Double) = (0, 0, 1, 1),
        where inside: (Double, Double) -> Bool
    ) {
        func span(_ low: Double, _ high: Double, _ count: Int) -> Range<Int> {
            let start = max(0, min(count, Int((low * Double(count)).rounded(.down))))
            return start..<max(start, min(count, Int((high * Double(count)).rounded(.up))))
        }
        for y in span(box.y0, box.y1, height) {
            let v = (Double(y) + 0.5) / Double(height)
            for x in span(box.x0, box.x1, width) where inside((Double(x) + 0.5) / Double(width), v) {
                indices[y * width + x] = color
            }
        }
    }

    mutating func ellipse(_ color: UInt8, x cx: Double, y cy: Double, rx: Double, ry: Double) {
        fill(color, box: (cx - rx, cy - ry, cx + rx, cy + ry)) { x, y in
            let dx = (x - cx) / rx
            let dy = (y - cy) / ry
            return dx * dx + dy * dy <= 1
        }
    }

    mutating func rect(_ color: UInt8, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        fill(color, box: (x0, y0, x1, y1)) { x, y in x >= x0 && x <= x1 && y >= y0 && y <= y1 }
    }

    mutating func triangle(_ color: UInt8, _ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double)) {
        func side(_ p: (Double, Double), _ q: (Double, Double), _ r: (Double, Double)) -> Double {
            (p.0 - r.0) * (q.1 - r.1) - (q.0 - r.0) * (p.1 - r.1)
        }
        let box = (
            min(a.0, b.0, c.0), min(a.1, b.1, c.1), max(a.0, b.0, c.0), max(a.1, b.1, c.1)
        )
        fill(color, box: box) { x, y in
            let p = (x, y)
            let d1 = side(p, a, b)
            let d2 = side(p, b, c)
            let d3 = side(p, c, a)
            return !((d1 < 0 || d2 < 0 || d3 < 0) && (d1 > 0 || d2 > 0 || d3 > 0))
        }
    }

    mutating func plasma(t: Double) {
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) / Double(width) * 6
                let v = Double(y) / Double(height) * 6
                let phase = t * 2 * .pi
                let value =
                    sin(u + phase) + sin(v * 1.3 - phase) + sin((u + v) * 0.7 + phase) + sin(hypot(u - 3, v - 3))
                indices[y * width + x] = UInt8(Int(((value + 4) / 8 * 32).rounded(.down)) & 31)
            }
        }
    }

    mutating func cat(eyesClosed: Bool) {
        triangle(1, (0.22, 0.42), (0.30, 0.08), (0.44, 0.30))
        triangle(1, (0.78, 0.42), (0.70, 0.08), (0.56, 0.30))
        triangle(4, (0.27, 0.34), (0.31, 0.17), (0.39, 0.30))
        triangle(4, (0.73, 0.34), (0.69, 0.17), (0.61, 0.30))
        ellipse(1, x: 0.5, y: 0.55, rx: 0.30, ry: 0.38)
        for eye in [0.39, 0.61] {
            if eyesClosed {
                rect(2, eye - 0.07, 0.47, eye + 0.07, 0.50)
            } else {
                ellipse(3, x: eye, y: 0.48, rx: 0.07, ry: 0.09)
                ellipse(2, x: eye, y: 0.48, rx: 0.025, ry: 0.075)
            }
        }
        triangle(4, (0.46, 0.62), (0.54, 0.62), (0.5, 0.67))
        rect(2, 0.495, 0.67, 0.505, 0.73)
        for (y, tilt) in [(0.64, -0.02), (0.68, 0.0), (0.72, 0.02)] {
            rect(2, 0.12, y + tilt, 0.36, y + tilt + 0.008)
            rect(2, 0.64, y + tilt, 0.88, y + tilt + 0.008)
        }
    }

    mutating func dog(t: Double) {
        rect(3, 0, 0.82, 1, 1)
        let x = -0.25 + 1.5 * t
        let stride = sin(t * 8 * .pi) * 0.05
        for (legX, swing) in [(x - 0.12, stride), (x - 0.05, -stride), (x + 0.08, -stride), (x + 0.15, stride)] {
            rect(4, legX - 0.02 + swing, 0.62, legX + 0.02 + swing, 0.82)
        }
        ellipse(1, x: x, y: 0.58, rx: 0.2, ry: 0.11)
        ellipse(1, x: x + 0.2, y: 0.42, rx: 0.09, ry: 0.1)
        ellipse(4, x: x + 0.17, y: 0.42, rx: 0.035, ry: 0.08)
        ellipse(2, x: x + 0.29, y: 0.44, rx: 0.02, ry: 0.02)
        ellipse(2, x: x + 0.22, y: 0.38, rx: 0.012, ry: 0.016)
        triangle(1, (x - 0.19, 0.53), (x - 0.3, 0.40 + stride), (x - 0.17, 0.58))
    }

    mutating func parrot(t: Double) {
        let shift = UInt8(Int(t * 32) & 31)
        let bob = sin(t * 2 * .pi) * 0.05
        let body = (shift + 8) & 31
        let head = (shift + 10) & 31
        ellipse(body, x: 0.5, y: 0.62 + bob, rx: 0.22, ry: 0.28)
        ellipse(head, x: 0.5 + bob, y: 0.35 + bob, rx: 0.17, ry: 0.15)
        triangle((shift + 20) & 31, (0.62 + bob, 0.33 + bob), (0.74 + bob, 0.40 + bob), (0.62 + bob, 0.43 + bob))
        ellipse((shift + 24) & 31, x: 0.55 + bob, y: 0.32 + bob, rx: 0.03, ry: 0.03)
        triangle((shift + 14) & 31, (0.32, 0.55 + bob), (0.18, 0.85), (0.40, 0.78 + bob))
    }

    mutating func cake(t: Double, frame: Int) {
        rect(7, 0.15, 0.86, 0.85, 0.9)
        rect(1, 0.22, 0.55, 0.78, 0.86)
        rect(2, 0.22, 0.50, 0.78, 0.58)
        for drip in stride(from: 0.26, through: 0.74, by: 0.12) {
            ellipse(2, x: drip, y: 0.6, rx: 0.03, ry: 0.04)
        }
        rect(6, 0.22, 0.70, 0.78, 0.73)
        rect(3, 0.47, 0.30, 0.53, 0.50)
        let flicker = [1.0, 0.8, 1.15, 0.9, 1.05, 0.85][frame % 6]
        ellipse(5, x: 0.5 + sin(t * 6 * .pi) * 0.01, y: 0.22, rx: 0.04 * flicker, ry: 0.08 * flicker)
        ellipse(4, x: 0.5, y: 0.24, rx: 0.02 * flicker, ry: 0.045 * flicker)
    }

    mutating func ball(t: Double) {
        rect(4, 0, 0.88, 1, 0.9)
        let height = abs(sin(t * .pi))
        let y = 0.78 - height * 0.55
        let squash = height < 0.15 ? 1.25 : 1.0
        ellipse(3, x: 0.5, y: 0.88, rx: 0.08 + (1 - height) * 0.1, ry: 0.025)
        ellipse(1, x: 0.5, y: y, rx: 0.1 * squash, ry: 0.1 / squash)
        ellipse(2, x: 0.47, y: y - 0.04 / squash, rx: 0.025, ry: 0.02)
    }
}

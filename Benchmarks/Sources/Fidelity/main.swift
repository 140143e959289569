import Foundation
import GIF

/// `Fidelity <gif> <label>=<output>...`: scores pictures of the GIF's first frame printed as
/// coloured text (half blocks, sextants, chafa's symbols …) by their PSNR against the frame
/// averaged to the same fine grid, next to the best score half blocks can reach on that grid.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: Fidelity <gif> <label>=<output>...\n".utf8))
    exit(2)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Fidelity: \(message)\n".utf8))
    exit(1)
}

guard let gif = FileManager.default.contents(atPath: arguments[arguments.startIndex]) else {
    fail("cannot read \(arguments[arguments.startIndex])")
}
var firstFrame: Frame?
do {
    _ = try GIFFile.frames(of: [UInt8](gif), through: 0) { firstFrame = $0 }
} catch {
    fail("\(arguments[arguments.startIndex]): \(error)")
}
guard let frame = firstFrame else { fail("no frame") }

var scores: [String: [Score]] = [:]
print(row("output", "cells", "PSNR dB, linear light", "sRGB"))
for argument in arguments.dropFirst() {
    guard let equals = argument.firstIndex(of: "=") else { fail("expected <label>=<output>, got \(argument)") }
    let label = String(argument[..<equals])
    let path = String(argument[argument.index(after: equals)...])
    guard let bytes = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
    do {
        let screen = try Screen(parsing: String(decoding: bytes, as: UTF8.self))
        let grid = "\(screen.columns)×\(screen.rows)"
        if scores[grid] == nil {
            let reference = Reference(frame: frame, columns: screen.columns, rows: screen.rows)
            let metrics = Metric.allCases.map { Score(reference: reference, metric: $0) }
            scores[grid] = metrics
            let ideal = metrics.map { $0.idealHalfBlocks(columns: screen.columns, rows: screen.rows) }
            print(row("ideal half blocks", grid, decibels(ideal[0]), decibels(ideal[1])))
        }
        var results: [String] = []
        for score in scores[grid] ?? [] { results.append(decibels(try score.psnr(of: screen))) }
        print(row(label, grid, results[0], results[1]))
    } catch {
        fail("\(label): \(error)")
    }
}

func decibels(_ value: Double) -> String { String(format: "%.2f", value) }

func row(_ label: String, _ grid: String, _ linear: String, _ srgb: String) -> String {
    "   " + label.padding(toLength: 30, withPad: " ", startingAt: 0)
        + grid.padding(toLength: 8, withPad: " ", startingAt: 0)
        + String(repeating: " ", count: max(0, 22 - linear.count)) + linear
        + String(repeating: " ", count: max(0, 8 - srgb.count)) + srgb
}

// How long a query of the person's own GIFs takes as it is typed, on an index made beforehand:
//
//   LocalQueryBench INDEX WORD...
//
// For each word, each prefix of it as a person types it ("c", "ca", "cat"), asked of the index at
// INDEX (`LocalIndex.gifs(matching:limit:)`, 50 results, as a picker's page) five times. Prints
// the median and the 95th percentile in milliseconds and the number of queries, tab-separated.
import Dispatch
import Foundation
import GifSearchKit

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: LocalQueryBench INDEX WORD...\n".utf8))
    exit(2)
}
let index = try LocalIndex(path: arguments[1])
var milliseconds: [Double] = []
var found = 0
for word in arguments.dropFirst(2) {
    for length in 1...word.count {
        let typed = String(word.prefix(length))
        for _ in 0..<5 {
            let start = DispatchTime.now()
            found += try index.gifs(matching: typed, limit: 50).count
            milliseconds.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
        }
    }
}
guard found > 0 else {
    FileHandle.standardError.write(Data("LocalQueryBench: no query found a GIF\n".utf8))
    exit(1)
}
milliseconds.sort()
let median = milliseconds[milliseconds.count / 2]
let p95 = milliseconds[min(milliseconds.count - 1, milliseconds.count * 95 / 100)]
print(String(format: "%.2f\t%.2f\t%d", median, p95, milliseconds.count))

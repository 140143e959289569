import Dispatch

#if canImport(Glibc)
    import Glibc
#endif

/// `RxBench <scenario> <implementation> [count]`: runs one workload once and prints
/// `<scenario> <implementation> <count> <seconds>`. A count of 0 measures the fixed cost of
/// starting the process, which instruction counts subtract.
let arguments = CommandLine.arguments
guard arguments.count >= 3,
    let scenario = Scenario(rawValue: arguments[1]),
    let implementation = Implementation(rawValue: arguments[2])
else {
    let scenarios = Scenario.allCases.map(\.rawValue).joined(separator: "|")
    let implementations = Implementation.allCases.map(\.rawValue).joined(separator: "|")
    print("usage: RxBench <\(scenarios)> <\(implementations)> [count]")
    exit(2)
}
let count = arguments.count > 3 ? Int(arguments[3]) ?? scenario.defaultCount : scenario.defaultCount

let start = DispatchTime.now().uptimeNanoseconds
switch implementation {
case .rxcore: RxCoreWorkloads.run(scenario, count: count)
case .opencombine: OpenCombineWorkloads.run(scenario, count: count)
case .loop: LoopWorkloads.run(scenario, count: count)
}
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
print("\(scenario.rawValue) \(implementation.rawValue) \(count) \(seconds) \(Blackhole.value & 1)")

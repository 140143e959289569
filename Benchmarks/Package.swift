// swift-tools-version:6.0
import PackageDescription

// Benchmarks live outside the main package so that its users never resolve OpenCombine.
let package = Package(
    name: "Benchmarks",
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/OpenCombine/OpenCombine", exact: "0.14.0"),
    ],
    targets: [
        .executableTarget(
            name: "RxBench",
            dependencies: [
                .product(name: "RxCore", package: "main"),
                .product(name: "OpenCombine", package: "OpenCombine"),
            ]
        ),
        .executableTarget(
            name: "HTTPBench",
            dependencies: [
                .product(name: "HTTP", package: "main"), .product(name: "RxCore", package: "main"),
                .product(name: "RxTest", package: "main"),
            ]
        ),
        .executableTarget(
            name: "Soak",
            dependencies: [
                .product(name: "GifSearchKit", package: "main"), .product(name: "GIF", package: "main"),
                .product(name: "HTTP", package: "main"), .product(name: "RxCore", package: "main"),
                .product(name: "RxTest", package: "main"),
            ],
            // A script of top-level code driving a service from many threads; checked by its results.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .executableTarget(
            name: "Fidelity",
            dependencies: [.product(name: "GIF", package: "main")]
        ),
        .executableTarget(
            name: "CaptionBench",
            dependencies: [
                .product(name: "FrameText", package: "main"), .product(name: "GIF", package: "main"),
                .product(name: "RxCore", package: "main"),
            ]
        ),
        .executableTarget(
            name: "LocalQueryBench",
            dependencies: [.product(name: "GifSearchKit", package: "main")]
        ),
        .executableTarget(
            name: "MakeBenchGIFs",
            dependencies: [.product(name: "GIF", package: "main")]
        ),
    ]
)

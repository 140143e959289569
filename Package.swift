// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "gifsearch",
    products: [
        .executable(name: "gifsearch", targets: ["gifsearch"]),
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "GIF", targets: ["GIF"]),
        .library(name: "HTTP", targets: ["HTTP"]),
        .library(name: "GifSearchKit", targets: ["GifSearchKit"]),
        .library(name: "FrameText", targets: ["FrameText"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(name: "RxCore"),
        .target(name: "RxTest", dependencies: ["RxCore"]),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .target(name: "GIF", dependencies: ["CGIF"]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .target(name: "Files"),
        .target(name: "HTTP", dependencies: ["CCurl", "Files", "RxCore"]),
        .target(name: "Giphy", dependencies: ["HTTP", "RxCore"]),
        .target(name: "Klipy", dependencies: ["HTTP", "RxCore"]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "Preview", dependencies: ["GIF", "RxCore", "Terminal", "CPNG", "CZlib"]),
        // Tesseract is loaded with dlopen (Sources/CTesseract/shim.h): its header only, no library linked.
        .systemLibrary(name: "CTesseract"),
        .target(name: "FrameText", dependencies: ["GIF", "CTesseract"]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .target(
            name: "GifSearchKit",
            dependencies: [
                "Giphy", "Klipy", "HTTP", "Files", "GIF", "RxCore", "CCrypto",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .systemLibrary(name: "CSpawn"),
        .target(name: "Terminal", dependencies: ["Files", "RxCore", "CSpawn"]),
        .executableTarget(
            name: "gifsearch",
            dependencies: [
                "GifSearchKit", "GIF", "FrameText", "Preview", "RxCore", "Terminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "ProviderFixtureServer",
            dependencies: [
                "GIF",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            // A test fixture built on NIO's handler APIs, which predate Swift 6's checking.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTest"]),
        .target(
            name: "FixtureSupport",
            dependencies: [
                "CSpawn", "GifSearchKit", "HTTP", "RxCore", "RxTest", "ProviderFixtureServer",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/FixtureSupport"),
        .testTarget(name: "PreviewTests", dependencies: ["Preview", "GIF", "RxCore", "RxTest", "FixtureSupport"]),
        .testTarget(name: "GiphyTests", dependencies: ["Giphy", "HTTP", "RxCore", "RxTest", "FixtureSupport"]),
        .testTarget(name: "KlipyTests", dependencies: ["Klipy"]),
        .testTarget(name: "HTTPTests", dependencies: ["HTTP", "RxCore", "RxTest", "FixtureSupport"]),
        .testTarget(name: "GIFTests", dependencies: ["GIF"]),
        .testTarget(name: "FrameTextTests", dependencies: ["FrameText", "GIF", "FixtureSupport"]),
        .testTarget(name: "FilesTests", dependencies: ["Files", "FixtureSupport"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "RxCore", "RxTest", "FixtureSupport"]),
        .testTarget(
            name: "GifSearchKitTests",
            dependencies: [
                "GifSearchKit", "Giphy", "Klipy", "HTTP", "GIF", "RxCore", "RxTest", "FixtureSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["LibraryFixtures"]),
        .testTarget(
            name: "gifsearchTests",
            dependencies: [
                "gifsearch", "GifSearchKit", "GIF", "HTTP", "RxCore", "Terminal", "FixtureSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            exclude: ["Help"]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "gifsearch",
    products: [
        .executable(name: "gifsearch", targets: ["gifsearch"]),
        .library(name: "RxCore", targets: ["RxCore"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "GIF", targets: ["GIF"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        .target(
            name: "RxCore",
            swiftSettings: [
                .unsafeFlags(
                    ["-cross-module-optimization", "-enforce-exclusivity=unchecked"], .when(configuration: .release))
            ]
        ),
        .target(name: "RxTest", dependencies: ["RxCore"]),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .target(name: "GIF", dependencies: ["CGIF"]),
        .executableTarget(
            name: "gifsearch",
            dependencies: ["GIF", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "RxCoreTests", dependencies: ["RxCore", "RxTest"]),
        .testTarget(name: "GIFTests", dependencies: ["GIF"]),
        .testTarget(name: "gifsearchTests", dependencies: ["gifsearch", "GIF"]),
    ]
)

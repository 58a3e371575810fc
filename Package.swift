// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ViperMap",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ViperMap", targets: ["ViperMap", "ViperMapModel"]),
        .executable(name: "vipermap", targets: ["vipermap"]),
        .executable(name: "vipermap-bench", targets: ["vipermap-bench"]),
        .plugin(name: "VipermapPlugin", targets: ["VipermapPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "600.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "5.0.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
    ],
    targets: [
        // The graph as plain values: imports nothing but Foundation.
        .target(name: "ViperMapModel"),
        // What one source file says, as plain values: the front-ends' output, the analyses' input.
        .target(name: "ViperMapFacts"),
        // The language layer: call graph and value flow over the facts (types, dispatch, closures, stored
        // values, enum cases, notifications). Knows nothing of UIKit or VIPER.
        .target(name: "ViperMapLanguage", dependencies: ["ViperMapFacts"]),
        // Pure stages: source text -> facts -> graph.
        .target(
            name: "ViperMap",
            dependencies: [
                "ViperMapModel", "ViperMapFacts", "ViperMapLanguage",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // The C edge: the installed Graphviz (libgvc), in process.
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"])]
        ),
        // The only importer of CGraphviz: DOT text -> layout -> SVG bytes.
        .target(name: "ViperMapGraphviz", dependencies: ["CGraphviz"]),
        // Pure: graph (+ rendered pictures) -> Markdown pages through Mustache templates.
        .target(
            name: "ViperMapDocs",
            dependencies: ["ViperMap", "ViperMapModel", .product(name: "Mustache", package: "swift-mustache"), .product(name: "Yams", package: "Yams")]
        ),
        // libclang's C API as declarations of our own (no clang headers at build time).
        .target(name: "CClangShim"),
        // The only importer of CClangShim: loads libclang at run time; Objective-C text -> FileFacts.
        .target(name: "ViperMapClang", dependencies: ["CClangShim", "ViperMap"]),
        // The disk edge: file discovery, reading, atomic writes.
        .target(name: "ViperMapIO", dependencies: ["ViperMap", "ViperMapModel", "ViperMapClang"]),
        .executableTarget(
            name: "vipermap",
            dependencies: [
                "ViperMap", "ViperMapModel", "ViperMapIO", "ViperMapGraphviz", "ViperMapDocs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "vipermap-bench",
            dependencies: [
                "ViperMap", "ViperMapModel", "ViperMapIO", "ViperMapGraphviz", "ViperMapDocs", "ViperMapClang",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        // `swift package vipermap ...` from an app's package that depends on ViperMap.
        .plugin(
            name: "VipermapPlugin",
            capability: .command(
                intent: .custom(verb: "vipermap", description: "Map the package's VIPER app: scan, render, docs, diff, check, path"),
                permissions: [.writeToPackageDirectory(reason: "vipermap writes the map (graph JSON, SVG, docs) into the package's vipermap/ folder")]
            ),
            dependencies: ["vipermap"]
        ),
        .testTarget(
            name: "ViperMapTests",
            dependencies: ["ViperMap", "ViperMapModel", "ViperMapFacts", "ViperMapLanguage", "ViperMapIO", "ViperMapGraphviz", "ViperMapDocs", "ViperMapClang", "vipermap"],
            exclude: ["Snapshots"]  // golden files, read from disk by path
        ),
    ]
)

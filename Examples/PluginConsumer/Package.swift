// swift-tools-version:6.0
// An app's package that depends on ViperMap, to run its command plugin:
//   swift package --allow-writing-to-package-directory vipermap scan
// (the sources import UIKit: the plugin reads them, it does not build them).
import PackageDescription

let package = Package(
    name: "NoteNest",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [
        // An app pins ViperMap by version from its repository; this example sits inside ViperMap's.
        .package(name: "ViperMap", path: "../.."),
    ],
    targets: [
        .target(name: "NoteNest", path: "Sources/NoteNest"),
    ]
)

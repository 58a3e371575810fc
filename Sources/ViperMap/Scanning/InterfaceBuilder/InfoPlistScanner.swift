import Foundation

/// An app's `Info.plist` in, the storyboards it launches with out (`UIMainStoryboardFile`, also per
/// device, and the scene manifest's `UISceneStoryboardFile`). Read with `PropertyListSerialization`.
/// Only an app's plist counts: one with a bundle key or an app's launch keys (a modern Xcode plist may
/// hold only the scene manifest), and not an extension's
/// (`NSExtension`) or a bundle's or framework's (`BNDL`, `FMWK`); `GoogleService-Info.plist` and
/// other plists named like one are not.
public enum InfoPlistScanner {
    public static func isManifest(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "Info.plist" || name.hasSuffix("-Info.plist") || isEntitlements(name)
    }

    /// An app's entitlements (`App.entitlements`): a property list that declares universal-link domains.
    public static func isEntitlements(_ path: String) -> Bool { path.hasSuffix(".entitlements") }

    public static func scan(path: String, text: String) -> FileFacts {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        } catch {
            return FileFacts(path: path, syntaxErrors: [SyntaxErrorFact(line: 1, message: "not a property list")], manifest: ManifestFact(isApp: false, storyboards: []))
        }
        guard let root = plist as? [String: Any] else {
            return FileFacts(path: path, syntaxErrors: [SyntaxErrorFact(line: 1, message: "the property list is not a dictionary")], manifest: ManifestFact(isApp: false, storyboards: []))
        }
        if isEntitlements(path) {
            return FileFacts(path: path, manifest: ManifestFact(isApp: false, storyboards: [], ways: DeclaredWays.read(root, text: text)))
        }
        let app = isApp(root)
        return FileFacts(path: path, manifest: ManifestFact(isApp: app, storyboards: app ? storyboards(root) : [],
                                                            ways: app ? DeclaredWays.read(root, text: text) : []))
    }

    static func isApp(_ root: [String: Any]) -> Bool {
        // Ways in an app declares count too: a modern project's Info.plist holds only what its build settings do not
        // generate (its URL types, quick actions), with no bundle identifier of its own.
        let appKeys = ["CFBundleIdentifier", "CFBundleExecutable", "UIApplicationSceneManifest", "UIMainStoryboardFile",
                       "UILaunchStoryboardName", "LSRequiresIPhoneOS", "UIRequiredDeviceCapabilities",
                       "CFBundleURLTypes", "UIApplicationShortcutItems", "NSUserActivityTypes"]
        guard appKeys.contains(where: { root[$0] != nil }) || root.keys.contains(where: { $0.hasPrefix("UIMainStoryboardFile~") }),
              root["NSExtension"] == nil else { return false }
        let type = root["CFBundlePackageType"] as? String
        return type != "BNDL" && type != "FMWK"
    }

    static func storyboards(_ root: [String: Any]) -> [String] {
        var names: [String] = []
        for (key, value) in root where key == "UIMainStoryboardFile" || key.hasPrefix("UIMainStoryboardFile~") {
            if let name = value as? String { names.append(name) }
        }
        if let manifest = root["UIApplicationSceneManifest"] as? [String: Any],
           let configurations = manifest["UISceneConfigurations"] as? [String: Any] {
            for (_, value) in configurations {
                for configuration in value as? [[String: Any]] ?? [] {
                    if let name = configuration["UISceneStoryboardFile"] as? String { names.append(name) }
                }
            }
        }
        // `$(MAIN_STORYBOARD)`: a build setting the scan cannot read.
        return Array(Set(names.filter { !$0.isEmpty && !$0.hasPrefix("$(") })).sorted()
    }
}

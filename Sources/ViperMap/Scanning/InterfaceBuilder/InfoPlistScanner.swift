import Foundation

/// An app's `Info.plist` in, the storyboards it launches with out (`UIMainStoryboardFile`, also per
/// device, and the scene manifest's `UISceneStoryboardFile`). Read with `PropertyListSerialization`.
/// An extension's (`NSExtension`) or a bundle's (`BNDL`, test bundles) declares no app storyboard.
public enum InfoPlistScanner {
    public static func isManifest(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name == "Info.plist" || name.hasSuffix("-Info.plist")
    }

    public static func scan(path: String, text: String) -> FileFacts {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        } catch {
            return FileFacts(path: path, syntaxErrors: [SyntaxErrorFact(line: 1, message: "not a property list")], manifest: ManifestFact(storyboards: []))
        }
        guard let root = plist as? [String: Any] else {
            return FileFacts(path: path, syntaxErrors: [SyntaxErrorFact(line: 1, message: "the property list is not a dictionary")], manifest: ManifestFact(storyboards: []))
        }
        return FileFacts(path: path, manifest: ManifestFact(storyboards: storyboards(root)))
    }

    static func storyboards(_ root: [String: Any]) -> [String] {
        if root["NSExtension"] != nil || root["CFBundlePackageType"] as? String == "BNDL" { return [] }
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

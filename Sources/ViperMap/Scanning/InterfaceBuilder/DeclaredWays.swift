import Foundation
import ViperMapFacts

/// The ways in from outside an app's property lists declare: `CFBundleURLTypes` → `CFBundleURLSchemes`,
/// `UIApplicationShortcutItems` → `UIApplicationShortcutItemType`, `NSUserActivityTypes`, and an
/// entitlements file's `com.apple.developer.associated-domains` (`applinks:` entries only). Each with the
/// line of the text that names it (the first `<string>` holding it), for diagnostics.
enum DeclaredWays {
    static func read(_ root: [String: Any], text: String) -> [DeclaredWayIn] {
        var found: [(DeclaredWayIn.Kind, String)] = []
        for type in root["CFBundleURLTypes"] as? [[String: Any]] ?? [] {
            for scheme in type["CFBundleURLSchemes"] as? [String] ?? [] { found.append((.scheme, scheme)) }
        }
        for item in root["UIApplicationShortcutItems"] as? [[String: Any]] ?? [] {
            if let type = item["UIApplicationShortcutItemType"] as? String { found.append((.shortcut, type)) }
        }
        for type in root["NSUserActivityTypes"] as? [String] ?? [] { found.append((.activity, type)) }
        for entry in root["com.apple.developer.associated-domains"] as? [String] ?? [] where entry.hasPrefix("applinks:") {
            // `applinks:example.com?mode=developer`: the domain.
            let domain = entry.dropFirst("applinks:".count).split(separator: "?").first.map(String.init) ?? ""
            if !domain.isEmpty { found.append((.domain, domain)) }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of name: String, _ kind: DeclaredWayIn.Kind) -> Int {
            let written = kind == .domain ? "applinks:" + name : name
            let escaped = written.replacingOccurrences(of: "&", with: "&amp;")
            return (lines.firstIndex { $0.contains(">" + escaped + "<") } ?? 0) + 1
        }
        var seen: Set<String> = []
        // A name that is only a build setting (`$(URL_SCHEME)`) says nothing; `$(PRODUCT_BUNDLE_IDENTIFIER).Search` keeps its tail.
        return found.filter { !$0.1.isEmpty && !($0.1.hasPrefix("$(") && $0.1.hasSuffix(")")) && seen.insert("\($0.0)|\($0.1)").inserted }
            .map { DeclaredWayIn(kind: $0.0, name: $0.1, line: line(of: $0.1, $0.0)) }
    }
}

import Foundation
import ViperMapModel

/// How a map looks: colours, font, shapes per role, edge styles per navigation kind.
/// `Themes/<name>.json` holds the built-in ones in this format (see Themes/README.md).
public struct Theme: Codable, Equatable, Sendable {
    public struct Box: Codable, Equatable, Sendable {
        public var fill: String
        public var border: String
        public var text: String
    }

    public struct EdgeStyle: Codable, Equatable, Sendable {
        public var color: String
        /// solid, dashed, dotted or bold.
        public var style: String
        /// normal, vee, diamond, empty, odot, dot, none.
        public var arrowhead: String
    }

    public var background: String
    public var font: String
    public var fontSize: Int
    public var module: Box
    public var app: Box
    public var framework: Box
    public var cluster: Box
    /// Graphviz node shape per component role (view, presenter, ...).
    public var roleShapes: [String: String]
    public var edges: [String: EdgeStyle]

    public func edge(_ kind: NavigationKind) -> EdgeStyle {
        edges[kind.rawValue] ?? EdgeStyle(color: module.border, style: "solid", arrowhead: "normal")
    }
}

public struct ThemeError: Error, CustomStringConvertible, Equatable {
    public var source: String
    public var message: String
    public var description: String { "\(source): \(message)" }
}

extension Theme {
    public static let builtInNames = ["light", "dark", "high-contrast", "print"]

    /// A built-in theme by name.
    public static func builtIn(_ name: String) -> Theme? { builtIns[name] }

    /// Parsed once: every encoder defaults to `.light`.
    private static let builtIns: [String: Theme] = ThemeCatalog.files.compactMapValues { text in
        try? parse(Data(text.utf8), source: "built-in")
    }

    public static var light: Theme { builtIn("light")! }

    static let keys: Set<String> = ["background", "font", "fontSize", "module", "app", "framework", "cluster", "roleShapes", "edges"]
    static let boxKeys: Set<String> = ["fill", "border", "text"]
    static let edgeKeys: Set<String> = ["color", "style", "arrowhead"]
    static let shapes: Set<String> = ["box", "ellipse", "oval", "circle", "component", "folder", "tab", "note", "hexagon",
                                      "octagon", "diamond", "parallelogram", "cylinder", "box3d", "house", "invhouse", "rect", "plain"]
    static let styles: Set<String> = ["solid", "dashed", "dotted", "bold"]
    static let arrowheads: Set<String> = ["normal", "vee", "diamond", "empty", "odot", "dot", "none", "onormal", "inv", "tee", "box"]

    /// Reads a theme file: every key must be known and every colour a hex colour; errors name the key.
    public static func parse(_ data: Data, source: String) throws -> Theme {
        func fail(_ message: String) -> ThemeError { ThemeError(source: source, message: message) }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw fail("not a JSON object")
        }
        try checkKeys(object, allowed: keys, path: "", fail)
        for box in ["module", "app", "framework", "cluster"] {
            guard let value = object[box] as? [String: Any] else { throw fail("missing or invalid key '\(box)'") }
            try checkKeys(value, allowed: boxKeys, path: box + ".", fail)
            for (key, colour) in value { try checkColour(colour, key: "\(box).\(key)", fail) }
        }
        try checkColour(object["background"] as Any, key: "background", fail)
        if let roles = object["roleShapes"] as? [String: Any] {
            for (role, shape) in roles {
                guard Role(rawValue: role) != nil else { throw fail("unknown key 'roleShapes.\(role)' (roles: \(Role.allCases.map(\.rawValue).joined(separator: ", ")))") }
                guard let name = shape as? String, shapes.contains(name) else { throw fail("roleShapes.\(role): unknown shape \(shape)") }
            }
        }
        if let edges = object["edges"] as? [String: Any] {
            for (kind, value) in edges {
                guard NavigationKind(rawValue: kind) != nil else { throw fail("unknown key 'edges.\(kind)' (kinds: \(NavigationKind.allCases.map(\.rawValue).joined(separator: ", ")))") }
                guard let style = value as? [String: Any] else { throw fail("edges.\(kind) must be an object") }
                try checkKeys(style, allowed: edgeKeys, path: "edges.\(kind).", fail)
                try checkColour(style["color"] as Any, key: "edges.\(kind).color", fail)
                if let s = style["style"] as? String, !styles.contains(s) { throw fail("edges.\(kind).style: unknown style '\(s)'") }
                if let a = style["arrowhead"] as? String, !arrowheads.contains(a) { throw fail("edges.\(kind).arrowhead: unknown arrowhead '\(a)'") }
            }
        }
        do {
            return try JSONDecoder().decode(Theme.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            let path = (context.codingPath.map(\.stringValue) + [key.stringValue]).joined(separator: ".")
            throw fail("missing key '\(path)'")
        } catch {
            throw fail("invalid theme: \(error)")
        }
    }

    private static func checkKeys(_ object: [String: Any], allowed: Set<String>, path: String, _ fail: (String) -> ThemeError) throws {
        for key in object.keys.sorted() where !allowed.contains(key) {
            throw fail("unknown key '\(path)\(key)' (expected \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    private static func checkColour(_ value: Any, key: String, _ fail: (String) -> ThemeError) throws {
        guard let text = value as? String, isColour(text) else { throw fail("\(key): bad colour \(value) (expected #RGB, #RRGGBB or #RRGGBBAA)") }
    }

    static func isColour(_ text: String) -> Bool {
        guard text.first == "#", [4, 7, 9].contains(text.count) else { return false }
        return text.dropFirst().allSatisfy(\.isHexDigit)
    }
}

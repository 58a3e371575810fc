/// Safe file names for module pages: ASCII letters, digits, `-` and `_` kept, the rest `_`.
public enum PageName {
    public static func of(_ name: String) -> String {
        let cleaned = String(name.unicodeScalars.map { scalar -> Character in
            let c = Character(scalar)
            return (c.isASCII && (c.isLetter || c.isNumber)) || c == "-" || c == "_" ? c : "_"
        })
        return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "_" }) ? "module" : cleaned
    }
}

/// Each module's page name for a whole graph: safe (see `PageName.of`) and unique even on a
/// case-insensitive disk: `Home` and `home`, or `Réglages` and `R_glages`, get `-2`, `-3` in
/// name order. Links in every picture and page go through one table so they agree.
public struct PageNames: Sendable, Equatable {
    private var table: [String: String] = [:]

    public init() {}

    public init(_ names: [String]) {
        self.init(keyed: Set(names).sorted().map { ($0, $0) })
    }

    /// Page names for things looked up by a key other than their name (features: by id), made unique in the order given.
    public init(keyed entries: [(key: String, name: String)]) {
        var taken: Set<String> = ["index"]
        for (key, name) in entries {
            let base = PageName.of(name)
            var candidate = base
            var counter = 2
            while taken.contains(candidate.lowercased()) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            taken.insert(candidate.lowercased())
            table[key] = candidate
        }
    }

    /// The page name of a module (a name outside the table gets its plain safe name).
    public func page(_ name: String) -> String { table[name] ?? PageName.of(name) }

    /// A module's link from a template such as `modules/{name}.md`.
    public func link(_ template: String, _ name: String) -> String {
        template.replacingOccurrences(of: "{name}", with: page(name))
    }
}

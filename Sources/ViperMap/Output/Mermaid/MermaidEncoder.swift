import ViperMapModel

/// Mermaid `flowchart` text of the navigation or dependency map, for GitHub and docs sites. Split
/// into several diagrams past Mermaid's default limits (500 edges, 50,000 characters).
public struct MermaidEncoder {
    public static let maxEdges = 500
    public static let maxCharacters = 50_000

    public init() {}

    /// One or more diagrams (each a complete `flowchart`).
    public func navigation(_ graph: Graph) -> [String] {
        let arrows: [NavigationKind: String] = [.push: "-->", .present: "-.->", .root: "==>", .embed: "--o",
                                                .pop: "-.-x", .dismiss: "-.-x", .unknown: "---"]
        // The pictures' drawing rule: one line per relation, a pop or dismiss as the back arrowhead of its line.
        let both: [NavigationKind: String] = [.push: "<-->", .present: "<-.->", .root: "<==>", .embed: "o--o", .unknown: "<-->"]
        let lines = DrawnLine.lines(graph.navigation, backEdges: .fold).map { line in
            let arrow = line.back == nil ? arrows[line.kind] ?? "-->" : both[line.kind] ?? "<-->"
            let text = line.back.map { "\(line.kind.rawValue), \($0.kind.rawValue) back: \(line.label)" } ?? "\(line.kind.rawValue): \(line.label)"
            return "  \(id(line.from)) \(arrow)|\(label(text))| \(id(line.to))"
        }
        let names = (graph.modules.map(\.name) + graph.navigation.flatMap { [$0.from, $0.to] })
        return split(nodes: Set(names).sorted(), edges: lines)
    }

    public func dependencies(_ graph: Graph, includeSDK: Bool = false) -> [String] {
        let shown = graph.dependencies.filter { $0.kind != .sdk || includeSDK }.sorted()
        let lines = shown.map { "  \(id($0.from)) \($0.kind == .module ? "-->" : "-.->") \(id($0.to))" }
        return split(nodes: Set(graph.modules.map(\.name) + shown.map(\.to)).sorted(), edges: lines)
    }

    private func split(nodes: [String], edges: [String]) -> [String] {
        let declarations = nodes.map { "  \(id($0))[\(label($0))]" }
        var diagrams: [String] = []
        var current: [String] = []
        var size = 0
        func flush() {
            diagrams.append((["flowchart LR"] + declarations + current).joined(separator: "\n") + "\n")
            current = []
            size = 0
        }
        let base = declarations.reduce(20) { $0 + $1.count + 1 }
        for edge in edges {
            if current.count >= Self.maxEdges || base + size + edge.count + 1 > Self.maxCharacters { flush() }
            current.append(edge)
            size += edge.count + 1
        }
        if !current.isEmpty || diagrams.isEmpty { flush() }
        return diagrams
    }

    /// A node id Mermaid accepts: letters, digits and `_` only, prefixed to avoid keywords.
    func id(_ name: String) -> String {
        "n_" + String(name.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "_" })
            + "_\(abs(stableHash(name)) % 10_000)"
    }

    /// A quoted label with Mermaid's entity codes for the characters that would break out of it.
    func label(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "#quot;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "|": out += "#124;"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    /// FNV-1a: the same on every run (Swift's hashValue is seeded per process).
    private func stableHash(_ text: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(hash % 1_000_000_007)
    }
}

import ViperMapModel

/// What a module is for, in its authors' words: its README's opening, else the doc comment of its most
/// telling documented component (view, presenter, builder, interactor, router, then the rest).
public enum ModuleAbout {
    static let order: [Role] = [.view, .presenter, .builder, .interactor, .router, .worker, .entity, .other]

    /// Its documented components, the most telling first.
    public static func documented(_ module: Module) -> [Component] {
        module.components.filter { $0.doc != nil }.sorted {
            (order.firstIndex(of: $0.role) ?? order.count, $0.name) < (order.firstIndex(of: $1.role) ?? order.count, $1.name)
        }
    }

    /// The first sentence said about the module, on one line; nil when nothing is written.
    public static func summary(of module: Module) -> String? {
        if let readme = module.readme, let paragraph = firstParagraph(readme.text) { return DocComment.summary(paragraph) }
        return documented(module).first.flatMap(\.doc).map(DocComment.summary).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A README's first paragraph of prose: headings, badges, HTML and code fences skipped.
    static func firstParagraph(_ text: String) -> String? {
        var paragraph: [Substring] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") { inFence.toggle(); if !paragraph.isEmpty { break }; continue }
            if inFence { continue }
            let skipped = trimmed.hasPrefix("#") || trimmed.hasPrefix("<") || trimmed.hasPrefix("![") || trimmed.hasPrefix("[![")
                || trimmed.hasPrefix("---") || trimmed.hasPrefix("===") || trimmed.hasPrefix("|")
            if trimmed.isEmpty || skipped {
                if !paragraph.isEmpty { break }
                continue
            }
            paragraph.append(trimmed)
        }
        return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
    }
}

/// Which modules use each service (a type outside the modules that modules hold or call).
public struct ServiceIndex: Sendable {
    private var users: [String: [String]] = [:]

    public init(_ graph: Graph) {
        var table: [String: Set<String>] = [:]
        for module in graph.modules { for service in module.services ?? [] { table[service.name, default: []].insert(module.name) } }
        users = table.mapValues { $0.sorted() }
    }

    /// The modules that use `service`, sorted.
    public func modules(using service: String) -> [String] { users[service] ?? [] }

    /// Every service with its modules, the most used first.
    public var all: [(service: String, modules: [String])] {
        users.map { ($0.key, $0.value) }.sorted { ($1.1.count, $0.0) < ($0.1.count, $1.0) }
    }
}

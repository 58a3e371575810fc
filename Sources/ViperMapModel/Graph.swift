import Foundation

/// The app map: modules, navigation and dependencies, as plain sorted values.
/// This is the schema-1 graph JSON of SPEC.md; `GraphCoding` reads and writes it.
public struct Graph: Codable, Equatable, Sendable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    public var modules: [Module]
    public var navigation: [NavigationEdge]
    public var dependencies: [Dependency]
    public var diagnostics: [Diagnostic]
    /// The build targets mapped, from the app's Xcode project or packages (additive; nil when the scan read no project).
    public var targets: [Target]?
    /// Ways in from outside: URLs, universal links, notifications, quick actions, activities (additive; nil when none).
    public var entries: [WayIn]?
    /// How complete the navigation is for the whole app (additive; nil in graphs written before it).
    public var coverage: Coverage?

    public init(
        schemaVersion: Int = Graph.currentSchemaVersion,
        modules: [Module] = [],
        navigation: [NavigationEdge] = [],
        dependencies: [Dependency] = [],
        diagnostics: [Diagnostic] = [],
        targets: [Target]? = nil,
        entries: [WayIn]? = nil,
        coverage: Coverage? = nil
    ) {
        self.schemaVersion = schemaVersion
        self.modules = modules
        self.navigation = navigation
        self.dependencies = dependencies
        self.diagnostics = diagnostics
        self.targets = targets
        self.entries = entries
        self.coverage = coverage
    }

    /// Every array in the stable order SPEC.md asks for (by name, then file, then line).
    public func sorted() -> Graph {
        Graph(
            schemaVersion: schemaVersion,
            modules: modules.map { $0.sorted() }.sorted { $0.name < $1.name },
            navigation: navigation.sorted(),
            dependencies: dependencies.map { $0.sorted() }.sorted(),
            diagnostics: diagnostics.sorted(),
            targets: targets?.map { $0.sorted() }.sorted { ($0.name, $0.file) < ($1.name, $1.file) },
            entries: entries.map { Array(Set($0)).sorted() },
            coverage: coverage
        )
    }
}

/// A build target the map covers (from an Xcode project, an XcodeGen spec or a Swift package): its
/// kind (`application`, `extension`, `framework`, `library`, `package`, `tests`, `other`), the file
/// that declares it, and the mapped targets it links or depends on.
public struct Target: Codable, Equatable, Sendable {
    public var name: String
    public var kind: String
    public var file: String
    public var dependencies: [String]

    public init(name: String, kind: String, file: String, dependencies: [String] = []) {
        self.name = name
        self.kind = kind
        self.file = file
        self.dependencies = dependencies
    }

    public func sorted() -> Target {
        var copy = self
        copy.dependencies = dependencies.sorted()
        return copy
    }
}

/// The pseudo-module name used for app entry code (AppDelegate, SceneDelegate, app-level routers).
public let appModuleName = "App"

public enum Role: String, Codable, CaseIterable, Comparable, Sendable {
    case view, presenter, interactor, router, entity, builder, worker, other

    public static func < (lhs: Role, rhs: Role) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

public struct Module: Codable, Equatable, Sendable {
    public var name: String
    /// The module's home folder, relative to the scan root ("" when it has none of its own).
    public var path: String
    public var components: [Component]
    public var contracts: [Contract]
    /// How the module is built (additive): `viper`, or `clean-swift` for a Clean Swift scene (its view
    /// controller holds its interactor and router by design). nil in graphs written before it.
    public var style: String?
    /// The build targets that compile the module's files (additive; nil when the scan read no project).
    public var targets: [String]?
    /// The `README.md` in the module's folder (additive).
    public var readme: Readme?
    /// How to make it from code: builders, assemblies, static factories (additive; nil when none found).
    public var entryPoints: [EntryPoint]?
    /// How to configure it once made: module input protocols, data stores, `configure` methods (additive).
    public var inputs: [EntryPoint]?
    /// The types outside any module its components hold or call (additive; nil when none).
    public var services: [ServiceUse]?
    /// How complete its navigation is: its code's transition sites, followed or not (additive).
    public var coverage: Coverage?
    /// Pictures of its screen the repository holds (additive; nil when none): Interface Builder scenes, then snapshot images.
    public var screens: [Screen]?

    public init(name: String, path: String, components: [Component] = [], contracts: [Contract] = [], style: String? = nil,
                targets: [String]? = nil) {
        self.name = name
        self.path = path
        self.components = components
        self.contracts = contracts
        self.style = style
        self.targets = targets
    }

    public func sorted() -> Module {
        var copy = self
        copy.components = components.sorted { ($0.name, $0.file, $0.line) < ($1.name, $1.file, $1.line) }
        copy.contracts = contracts.map { $0.sorted() }.sorted { ($0.name, $0.file, $0.line) < ($1.name, $1.file, $1.line) }
        copy.targets = targets?.sorted()
        copy.entryPoints = entryPoints?.map { $0.sorted() }.sorted { ($0.file, $0.line, $0.declaration) < ($1.file, $1.line, $1.declaration) }
        copy.inputs = inputs?.map { $0.sorted() }.sorted { ($0.file, $0.line, $0.declaration) < ($1.file, $1.line, $1.declaration) }
        copy.services = services?.sorted { ($0.kind, $0.name) < ($1.kind, $1.name) }
        copy.screens = screens?.sorted()
        return copy
    }
}

public struct Component: Codable, Equatable, Sendable {
    public var name: String
    public var role: Role
    /// class, struct, enum, actor or protocol.
    public var kind: String
    public var file: String
    public var line: Int
    public var inherits: [String]
    public var conformsTo: [String]
    /// What its declaration's file imports (additive; nil when nothing), sorted by module.
    public var imports: [Import]?
    /// The other components and contracts of its own module that its code names (additive; nil when none), sorted.
    public var uses: [String]?
    /// Its documentation comment (additive; nil when it has none).
    public var doc: String?

    public init(name: String, role: Role, kind: String, file: String, line: Int, inherits: [String], conformsTo: [String],
                imports: [Import]? = nil, uses: [String]? = nil) {
        self.name = name
        self.role = role
        self.kind = kind
        self.file = file
        self.line = line
        self.inherits = inherits
        self.conformsTo = conformsTo
        self.imports = imports
        self.uses = uses
    }
}

/// An `import` line of a component's file.
public struct Import: Codable, Equatable, Hashable, Sendable {
    public var module: String
    public var line: Int

    public init(module: String, line: Int) {
        self.module = module
        self.line = line
    }
}

public struct Requirement: Codable, Equatable, Sendable {
    public var signature: String
    public var line: Int
    /// Its documentation comment (additive).
    public var doc: String?

    public init(signature: String, line: Int, doc: String? = nil) {
        self.signature = signature
        self.line = line
        self.doc = doc
    }
}

public struct Contract: Codable, Equatable, Sendable {
    public var name: String
    public var file: String
    public var line: Int
    public var inherits: [String]
    public var requirements: [Requirement]
    public var adoptedBy: [String]
    public var heldBy: [String]
    /// Its documentation comment (additive).
    public var doc: String?

    public init(name: String, file: String, line: Int, inherits: [String], requirements: [Requirement], adoptedBy: [String], heldBy: [String],
                doc: String? = nil) {
        self.doc = doc
        self.name = name
        self.file = file
        self.line = line
        self.inherits = inherits
        self.requirements = requirements
        self.adoptedBy = adoptedBy
        self.heldBy = heldBy
    }

    /// Requirements stay in source order (by line); the name lists are sorted.
    public func sorted() -> Contract {
        var copy = self
        copy.requirements = requirements.sorted { ($0.line, $0.signature) < ($1.line, $1.signature) }
        copy.adoptedBy = Array(Set(adoptedBy)).sorted()
        copy.heldBy = Array(Set(heldBy)).sorted()
        return copy
    }
}

public enum NavigationKind: String, Codable, CaseIterable, Comparable, Sendable {
    case push, present, root, embed, pop, dismiss, unknown

    public static func < (lhs: NavigationKind, rhs: NavigationKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// pop and dismiss go back to the screen that showed this one.
    public var isBackward: Bool { self == .pop || self == .dismiss }
}

extension NavigationEdge {
    /// What a picture labels the edge with: the method (`showDetail(id:)`), or a storyboard step without
    /// its storyboard and destination (`segue showDetail`, `presentation segue`, `initial view controller`).
    public var shortMethod: String {
        if let range = via.range(of: ".storyboard: ") {
            let step = via[range.upperBound...]
            return String(step.range(of: " to ").map { step[..<$0.lowerBound] } ?? step)
        }
        // Objective-C: `PBDBoardWireframe -presentComposeInterface` -> `-presentComposeInterface`.
        if let space = via.firstIndex(of: " "), let sign = via[via.index(after: space)...].first, sign == "-" || sign == "+" {
            return String(via[via.index(after: space)...])
        }
        return via.split(separator: ".").last.map(String.init) ?? via
    }
}

public struct NavigationEdge: Codable, Equatable, Hashable, Comparable, Sendable {
    public var from: String
    public var to: String
    public var kind: NavigationKind
    /// `Type.method(labels:)` of the code that navigates.
    public var via: String
    public var file: String
    public var line: Int
    /// The functions from `via` to the UIKit call that shows the screen (empty when `via` makes it).
    public var through: [String]
    /// The coordinator or flow type that performs it, when that is not the module itself.
    public var owner: String?

    public init(from: String, to: String, kind: NavigationKind, via: String, file: String, line: Int,
                through: [String] = [], owner: String? = nil) {
        self.from = from
        self.to = to
        self.kind = kind
        self.via = via
        self.file = file
        self.line = line
        self.through = through
        self.owner = owner
    }

    enum CodingKeys: String, CodingKey { case from, to, kind, via, file, line, through, owner }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(from: try c.decode(String.self, forKey: .from), to: try c.decode(String.self, forKey: .to),
                  kind: try c.decode(NavigationKind.self, forKey: .kind), via: try c.decode(String.self, forKey: .via),
                  file: try c.decode(String.self, forKey: .file), line: try c.decode(Int.self, forKey: .line),
                  through: try c.decodeIfPresent([String].self, forKey: .through) ?? [],
                  owner: try c.decodeIfPresent(String.self, forKey: .owner))
    }

    public static func < (a: NavigationEdge, b: NavigationEdge) -> Bool {
        if (a.from, a.to, a.kind, a.file, a.line, a.via) != (b.from, b.to, b.kind, b.file, b.line, b.via) {
            return (a.from, a.to, a.kind, a.file, a.line, a.via) < (b.from, b.to, b.kind, b.file, b.line, b.via)
        }
        return (a.through.count, a.through.joined(separator: "\n"), a.owner ?? "") < (b.through.count, b.through.joined(separator: "\n"), b.owner ?? "")
    }
}

public enum DependencyKind: String, Codable, CaseIterable, Comparable, Sendable {
    case module, `import`, sdk

    public static func < (lhs: DependencyKind, rhs: DependencyKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

public struct Dependency: Codable, Equatable, Comparable, Sendable {
    public var from: String
    public var to: String
    public var kind: DependencyKind
    /// Why the dependency exists ("ArticlesRouter references DetailsRouter", "import Alamofire in X.swift").
    public var reasons: [String]

    public init(from: String, to: String, kind: DependencyKind, reasons: [String]) {
        self.from = from
        self.to = to
        self.kind = kind
        self.reasons = reasons
    }

    public func sorted() -> Dependency {
        var copy = self
        copy.reasons = Array(Set(reasons)).sorted()
        return copy
    }

    public static func < (a: Dependency, b: Dependency) -> Bool {
        (a.from, a.to, a.kind) < (b.from, b.to, b.kind)
    }
}

public enum Severity: String, Codable, CaseIterable, Hashable, Comparable, Sendable {
    case error, warning, info

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rawValue < rhs.rawValue }
}

public struct Diagnostic: Codable, Hashable, Comparable, Sendable {
    public var severity: Severity
    public var file: String
    public var line: Int?
    public var message: String

    public init(severity: Severity, file: String, line: Int? = nil, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.message = message
    }

    public static func < (a: Diagnostic, b: Diagnostic) -> Bool {
        (a.file, a.line ?? 0, a.message, a.severity.rawValue) < (b.file, b.line ?? 0, b.message, b.severity.rawValue)
    }
}

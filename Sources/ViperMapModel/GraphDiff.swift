import Foundation

/// What changed between two app maps (`vipermap diff`): plain sorted values, written as JSON for
/// other tools. Moves of a file or a line are not changes, so file and line here only point at
/// where a change can be seen (in head, or in base for what was removed).
public struct GraphDiff: Codable, Equatable, Sendable {
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// The BASE and HEAD arguments as given (a revision, a folder or a JSON file).
    public var base: String
    public var head: String
    public var modules: [ModuleChange]
    /// Changes inside modules present on both sides (an added or removed module's components and
    /// contracts are counted in its `ModuleChange`, not listed one by one).
    public var components: [ComponentChange]
    public var contracts: [ContractChange]
    public var navigation: [NavigationChange]
    public var dependencies: [DependencyChange]
    /// Ways in from outside added or removed (nil when none changed).
    public var entries: [WayInChange]?
    /// The navigation's coverage when it went down: transition sites not followed in head that base followed
    /// or did not have (nil when it did not go down, or a side has no coverage).
    public var coverage: CoverageChange?

    public init(base: String, head: String, modules: [ModuleChange] = [], components: [ComponentChange] = [],
                contracts: [ContractChange] = [], navigation: [NavigationChange] = [], dependencies: [DependencyChange] = []) {
        self.schemaVersion = Self.currentSchemaVersion
        self.base = base
        self.head = head
        self.modules = modules
        self.components = components
        self.contracts = contracts
        self.navigation = navigation
        self.dependencies = dependencies
    }

    public var isEmpty: Bool {
        modules.isEmpty && components.isEmpty && contracts.isEmpty && navigation.isEmpty && dependencies.isEmpty && (entries ?? []).isEmpty
            && coverage == nil
    }

    /// The JSON: sorted keys, two-space indentation, a trailing newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(self)) ?? Data()
        data.append(0x0A)
        return data
    }
}

public enum ChangeKind: String, Codable, CaseIterable, Comparable, Sendable {
    case added, removed, changed, renamed

    public static func < (lhs: ChangeKind, rhs: ChangeKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

public struct ModuleChange: Codable, Equatable, Sendable {
    /// added, removed, or renamed (a removed module and an added one that look alike).
    public var change: ChangeKind
    public var name: String
    /// The base name of a renamed module.
    public var oldName: String?
    public var path: String
    public var components: Int
    public var contracts: Int
    /// How alike a renamed pair is, 0-100 (shared roles, contracts, requirements and neighbours).
    public var similarity: Int?

    public init(change: ChangeKind, name: String, oldName: String? = nil, path: String, components: Int, contracts: Int, similarity: Int? = nil) {
        self.change = change
        self.name = name
        self.oldName = oldName
        self.path = path
        self.components = components
        self.contracts = contracts
        self.similarity = similarity
    }
}

public struct ComponentChange: Codable, Equatable, Sendable {
    /// added, removed, or changed (its role).
    public var change: ChangeKind
    public var module: String
    public var name: String
    public var role: Role
    public var oldRole: Role?
    public var file: String
    public var line: Int

    public init(change: ChangeKind, module: String, name: String, role: Role, oldRole: Role? = nil, file: String, line: Int) {
        self.change = change
        self.module = module
        self.name = name
        self.role = role
        self.oldRole = oldRole
        self.file = file
        self.line = line
    }
}

public struct ContractChange: Codable, Equatable, Sendable {
    /// added or removed: the protocol (no `requirement`) or one requirement;
    /// changed: a requirement whose signature changed (`oldRequirement` → `requirement`).
    public var change: ChangeKind
    public var module: String
    public var contract: String
    public var requirement: String?
    public var oldRequirement: String?
    public var file: String
    public var line: Int

    public init(change: ChangeKind, module: String, contract: String, requirement: String? = nil, oldRequirement: String? = nil, file: String, line: Int) {
        self.change = change
        self.module = module
        self.contract = contract
        self.requirement = requirement
        self.oldRequirement = oldRequirement
        self.file = file
        self.line = line
    }
}

public struct NavigationChange: Codable, Equatable, Sendable {
    /// added, removed, or changed (the kind, `oldKind` → `kind`).
    public var change: ChangeKind
    public var from: String
    public var to: String
    public var kind: NavigationKind
    public var oldKind: NavigationKind?
    public var via: String
    public var file: String
    public var line: Int

    public init(change: ChangeKind, from: String, to: String, kind: NavigationKind, oldKind: NavigationKind? = nil, via: String, file: String, line: Int) {
        self.change = change
        self.from = from
        self.to = to
        self.kind = kind
        self.oldKind = oldKind
        self.via = via
        self.file = file
        self.line = line
    }
}

public struct DependencyChange: Codable, Equatable, Sendable {
    /// added or removed.
    public var change: ChangeKind
    public var from: String
    public var to: String
    public var kind: DependencyKind
    public var reasons: [String]

    public init(change: ChangeKind, from: String, to: String, kind: DependencyKind, reasons: [String]) {
        self.change = change
        self.from = from
        self.to = to
        self.kind = kind
        self.reasons = reasons
    }
}

/// A way in from outside added or removed: what opens which screen, and where (head's, or base's when removed).
public struct WayInChange: Codable, Equatable, Sendable {
    public var change: ChangeKind
    public var entry: WayIn

    public init(change: ChangeKind, _ entry: WayIn) {
        self.change = change
        self.entry = entry
    }
}

/// Coverage going down between base and head: the counts on each side and the sites newly not followed,
/// each with what its diagnostic says.
public struct CoverageChange: Codable, Equatable, Sendable {
    public struct Counts: Codable, Equatable, Sendable {
        public var sites: Int
        public var followed: Int
        public init(sites: Int, followed: Int) {
            self.sites = sites
            self.followed = followed
        }
    }

    public struct Site: Codable, Equatable, Comparable, Sendable {
        public var module: String?
        public var file: String
        public var line: Int
        public var call: String
        public var message: String
        public init(module: String?, file: String, line: Int, call: String, message: String) {
            self.module = module
            self.file = file
            self.line = line
            self.call = call
            self.message = message
        }
        public static func < (a: Site, b: Site) -> Bool { (a.module ?? "", a.file, a.line, a.call) < (b.module ?? "", b.file, b.line, b.call) }
    }

    public var base: Counts
    public var head: Counts
    public var notFollowed: [Site]

    public init(base: Counts, head: Counts, notFollowed: [Site]) {
        self.base = base
        self.head = head
        self.notFollowed = notFollowed.sorted()
    }
}

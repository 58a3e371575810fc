import ViperMapModel

/// Compares two app maps. Pure: two graphs in, a sorted `GraphDiff` out.
///
/// - Modules are matched by name. A removed module and an added one that look alike (the same
///   roles, contracts, requirements and neighbours once their names are set aside) are reported as
///   a rename, and base is read with the new name before everything else is compared, so a rename
///   does not also show up as every one of its edges removed and added.
/// - Navigation is compared per pair of screens: the set of kinds from one module to another.
///   A pair that gains one kind and loses one is a kind change; a second call site of the same
///   push, or a router method renamed, is not a change to the map.
/// - Requirements are compared by signature (whitespace runs count as one space); a removed and an
///   added requirement with the same member name are one changed signature.
/// - File and line are never compared: moving code is not a change.
/// - SDK dependencies (UIKit, Foundation) are left out: they say nothing about the app's structure.
public enum GraphDiffer {
    /// Two modules are a rename from this similarity (percent) up.
    public static let renameThreshold = 60

    public static func diff(base: Graph, head: Graph, baseLabel: String = "base", headLabel: String = "head") -> GraphDiff {
        var diff = GraphDiff(base: baseLabel, head: headLabel)
        let headNames = Set(head.modules.map(\.name))
        let baseNames = Set(base.modules.map(\.name))
        let renames = findRenames(
            removed: base.modules.filter { !headNames.contains($0.name) }, base: base,
            added: head.modules.filter { !baseNames.contains($0.name) }, head: head)
        let translated = rename(base, renames.mapValues(\.name))
        let baseByName = Dictionary(translated.modules.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let headByName = Dictionary(head.modules.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

        for (old, match) in renames {
            let module = headByName[match.name]!
            diff.modules.append(ModuleChange(change: .renamed, name: match.name, oldName: old, path: module.path,
                                             components: module.components.count, contracts: module.contracts.count, similarity: match.similarity))
        }
        for module in head.modules where baseByName[module.name] == nil {
            diff.modules.append(ModuleChange(change: .added, name: module.name, path: module.path,
                                             components: module.components.count, contracts: module.contracts.count))
        }
        for module in translated.modules where headByName[module.name] == nil {
            diff.modules.append(ModuleChange(change: .removed, name: module.name, path: module.path,
                                             components: module.components.count, contracts: module.contracts.count))
        }
        for module in head.modules {
            guard let old = baseByName[module.name] else { continue }
            diff.components += components(old, module)
            diff.contracts += contracts(old, module)
        }
        diff.navigation = navigation(translated.navigation, head.navigation)
        diff.dependencies = dependencies(translated.dependencies, head.dependencies)
        diff.entries = entries(translated.entries ?? [], head.entries ?? [])
        diff.coverage = coverage(translated, head)
        return sorted(diff)
    }

    /// Coverage gone down: head has sites not followed that base did not (the same call in the same file and
    /// module, wherever its line moved), or follows a smaller part of its sites.
    static func coverage(_ base: Graph, _ head: Graph) -> CoverageChange? {
        guard let old = base.coverage, let new = head.coverage else { return nil }
        func key(_ site: OpenSite) -> String { [site.module ?? "", site.file, site.call].joined(separator: "\u{0}") }
        var before: [String: Int] = [:]
        for site in old.open { before[key(site), default: 0] += 1 }
        var opened: [CoverageChange.Site] = []
        for site in new.open {
            if let n = before[key(site)], n > 0 { before[key(site)] = n - 1; continue }
            let message = site.diagnostic < head.diagnostics.count ? head.diagnostics[site.diagnostic].message : ""
            opened.append(CoverageChange.Site(module: site.module, file: site.file, line: site.line, call: site.call, message: message))
        }
        guard !opened.isEmpty || new.ratio < old.ratio else { return nil }
        return CoverageChange(base: .init(sites: old.sites, followed: old.followed), head: .init(sites: new.sites, followed: new.followed),
                              notFollowed: opened)
    }

    /// Ways in from outside, the same when kind, pattern, screen and how agree (a move is no change).
    static func entries(_ base: [WayIn], _ head: [WayIn]) -> [WayInChange]? {
        func key(_ way: WayIn) -> String { [way.kind, way.pattern, way.to, way.how.rawValue].joined(separator: "\u{0}") }
        let old = Set(base.map(key)), new = Set(head.map(key))
        var seen: Set<String> = []
        let changes = head.filter { !old.contains(key($0)) && seen.insert("+" + key($0)).inserted }.map { WayInChange(change: .added, $0) }
            + base.filter { !new.contains(key($0)) && seen.insert("-" + key($0)).inserted }.map { WayInChange(change: .removed, $0) }
        return changes.isEmpty ? nil : changes.sorted { ($0.change, $0.entry) < ($1.change, $1.entry) }
    }

    // MARK: - Components and contracts

    static func components(_ base: Module, _ head: Module) -> [ComponentChange] {
        let old = Dictionary(base.components.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let new = Dictionary(head.components.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var changes: [ComponentChange] = []
        for component in new.values {
            if let before = old[component.name] {
                if before.role != component.role {
                    changes.append(ComponentChange(change: .changed, module: head.name, name: component.name, role: component.role,
                                                   oldRole: before.role, file: component.file, line: component.line))
                }
            } else {
                changes.append(ComponentChange(change: .added, module: head.name, name: component.name, role: component.role,
                                               file: component.file, line: component.line))
            }
        }
        for component in old.values where new[component.name] == nil {
            changes.append(ComponentChange(change: .removed, module: head.name, name: component.name, role: component.role,
                                           file: component.file, line: component.line))
        }
        return changes
    }

    static func contracts(_ base: Module, _ head: Module) -> [ContractChange] {
        let old = Dictionary(base.contracts.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var changes: [ContractChange] = []
        for contract in head.contracts {
            guard let before = old[contract.name] else {
                changes.append(ContractChange(change: .added, module: head.name, contract: contract.name, file: contract.file, line: contract.line))
                continue
            }
            changes += requirements(before, contract, module: head.name)
        }
        let names = Set(head.contracts.map(\.name))
        for contract in base.contracts where !names.contains(contract.name) {
            changes.append(ContractChange(change: .removed, module: head.name, contract: contract.name, file: contract.file, line: contract.line))
        }
        return changes
    }

    static func requirements(_ base: Contract, _ head: Contract, module: String) -> [ContractChange] {
        var unmatched = base.requirements.map { (signature: normalized($0.signature), line: $0.line) }
        var added: [(signature: String, line: Int)] = []
        for requirement in head.requirements {
            let signature = normalized(requirement.signature)
            if let index = unmatched.firstIndex(where: { $0.signature == signature }) {
                unmatched.remove(at: index)
            } else {
                added.append((signature, requirement.line))
            }
        }
        var changes: [ContractChange] = []
        for new in added {
            if let index = unmatched.firstIndex(where: { memberName($0.signature) == memberName(new.signature) }) {
                changes.append(ContractChange(change: .changed, module: module, contract: head.name, requirement: new.signature,
                                              oldRequirement: unmatched[index].signature, file: head.file, line: new.line))
                unmatched.remove(at: index)
            } else {
                changes.append(ContractChange(change: .added, module: module, contract: head.name, requirement: new.signature, file: head.file, line: new.line))
            }
        }
        for old in unmatched {
            changes.append(ContractChange(change: .removed, module: module, contract: head.name, requirement: old.signature, file: base.file, line: old.line))
        }
        return changes
    }

    /// A signature with every run of whitespace as one space.
    static func normalized(_ signature: String) -> String {
        signature.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// What a requirement declares, without its parameters or type: `func presentDetails`, `var title`, `init`.
    static func memberName(_ signature: String) -> String {
        let end = signature.firstIndex(where: { "(:<{=".contains($0) }) ?? signature.endIndex
        return String(signature[..<end]).trimmingCharacters(in: .whitespaces)
    }

    // MARK: - Navigation and dependencies

    struct Pair: Hashable, Comparable {
        var from: String, to: String
        static func < (a: Pair, b: Pair) -> Bool { (a.from, a.to) < (b.from, b.to) }
    }

    static func navigation(_ base: [NavigationEdge], _ head: [NavigationEdge]) -> [NavigationChange] {
        /// The first edge (in sorted order) of each pair and kind stands for the others.
        func byPair(_ edges: [NavigationEdge]) -> [Pair: [NavigationKind: NavigationEdge]] {
            var result: [Pair: [NavigationKind: NavigationEdge]] = [:]
            for edge in edges.sorted() where result[Pair(from: edge.from, to: edge.to)]?[edge.kind] == nil {
                result[Pair(from: edge.from, to: edge.to), default: [:]][edge.kind] = edge
            }
            return result
        }
        let old = byPair(base), new = byPair(head)
        var changes: [NavigationChange] = []
        func change(_ kind: ChangeKind, _ edge: NavigationEdge, oldKind: NavigationKind? = nil) -> NavigationChange {
            NavigationChange(change: kind, from: edge.from, to: edge.to, kind: edge.kind, oldKind: oldKind, via: edge.via, file: edge.file, line: edge.line)
        }
        for pair in Set(old.keys).union(new.keys).sorted() {
            let before = old[pair] ?? [:], after = new[pair] ?? [:]
            let gone = Set(before.keys).subtracting(after.keys).sorted()
            let came = Set(after.keys).subtracting(before.keys).sorted()
            if gone.count == 1, came.count == 1 {
                changes.append(change(.changed, after[came[0]]!, oldKind: gone[0]))
                continue
            }
            changes += came.map { change(.added, after[$0]!) }
            changes += gone.map { change(.removed, before[$0]!) }
        }
        return changes
    }

    static func dependencies(_ base: [Dependency], _ head: [Dependency]) -> [DependencyChange] {
        struct Key: Hashable { var from: String, to: String, kind: DependencyKind }
        func index(_ list: [Dependency]) -> [Key: Dependency] {
            Dictionary(list.filter { $0.kind != .sdk }.map { (Key(from: $0.from, to: $0.to, kind: $0.kind), $0) }, uniquingKeysWith: { a, _ in a })
        }
        let old = index(base), new = index(head)
        var changes: [DependencyChange] = []
        for (key, dependency) in new where old[key] == nil {
            changes.append(DependencyChange(change: .added, from: key.from, to: key.to, kind: key.kind, reasons: dependency.sorted().reasons))
        }
        for (key, dependency) in old where new[key] == nil {
            changes.append(DependencyChange(change: .removed, from: key.from, to: key.to, kind: key.kind, reasons: dependency.sorted().reasons))
        }
        return changes
    }

    // MARK: - Renames

    /// Pairs removed with added modules that look alike, most alike first; old name → new name.
    static func findRenames(removed: [Module], base: Graph, added: [Module], head: Graph) -> [String: (name: String, similarity: Int)] {
        guard !removed.isEmpty, !added.isEmpty else { return [:] }
        let oldPrints = Dictionary(uniqueKeysWithValues: removed.map { ($0.name, fingerprint($0, in: base)) })
        let newPrints = Dictionary(uniqueKeysWithValues: added.map { ($0.name, fingerprint($0, in: head)) })
        var candidates: [(old: String, new: String, score: Int)] = []
        for (old, a) in oldPrints {
            for (new, b) in newPrints {
                let union = a.union(b).count
                guard union > 0 else { continue }
                let score = 100 * a.intersection(b).count / union
                if score >= renameThreshold { candidates.append((old, new, score)) }
            }
        }
        candidates.sort { ($1.score, $0.old, $0.new) < ($0.score, $1.old, $1.new) }
        var result: [String: (name: String, similarity: Int)] = [:]
        var taken: Set<String> = []
        for candidate in candidates where result[candidate.old] == nil && !taken.contains(candidate.new) {
            result[candidate.old] = (candidate.new, candidate.score)
            taken.insert(candidate.new)
        }
        return result
    }

    /// What a module is made of with its own name set aside.
    static func fingerprint(_ module: Module, in graph: Graph) -> Set<String> {
        let name = module.name
        func strip(_ text: String) -> String { text.replacingOccurrences(of: name, with: "{M}") }
        var print: Set<String> = ["path:" + strip(module.path)]
        for component in module.components { print.insert("component:\(component.role.rawValue):\(strip(component.name))") }
        for contract in module.contracts {
            print.insert("contract:" + strip(contract.name))
            for requirement in contract.requirements { print.insert("requirement:" + strip(normalized(requirement.signature))) }
        }
        for edge in graph.navigation {
            if edge.from == name { print.insert("to:\(edge.to):\(edge.kind.rawValue)") }
            if edge.to == name { print.insert("from:\(edge.from):\(edge.kind.rawValue)") }
        }
        return print
    }

    /// Base with renamed modules under their new names (types named after the module, and
    /// requirement signatures that mention them, too).
    static func rename(_ graph: Graph, _ names: [String: String]) -> Graph {
        guard !names.isEmpty else { return graph }
        func moduleName(_ name: String) -> String { names[name] ?? name }
        var copy = graph
        copy.modules = graph.modules.map { module in
            guard let new = names[module.name] else { return module }
            // `SMGoalCategoriesRouter` of module GoalCategories is `SMCategoriesRouter` of Categories.
            func typeName(_ name: String) -> String {
                guard let range = name.range(of: module.name) else { return name }
                return name.replacingCharacters(in: range, with: new)
            }
            var renamed = module
            renamed.name = new
            renamed.components = module.components.map { var c = $0; c.name = typeName(c.name); return c }
            renamed.contracts = module.contracts.map { var c = $0; c.name = typeName(c.name); return c }
            return renamed
        }
        // Requirements that name a renamed module's types (`goToGoalCategories(presenter: SMGoalCategoriesModuleOutput)`)
        // are read with the new name too: the rename is reported once, as a rename.
        func signature(_ text: String) -> String {
            names.sorted { $0.key < $1.key }.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        }
        copy.modules = copy.modules.map { module in
            var updated = module
            updated.contracts = module.contracts.map { contract in
                var c = contract
                c.requirements = contract.requirements.map { Requirement(signature: signature($0.signature), line: $0.line) }
                return c
            }
            return updated
        }
        copy.navigation = graph.navigation.map { var e = $0; e.from = moduleName(e.from); e.to = moduleName(e.to); return e }
        copy.entries = graph.entries?.map { var w = $0; w.to = moduleName(w.to); return w }
        copy.dependencies = graph.dependencies.map { var d = $0; d.from = moduleName(d.from); d.to = moduleName(d.to); return d }
        return copy
    }

    // MARK: - Order

    static func sorted(_ diff: GraphDiff) -> GraphDiff {
        var copy = diff
        copy.modules.sort { ($0.change, $0.name) < ($1.change, $1.name) }
        copy.components.sort { ($0.module, $0.change, $0.name) < ($1.module, $1.change, $1.name) }
        copy.contracts.sort { ($0.module, $0.contract, $0.change, $0.requirement ?? "") < ($1.module, $1.contract, $1.change, $1.requirement ?? "") }
        copy.navigation.sort { ($0.change, $0.from, $0.to, $0.kind) < ($1.change, $1.from, $1.to, $1.kind) }
        copy.dependencies.sort { ($0.change, $0.from, $0.to, $0.kind) < ($1.change, $1.from, $1.to, $1.kind) }
        return copy
    }
}

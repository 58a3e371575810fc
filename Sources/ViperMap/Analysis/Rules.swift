import ViperMapModel

/// How much a rule's violation matters: an error fails `check` (when new), a warning is reported, an info
/// is listed for who asks (a team that wants full navigation coverage raises it to error).
public enum RuleSeverity: String, Codable, CaseIterable, Comparable, Sendable {
    case error, warning, info, off

    public static func < (a: RuleSeverity, b: RuleSeverity) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

/// A built-in VIPER rule: its id, why it exists, its default severity, an example and the fix.
public struct Rule: Equatable, Sendable {
    public var id: String
    public var rationale: String
    public var severity: RuleSeverity
    public var example: String
    public var fix: String
}

/// One violation: which rule, where (file:line), in which module, about which symbol.
public struct Violation: Codable, Equatable, Comparable, Hashable, Sendable {
    public var rule: String
    public var severity: RuleSeverity
    public var module: String
    public var file: String
    public var line: Int
    /// The offending name (the type named, the import, the module unreachable, the cycle): with rule, module
    /// and file it is the violation's identity in a baseline (no line, so that edits nearby do not churn it).
    public var symbol: String
    public var message: String

    public init(rule: String, severity: RuleSeverity, module: String, file: String, line: Int, symbol: String, message: String) {
        self.rule = rule
        self.severity = severity
        self.module = module
        self.file = file
        self.line = line
        self.symbol = symbol
        self.message = message
    }

    public var identity: String { [rule, module, file, symbol].joined(separator: "\u{1F}") }

    public static func < (a: Violation, b: Violation) -> Bool {
        (a.rule, a.module, a.file, a.line, a.symbol) < (b.rule, b.module, b.file, b.line, b.symbol)
    }
}

/// The built-in rules, and checking a graph against them. Pure: the graph (and the rules' settings) in,
/// sorted violations out; a source folder and its graph JSON give the same violations.
public enum RuleCatalog {
    public static let all: [Rule] = [
        Rule(id: "view-talks-to-interactor", rationale: "A VIPER view only talks to its presenter; business logic reached from the view bypasses the presenter.",
             severity: .error, example: "LoginViewController calls LoginInteractor.signIn() (or holds LoginInteractorInput)",
             fix: "Call the presenter (LoginPresenter.didTapSignIn()) and let it ask the interactor."),
        Rule(id: "view-talks-to-router", rationale: "In VIPER the presenter decides where to go; a view that names the router navigates on its own.",
             severity: .error, example: "LoginViewController holds LoginRouter and calls showHome()",
             fix: "Tell the presenter what happened; the presenter calls the router."),
        Rule(id: "interactor-imports-uikit", rationale: "An interactor is business logic: UIKit in it ties use cases to screens and makes them hard to test.",
             severity: .error, example: "import UIKit in LoginInteractor.swift",
             fix: "Import Foundation; pass plain values to the presenter, which formats them for the view."),
        Rule(id: "presenter-imports-uikit", rationale: "A presenter that imports UIKit tends to build views or colours itself; keep it testable without UIKit.",
             severity: .warning, example: "import UIKit in LoginPresenter.swift (for UIColor, UIImage)",
             fix: "Hand the view view-models of plain values; let the view turn them into UIKit objects."),
        Rule(id: "navigation-outside-router", rationale: "Screens are shown by routers (wireframes); a push or present elsewhere hides navigation from the map's owners.",
             severity: .warning, example: "LoginViewController calls navigationController?.pushViewController(HomeViewController(), animated: true)",
             fix: "Move the show call into the module's router and call it from the presenter."),
        Rule(id: "module-dependency-cycle", rationale: "Modules that reference each other in a cycle cannot be built, tested or removed one at a time.",
             severity: .error, example: "Cart references CheckoutRouter, Checkout references CartBuilder",
             fix: "Break the cycle with a protocol the caller owns (a module's input), or move the shared type to a module both use."),
        Rule(id: "unreachable-module", rationale: "A module no forward navigation reaches from the app's entry is dead code, or navigation ViperMap cannot follow.",
             severity: .warning, example: "LegacySettings: no push, present, root or embed leads to it from App",
             fix: "Delete the module, or (if it is shown in a way ViperMap does not follow) say so in .vipermap.yml (navigation: helpers) or a suppression."),
        Rule(id: "cross-feature-navigation", rationale: "A feature is entered through its entry screens; navigating into another feature's internals couples the two.",
             severity: .error, example: "Payments' Receipt pushes Profile's EditAddress, while Profile is entered through ProfileHome",
             fix: "Navigate to the other feature's entry module (and pass what it needs), or list the module among the feature's entries in .vipermap.yml."),
        Rule(id: "forbidden", rationale: "A dependency or navigation your .vipermap.yml forbids (rules: forbidden).",
             severity: .error, example: "forbidden: [{from: \"Features/Payments/**\", to: \"Features/Profile/**\", kind: dependency}]",
             fix: "Remove the reference or navigation, or change the rule if the architecture changed."),
        Rule(id: "way-in-not-handled", rationale: "A URL scheme, universal-link domain or quick action the app declares (Info.plist, entitlements) that no handler reads opens the app on whatever screen it shows: the link goes nowhere.",
             severity: .warning, example: "Info.plist declares CFBundleURLSchemes `myapp`, and no application(_:open:options:), scene(_:openURLContexts:) or onOpenURL reads URLs",
             fix: "Handle the URLs (and route them to screens), or remove the declaration."),
        Rule(id: "navigation-not-followed", rationale: "A transition in the code (a push, present, dismiss, root, segue, SwiftUI sheet or link) that the scan could not follow to a screen: the map may miss an edge there.",
             severity: .info, example: "LoginRouter calls viewController?.present(screens[index], animated: true), and which screen the index picks is not known",
             fix: "Make the screen known where it is shown (a builder call, a typed value), say it in .vipermap.yml (navigation: helpers), or suppress the site; raise the rule to error to ask for full coverage in CI."),
        Rule(id: "contract-missing", rationale: "VIPER parts talk through protocols declared in their module, so each can be replaced in tests.",
             severity: .warning, example: "class LoginPresenter { ... } adopts none of LoginPresenterInput, LoginViewOutput",
             fix: "Declare the module's contract protocols and have the view, presenter and interactor adopt them."),
    ]

    public static func rule(_ id: String) -> Rule? { all.first { $0.id == id } }
}

/// A feature group: the modules whose home folder matches its globs, or that a build target of its list
/// compiles, entered through its entry modules.
public struct FeatureGroup: Equatable, Sendable {
    public var name: String
    public var paths: [String]
    public var entry: [String]
    /// Build targets (from the Xcode project) whose modules are the group.
    public var targets: [String]

    public init(name: String, paths: [String], entry: [String] = [], targets: [String] = []) {
        self.name = name
        self.paths = paths
        self.entry = entry
        self.targets = targets
    }

    func contains(_ module: Module) -> Bool {
        paths.contains { Glob($0).matches(module.path) || Glob($0).matches(module.path + "/") }
            || (module.targets ?? []).contains { targets.contains($0) }
    }
}

/// A custom rule: modules whose home folder or name matches `from` may not depend on (or navigate to, or
/// either: kind nil) modules matching `to`.
public struct ForbiddenRule: Equatable, Sendable {
    public enum Kind: String, Sendable { case navigation, dependency }
    public var name: String
    public var from: String
    public var to: String
    public var kind: Kind?
    public var severity: RuleSeverity

    public init(name: String, from: String, to: String, kind: Kind? = nil, severity: RuleSeverity = .error) {
        self.name = name
        self.from = from
        self.to = to
        self.kind = kind
        self.severity = severity
    }

    /// A module matches a pattern by its home folder (a glob), its name, or (`target:NAME`) a build target that compiles it.
    func matches(_ pattern: String, _ module: Module) -> Bool {
        if pattern.hasPrefix("target:") { return (module.targets ?? []).contains(String(pattern.dropFirst("target:".count))) }
        return module.name == pattern || Glob(pattern).matches(module.path) || Glob(pattern).matches(module.path + "/")
    }
}

/// The rules' settings from `.vipermap.yml`'s `rules:`: a severity per rule id, paths to leave out,
/// feature groups (for `cross-feature-navigation`) and custom forbidden rules.
public struct RuleSettings: Equatable, Sendable {
    public var severities: [String: RuleSeverity] = [:]
    public var ignore: [String] = []
    public var groups: [FeatureGroup] = []
    public var forbidden: [ForbiddenRule] = []

    public init(severities: [String: RuleSeverity] = [:], ignore: [String] = [], groups: [FeatureGroup] = [], forbidden: [ForbiddenRule] = []) {
        self.severities = severities
        self.ignore = ignore
        self.groups = groups
        self.forbidden = forbidden
    }

    public func severity(_ rule: Rule) -> RuleSeverity { severities[rule.id] ?? rule.severity }
}

public struct RuleChecker {
    public var settings: RuleSettings

    public init(settings: RuleSettings = RuleSettings()) {
        self.settings = settings
    }

    public func check(_ graph: Graph) -> [Violation] {
        var found: [Violation] = []
        func add(_ id: String, _ module: String, _ file: String, _ line: Int, _ symbol: String, _ message: String) {
            guard let rule = RuleCatalog.rule(id) else { return }
            let severity = settings.severity(rule)
            guard severity != .off, !settings.ignore.contains(where: { Glob($0).matches(file) }) else { return }
            found.append(Violation(rule: id, severity: severity, module: module, file: file, line: line, symbol: symbol, message: message))
        }
        var roleOf: [String: (Module, Component)] = [:]
        for module in graph.modules { for component in module.components { roleOf[component.name] = (module, component) } }

        for module in graph.modules {
            let byName = Dictionary(module.components.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            let contracts = Dictionary(module.contracts.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            /// The role a name speaks for in this module: a component's own, or a contract's adopters' (when they agree).
            func role(of name: String) -> Role? {
                if let component = byName[name] { return component.role }
                guard let contract = contracts[name] else { return nil }
                let roles = Set(contract.adoptedBy.compactMap { byName[$0]?.role })
                return roles.count == 1 ? roles.first : nil
            }
            for component in module.components {
                // The view rules: not in a Clean Swift scene, where the view controller holds its interactor and router by design.
                if component.role == .view, module.style != "clean-swift" {
                    for name in component.uses ?? [] {
                        switch role(of: name) {
                        case .interactor?:
                            add("view-talks-to-interactor", module.name, component.file, component.line, name,
                                "\(component.name) (view) names \(name), the interactor's \(byName[name] == nil ? "contract" : "type")")
                        case .router?:
                            add("view-talks-to-router", module.name, component.file, component.line, name,
                                "\(component.name) (view) names \(name), the router's \(byName[name] == nil ? "contract" : "type")")
                        default: break
                        }
                    }
                }
                if component.role == .interactor || component.role == .presenter, let uikit = component.imports?.first(where: { $0.module == "UIKit" }) {
                    add(component.role == .interactor ? "interactor-imports-uikit" : "presenter-imports-uikit", module.name, component.file, uikit.line, "UIKit",
                        "\(component.name) (\(component.role.rawValue)) imports UIKit")
                }
                // A subclass of a component that adopts contracts (`WatchListingInteractor: PostListingInteractor`) has them by inheritance.
                let inheritsContracts = component.inherits.contains { !(roleOf[$0]?.1.conformsTo.isEmpty ?? true) }
                if [.view, .presenter, .interactor].contains(component.role), component.kind != "protocol", !inheritsContracts,
                   !(component.conformsTo + component.inherits).contains(where: { contracts[$0] != nil }) {
                    add("contract-missing", module.name, component.file, component.line, component.name,
                        "\(component.name) (\(component.role.rawValue)) adopts no protocol declared in \(module.name)")
                }
            }
        }

        // A show call (push, present, root) in a view, presenter or interactor: the navigation's last step names the
        // type that makes it. A container embedding its children (a tab bar setting its tabs) does its own job.
        for edge in graph.navigation where [.push, .present, .root].contains(edge.kind) {
            let call = edge.through.last ?? edge.via
            let type = String(call.split(whereSeparator: { $0 == "." || $0 == " " }).first ?? "")
            guard let (module, component) = roleOf[type], [.view, .presenter, .interactor].contains(component.role) else { continue }
            add("navigation-outside-router", module.name, edge.file, edge.line, "\(component.name) \(edge.kind.rawValue) \(edge.to)",
                "\(component.name) (\(component.role.rawValue)) shows \(edge.to) itself (\(edge.kind.rawValue), \(edge.via))")
        }

        // Feature groups: navigation into another group goes through its entry modules.
        let modulesByName = Dictionary(graph.modules.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        func group(_ name: String) -> FeatureGroup? {
            guard let module = modulesByName[name] else { return nil }
            return settings.groups.first { $0.contains(module) }
        }
        if !settings.groups.isEmpty {
            for edge in graph.navigation where !edge.kind.isBackward {
                guard let target = group(edge.to), let source = modulesByName[edge.from], group(edge.from)?.name != target.name,
                      !target.entry.contains(edge.to) else { continue }
                add("cross-feature-navigation", source.name, edge.file, edge.line, "\(edge.from) \(edge.kind.rawValue) \(edge.to)",
                    "\(edge.from) (\(group(edge.from)?.name ?? "no feature")) shows \(edge.to) inside \(target.name), not through its entry (\(target.entry.joined(separator: ", ")))")
            }
        }
        // Custom forbidden rules.
        for rule in settings.forbidden {
            func forbidden(_ from: String, _ to: String) -> Bool {
                guard let a = modulesByName[from], let b = modulesByName[to] else { return false }
                return rule.matches(rule.from, a) && rule.matches(rule.to, b)
            }
            let severity = rule.severity
            func report(_ module: String, _ file: String, _ line: Int, _ symbol: String, _ message: String) {
                guard !settings.ignore.contains(where: { Glob($0).matches(file) }) else { return }
                found.append(Violation(rule: "forbidden", severity: severity, module: module, file: file, line: line, symbol: symbol, message: message))
            }
            if rule.kind != .dependency {
                for edge in graph.navigation where !edge.kind.isBackward && forbidden(edge.from, edge.to) {
                    report(edge.from, edge.file, edge.line, "\(rule.name): \(edge.from) \(edge.kind.rawValue) \(edge.to)",
                           "\(edge.from) shows \(edge.to) (\(edge.via)), which the rule \(rule.name) forbids")
                }
            }
            if rule.kind != .navigation {
                for dependency in graph.dependencies where dependency.kind == .module && forbidden(dependency.from, dependency.to) {
                    let referrer = dependency.reasons.first.map { String($0.split(separator: " ").first ?? "") }
                    let anchor = referrer.flatMap { roleOf[$0]?.1 }
                    report(dependency.from, anchor?.file ?? modulesByName[dependency.from]?.path ?? "", anchor?.line ?? 0,
                           "\(rule.name): \(dependency.from) → \(dependency.to)",
                           "\(dependency.from) depends on \(dependency.to) (\(dependency.reasons.first ?? "")), which the rule \(rule.name) forbids")
                }
            }
        }

        // Declared ways in that no handler reads: said by the scan at the declaration.
        for diagnostic in graph.diagnostics {
            guard let name = diagnostic.unreadWayIn else { continue }
            add("way-in-not-handled", appModuleName, diagnostic.file, diagnostic.line ?? 0, name, diagnostic.message)
        }

        // Unreachable: no forward navigation path from the entry.
        let fromEntry = Self.reached(graph)
        let entry = AppEntry.modules(graph).joined(separator: ", ")
        for module in graph.modules where !fromEntry.contains(module.name) {
            let anchor = module.components.first { $0.role == .view } ?? module.components.first
            add("unreachable-module", module.name, anchor?.file ?? module.path, anchor?.line ?? 0, module.name,
                "no forward navigation (push, present, root, embed) leads to \(module.name) from \(entry)")
        }

        for cycle in Self.dependencyCycles(graph) {
            let first = graph.dependencies.first { $0.kind == .module && $0.from == cycle[0] && $0.to == cycle[1] }
            // Where the first reference is: the component named in its first reason ("ARouter references BBuilder").
            let referrer = first?.reasons.first.map { String($0.split(separator: " ").first ?? "") }
            let anchor = referrer.flatMap { roleOf[$0]?.1 }
            let module = graph.modules.first { $0.name == cycle[0] }
            add("module-dependency-cycle", cycle[0], anchor?.file ?? module?.path ?? "", anchor?.line ?? 0, (cycle + [cycle[0]]).joined(separator: " → "),
                "modules depend on each other in a cycle: \((cycle + [cycle[0]]).joined(separator: " → "))" + (first?.reasons.first.map { " (\($0), ...)" } ?? ""))
        }
        // Transition sites the scan did not follow (the graph's coverage), each with its diagnostic's words.
        for site in graph.coverage?.open ?? [] {
            let said = site.diagnostic < graph.diagnostics.count ? graph.diagnostics[site.diagnostic].message : "not followed"
            add("navigation-not-followed", site.module ?? appModuleName, site.file, site.line, site.call, said)
        }
        return found.sorted()
    }

    /// The modules forward navigation reaches from the entry (the entry included).
    static func reached(_ graph: Graph) -> Set<String> {
        var next: [String: [String]] = [:]
        for edge in graph.navigation where !edge.kind.isBackward { next[edge.from, default: []].append(edge.to) }
        // A screen a way in from outside opens (a deep link, a notification) is reached too.
        var seen = Set(AppEntry.modules(graph) + (graph.entries ?? []).map(\.to))
        var queue = Array(seen)
        while let name = queue.popLast() {
            for target in next[name] ?? [] where seen.insert(target).inserted { queue.append(target) }
        }
        return seen
    }

    /// One cycle per group of modules that reference each other (strongly connected, two or more), as the
    /// shortest cycle through the group's first module by name. A way back is no dependency here: when
    /// A shows B (forward navigation), B never shows A, and everything B names of A is named by B's router
    /// (a Clean Swift router passing data back to the screen it returns to, `AddPlantRouter references
    /// PlantListDataStore`), B → A does not close a cycle: a push and its pop are not one.
    static func dependencyCycles(_ graph: Graph) -> [[String]] {
        var forward: Set<String> = []
        for edge in graph.navigation where !edge.kind.isBackward { forward.insert("\(edge.from)\u{0}\(edge.to)") }
        var roleOf: [String: Role] = [:]
        for module in graph.modules { for component in module.components { roleOf[component.name] = component.role } }
        var next: [String: Set<String>] = [:]
        for dependency in graph.dependencies where dependency.kind == .module && dependency.from != dependency.to {
            let routesBack = forward.contains("\(dependency.to)\u{0}\(dependency.from)") && !forward.contains("\(dependency.from)\u{0}\(dependency.to)")
                && dependency.reasons.allSatisfy { reason in roleOf[String(reason.split(separator: " ").first ?? "")] == .router }
            if routesBack { continue }
            next[dependency.from, default: []].insert(dependency.to)
        }
        // Tarjan's strongly connected components, iteratively.
        var index = 0, indices: [String: Int] = [:], low: [String: Int] = [:], onStack: Set<String> = [], stack: [String] = []
        var groups: [[String]] = []
        for root in next.keys.sorted() where indices[root] == nil {
            var work: [(String, [String], Int)] = [(root, (next[root] ?? []).sorted(), 0)]
            indices[root] = index; low[root] = index; index += 1; stack.append(root); onStack.insert(root)
            while !work.isEmpty {
                let (node, targets, position) = work[work.count - 1]
                if position < targets.count {
                    work[work.count - 1].2 += 1
                    let target = targets[position]
                    if indices[target] == nil {
                        indices[target] = index; low[target] = index; index += 1; stack.append(target); onStack.insert(target)
                        work.append((target, (next[target] ?? []).sorted(), 0))
                    } else if onStack.contains(target) {
                        low[node] = min(low[node]!, indices[target]!)
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last?.0 { low[parent] = min(low[parent]!, low[node]!) }
                    if low[node] == indices[node] {
                        var group: [String] = []
                        while let top = stack.popLast() {
                            onStack.remove(top)
                            group.append(top)
                            if top == node { break }
                        }
                        if group.count > 1 { groups.append(group.sorted()) }
                    }
                }
            }
        }
        // The shortest cycle through the group's first module, breadth first inside the group.
        return groups.sorted { $0[0] < $1[0] }.map { group in
            let members = Set(group), start = group[0]
            var previous: [String: String] = [:]
            var queue = [start], head = 0
            while head < queue.count {
                let name = queue[head]
                head += 1
                for target in (next[name] ?? []).sorted() where members.contains(target) {
                    if target == start {
                        var path = [name]
                        while let before = previous[path[0]] { path.insert(before, at: 0) }
                        return path
                    }
                    if previous[target] == nil, target != start { previous[target] = name; queue.append(target) }
                }
            }
            return group
        }
    }
}

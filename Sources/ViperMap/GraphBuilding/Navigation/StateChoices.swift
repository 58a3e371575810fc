import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// Screens a view's content chooses by a flag: `WindowGroup { if session.isSignedIn { Home() } else { SignIn() } }`,
/// `var body: some View { if !presenter.onboarded { OnboardingBuilder.build() } else { … } }`. Writing the flag
/// (`session.isSignedIn = true`, in a module's code or in a service a module calls) swaps the content to the
/// branch the new value chooses: a transition of the writer's, as a window's new root is.
///
/// A branch's screens are read from its code: a module's type made there (its view, its builder's call), or what a
/// function called there returns, a few calls deep; a branch with no other module's screen in a module's view is
/// that module's own content. Immutable.
struct StateChoices: Sendable {
    /// A flag: the type that declares the property, and its name.
    struct Flag: Hashable, Sendable {
        var type: String
        var property: String
    }
    /// For each flag and value (`true`, `false`): the modules whose screens the content shows then.
    private(set) var screens: [Flag: [Bool: Set<String>]] = [:]
    /// The flags' property names, for a quick test of an assignment.
    private(set) var properties: Set<String> = []

    private static let depth = 4

    init(program: Program, moduleOfType: [String: String], roleOfType: [String: Role]) {
        let index = program.index
        for unit in program.units {
            guard let owner = unit.owner, index.functionNames(of: owner).contains("body") else { continue }
            var open: [(flag: Flag, value: Bool)?] = []
            for stmt in unit.body {
                switch stmt {
                case .when(let subject, let cases, _):
                    open.append(cases.count == 1 ? Self.flagTest(subject, cases[0], owner: owner, index: index) : nil)
                case .endWhen:
                    _ = open.popLast()
                case .eval(let e, _), .ret(let e, _), .bind(_, let e, _, _):
                    guard let (flag, value) = open.last ?? nil else { continue }
                    var made = Self.modules(in: e, unit: unit, program: program, moduleOfType: moduleOfType, roleOfType: roleOfType, depth: 0)
                    if let own = moduleOfType[owner] { made.remove(own) }
                    screens[flag, default: [:]][value, default: []].formUnion(made)
                default:
                    break
                }
            }
        }
        // A branch that shows no other module's screen in a module's view is the module's own content.
        for unit in program.units {
            guard let owner = unit.owner, let own = moduleOfType[owner], index.functionNames(of: owner).contains("body") else { continue }
            for case .when(let subject, let cases, _) in unit.body where cases.count == 1 {
                guard let (flag, value) = Self.flagTest(subject, cases[0], owner: owner, index: index),
                      let branches = screens[flag], !(branches[!value] ?? []).isEmpty, (branches[value] ?? []).isEmpty else { continue }
                screens[flag, default: [:]][value, default: []].insert(own)
            }
        }
        screens = screens.filter { !$0.value.values.allSatisfy(\.isEmpty) }
        properties = Set(screens.keys.map(\.property))
    }

    /// The modules whose screens the content shows when `property` of one of `types` is set to `value` (nil: either).
    func shown(property: String, on types: [String], value: Bool?, index: TypeIndex) -> Set<String> {
        guard properties.contains(property) else { return [] }
        var result: Set<String> = []
        for type in types {
            let flag = Flag(type: Self.declaring(property, from: type, index: index), property: property)
            guard let branches = screens[flag] else { continue }
            for (v, modules) in branches where value == nil || v == value { result.formUnion(modules) }
        }
        return result
    }

    /// `session.isSignedIn`, `!presenter.onboarded`, `showsTour`: a test that a flag is `true` (or not).
    private static func flagTest(_ subject: Expr, _ label: String, owner: String, index: TypeIndex) -> (Flag, Bool)? {
        // `else` of `if !flag` is `!!flag`.
        let test = label.drop { $0 == "!" }
        guard test == TextCase.equal("true") || test == TextCase.heldFlag else { return nil }
        let value = (label.count - test.count) % 2 == 0
        let base: String?
        let property: String
        switch subject {
        case .name(let p), .member(.name("self")?, let p):
            base = owner
            property = p
        case .member(.name(let holder)?, let p):
            base = index.propertyTypes[owner]?[holder].flatMap { $0.isEmpty ? nil : $0 }
            property = p
        case .member(.member(.name("self")?, let holder)?, let p):
            base = index.propertyTypes[owner]?[holder].flatMap { $0.isEmpty ? nil : $0 }
            property = p
        default:
            return nil
        }
        guard let base else { return nil }
        return (Flag(type: declaring(property, from: base, index: index), property: property), value)
    }

    /// The type among `type` and its supertypes that declares `property` (`type` itself when none says).
    static func declaring(_ property: String, from type: String, index: TypeIndex) -> String {
        for candidate in [type] + index.allSupertypes(of: type) where index.propertyTypes[candidate]?[property] != nil { return candidate }
        return type
    }

    /// The modules whose screens an expression makes: a module's view or builder named in it, what a function it
    /// calls returns, the content of a closure it hands on, the views it wraps (`AnyView(Home())`, modifiers).
    private static func modules(in expr: Expr, unit: ViperMapLanguage.Unit, program: Program, moduleOfType: [String: String], roleOfType: [String: Role],
                                depth: Int) -> Set<String> {
        guard depth <= Self.depth else { return [] }
        // Only a hop (a function's return, a closure's content, a local's binding) counts toward the depth.
        func inner(_ e: Expr, _ u: ViperMapLanguage.Unit, hop: Bool = false) -> Set<String> {
            modules(in: e, unit: u, program: program, moduleOfType: moduleOfType, roleOfType: roleOfType, depth: depth + (hop ? 1 : 0))
        }
        func returned(by functions: [Int]) -> Set<String> {
            guard functions.count <= 3 else { return [] }
            var result: Set<String> = []
            for f in functions {
                let u = program.units[program.unitOfFunction[f]]
                for case .ret(let e, _) in u.body { result.formUnion(inner(e, u, hop: true)) }
            }
            return result
        }
        let index = program.index
        switch expr {
        case .name(let n) where n.hasPrefix("$closure@"):
            guard let c = program.closure(named: n, in: unit.id) else { return [] }
            var result: Set<String> = []
            for case .ret(let e, _) in program.units[c].body { result.formUnion(inner(e, program.units[c], hop: true)) }
            return result
        case .call(let callee, let args):
            var result: Set<String> = []
            switch callee {
            case .name(let t) where moduleOfType[t] != nil && [.view, .builder].contains(roleOfType[t]):
                return [moduleOfType[t]!]
            case .member(.name(let t)?, let f) where index.isKnownType(t):
                if let m = moduleOfType[t], roleOfType[t] == .builder || roleOfType[t] == .router { return [m] }
                result = returned(by: (index.functionsByOwner[t] ?? []).filter { index.functions[$0].fact.name == f })
            case .member(let base?, let f):
                result = returned(by: index.functionsByName[f] ?? []).union(inner(base, unit))
            case .name(let f) where !index.isKnownType(f):
                let own = unit.owner.map { o in (index.functionsByOwner[o] ?? []).filter { index.functions[$0].fact.name == f } } ?? []
                result = returned(by: own)
            default:
                break
            }
            for arg in args { result.formUnion(inner(arg.value, unit)) }
            return result
        case .name(let local):
            // `let module = OnboardingModule(…); return module.assemble().view`: what the local was bound to.
            var result: Set<String> = []
            for case .bind(local, let value, _, _) in unit.body { result.formUnion(inner(value, unit, hop: true)) }
            return result
        case .member(let base?, _):
            return inner(base, unit)
        case .list(let items):
            return items.reduce(into: Set<String>()) { $0.formUnion(inner($1, unit)) }
        case .cast(let e, _):
            return inner(e, unit)
        default:
            return []
        }
    }
}

extension UIKitModel {
    /// `session.isSignedIn = true`: the content that tests the flag shows the branch of `true` instead, a new root of
    /// the writer's. A value the code does not spell out (`loggedIn = token != nil`) is left: which way it goes, the
    /// scan cannot tell.
    func stateSwap(_ a: ExternalAssignment) -> [(tag: Int, values: [ValueSet], note: String)] {
        var types = a.target.compactMap { value -> String? in if case .object(let t, _, _) = value { return t } else { return nil } }
        if types.isEmpty, let owner = a.owner {
            switch a.targetExpr {
            case .member(.name(let holder)?, _), .member(.member(.name("self")?, let holder)?, _):
                if let t = index.propertyTypes[owner]?[holder], !t.isEmpty { types = [t] }
            default:
                types = [owner]
            }
        }
        let value: Bool?
        switch a.valueExpr {
        case .literal("true"): value = true
        case .literal("false"): value = false
        default: return []
        }
        let modules = stateChoices.shown(property: a.property, on: Array(Set(types)).sorted(), value: value, index: index)
        guard !modules.isEmpty else { return [] }
        let screens = ValueSet(modules.sorted().map(ShowEffect.module))
        return show(.root, screens, container: ValueSet(), expr: a.valueExpr, items: nil, call: Self.describe(a.targetExpr) + " = …",
                    callOwner: a.owner, site: (a.unit, a.line))
    }
}

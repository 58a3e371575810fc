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
    /// For each flag and value (`true`, `false`, an enum case's name): the modules whose screens the content shows then.
    private(set) var screens: [Flag: [String: Set<String>]] = [:]
    /// State a presentation is bound to (`.sheet(item: $openedRecipe) { … }`, `.fullScreenCover(isPresented:
    /// $presenter.showsTour)`): how the content is shown, and the modules whose screens it makes.
    private(set) var presentations: [Flag: [NavigationKind: Set<String>]] = [:]
    /// For a presentation of an item (`.sheet(item: $router.sheet) { sheet in switch sheet { case .log: … } }`), the modules
    /// each case of the item shows.
    private(set) var presentationCases: [Flag: [String: Set<String>]] = [:]
    /// The modules whose views present what a state is bound to ("" for the app's own views).
    private(set) var presentedBy: [Flag: Set<String>] = [:]
    /// A module view's `@Binding` property that a presentation's state was handed to (`NewChoreBuilder.build(isPresented:
    /// $isAddingChore)`): the module it closes when set to `false` or `nil`.
    private(set) var closingBindings: [Flag: String] = [:]
    /// The flags' and bound states' property names, for a quick test of an assignment.
    private(set) var properties: Set<String> = []

    private static let depth = 4

    init(program: Program, moduleOfType: [String: String], roleOfType: [String: Role]) {
        let index = program.index
        var handed: Set<Flag> = []
        for unit in program.units {
            guard let owner = unit.owner, index.functionNames(of: owner).contains("body") else { continue }
            var open: [(flag: Flag, values: [String])?] = []
            for stmt in unit.body {
                switch stmt {
                case .when(let subject, let cases, _):
                    open.append(Self.stateTest(subject, cases, owner: owner, index: index))
                case .endWhen:
                    _ = open.popLast()
                case .eval(let e, _), .ret(let e, _), .bind(_, let e, _, _):
                    e.forEachExpression { node in
                        // Handed on (not the presentation's own binding).
                        if case .call(let callee, let args) = node, !Self.isPresentation(callee) {
                            for arg in args {
                                if let flag = Self.projectedFlag(arg.value, owner: owner, index: index) { handed.insert(flag) }
                            }
                        }
                        guard let (flag, kind, content) = Self.boundPresentation(node, owner: owner, index: index) else { return }
                        let made = Self.modules(in: content, unit: unit, program: program, moduleOfType: moduleOfType, roleOfType: roleOfType, depth: 0)
                        guard !made.isEmpty else { return }
                        presentations[flag, default: [:]][kind, default: []].formUnion(made)
                        for (value, modules) in Self.caseModules(content, unit: unit, program: program, moduleOfType: moduleOfType, roleOfType: roleOfType) {
                            presentationCases[flag, default: [:]][value, default: []].formUnion(modules)
                        }
                        presentedBy[flag, default: []].insert(moduleOfType[owner] ?? "")
                    }
                    guard let (flag, values) = open.last ?? nil else { continue }
                    var made = Self.modules(in: e, unit: unit, program: program, moduleOfType: moduleOfType, roleOfType: roleOfType, depth: 0)
                    if let own = moduleOfType[owner] { made.remove(own) }
                    for value in values { screens[flag, default: [:]][value, default: []].formUnion(made) }
                default:
                    break
                }
            }
        }
        // A branch that shows no other module's screen in a module's view is the module's own content.
        for unit in program.units {
            guard let owner = unit.owner, let own = moduleOfType[owner], index.functionNames(of: owner).contains("body") else { continue }
            for case .when(let subject, let cases, _) in unit.body where cases.count == 1 {
                guard let (flag, isTrue) = Self.flagTest(subject, cases[0], owner: owner, index: index) else { continue }
                let (value, other) = isTrue ? ("true", "false") : ("false", "true")
                guard let branches = screens[flag], !(branches[other] ?? []).isEmpty, (branches[value] ?? []).isEmpty else { continue }
                screens[flag, default: [:]][value, default: []].insert(own)
            }
        }
        screens = screens.filter { !$0.value.values.allSatisfy(\.isEmpty) }
        properties = Set(screens.keys.map(\.property)).union(presentations.keys.map(\.property))
        // A presentation's state handed on to the module it shows: that module's views' `@Binding` properties.
        var viewsOf: [String: [String]] = [:]
        for (type, module) in moduleOfType where roleOfType[type] == .view { viewsOf[module, default: []].append(type) }
        for flag in handed {
            for module in Set((presentations[flag] ?? [:]).values.flatMap { $0 }) {
                for view in viewsOf[module] ?? [] {
                    for property in index.declaration(view)?.properties ?? [] where property.wrapper == .call(.name("Binding"), []) {
                        closingBindings[Flag(type: view, property: property.name)] = module
                        properties.insert(property.name)
                    }
                }
            }
        }
        // A value kept under a storage key is written by the name each type gives it.
        let stored = Set(screens.keys).union(presentations.keys).filter { $0.type.hasPrefix("#") }
        if !stored.isEmpty {
            for type in index.byName.keys {
                for property in index.declaration(type)?.properties ?? [] where stored.contains(Self.flag(property.name, from: type, index: index)) {
                    properties.insert(property.name)
                }
            }
        }
    }

    /// `.sheet(item: $openedRecipe) { recipe in RecipeBuilder.build(recipe.id) }`: the state it is bound to, how it
    /// shows, and its content.
    private static func boundPresentation(_ expr: Expr, owner: String, index: TypeIndex) -> (Flag, NavigationKind, Expr)? {
        guard case .call(.member(_, let name), let args) = expr, let kind = UIKitModel.swiftUIShows[name],
              let bound = args.first(where: { $0.label == "item" || $0.label == "isPresented" })?.value,
              let content = args.last(where: { if case .name(let n) = $0.value { return n.hasPrefix("$closure@") } else { return false } })?.value
        else { return nil }
        let base: String?
        guard let projection = ProjectedProperty(bound) else { return nil }
        switch projection {
        case .own: base = owner
        case .held(let holder, _): base = heldType(holder, in: owner, index: index)
        case .other: return nil
        }
        guard let base else { return nil }
        let property = projection.property
        return (flag(property, from: base, index: index), kind, content)
    }

    /// The presentations bound to `property` of one of `types`, by how they show, unless only views of `writer` (a module)
    /// present them: then the presentation's own site draws the edge. Set to an enum case (`value`) that the content
    /// switches on: only what that case shows.
    func presented(property: String, on types: [String], by writer: String?, value: String? = nil, index: TypeIndex) -> [NavigationKind: Set<String>] {
        var result: [NavigationKind: Set<String>] = [:]
        for type in types {
            let flag = Self.flag(property, from: type, index: index)
            if let writer, presentedBy[flag] == [writer] { continue }
            let chosen = value.flatMap { presentationCases[flag]?[$0] }
            for (kind, modules) in presentations[flag] ?? [:] {
                result[kind, default: []].formUnion(chosen.map(modules.intersection) ?? modules)
            }
        }
        return result
    }

    /// A presentation's content closure that switches on its item (`{ sheet in switch sheet { case .log: LogBuilder.build() … } }`):
    /// the modules each case's branch makes.
    private static func caseModules(_ content: Expr, unit: ViperMapLanguage.Unit, program: Program, moduleOfType: [String: String],
                                    roleOfType: [String: Role]) -> [String: Set<String>] {
        guard case .name(let n) = content, let c = program.closure(named: n, in: unit.id),
              let item = program.units[c].parameters.first?.name else { return [:] }
        var result: [String: Set<String>] = [:]
        var open: [[String]?] = []
        for stmt in program.units[c].body {
            switch stmt {
            case .when(let subject, let cases, _): open.append(subject == .name(item) ? cases : nil)
            case .endWhen: _ = open.popLast()
            case .ret(let e, _), .eval(let e, _):
                guard let cases = open.last(where: { $0 != nil }) ?? nil else { continue }
                let made = modules(in: e, unit: program.units[c], program: program, moduleOfType: moduleOfType, roleOfType: roleOfType, depth: 1)
                for value in cases { result[value, default: []].formUnion(made) }
            default: break
            }
        }
        return result
    }

    /// The modules whose screens the content shows when `property` of one of `types` is set to `value` (nil: any).
    func shown(property: String, on types: [String], value: String?, index: TypeIndex) -> Set<String> {
        guard properties.contains(property) else { return [] }
        var result: Set<String> = []
        for type in types {
            let flag = Self.flag(property, from: type, index: index)
            guard let branches = screens[flag] else { continue }
            for (v, modules) in branches where value == nil || v == value { result.formUnion(modules) }
        }
        return result
    }

    /// A test of state a view's content chooses by: a flag's (`if session.isSignedIn`: `true`, its `else`: `false`), or an
    /// enum's (`switch coordinator.flow { case .signIn: … }`: the cases named).
    private static func stateTest(_ subject: Expr, _ cases: [String], owner: String, index: TypeIndex) -> (Flag, [String])? {
        if cases.count == 1, let (flag, isTrue) = flagTest(subject, cases[0], owner: owner, index: index) { return (flag, [isTrue ? "true" : "false"]) }
        guard !cases.isEmpty, cases.allSatisfy({ c in c.first?.isLetter == true && c.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }),
              let flag = stateProperty(subject, owner: owner, index: index) else { return nil }
        return (flag, cases)
    }

    /// `.sheet(…)`, `.fullScreenCover(…)`, `.popover(…)`, `.navigationDestination(…)`.
    private static func isPresentation(_ callee: Expr) -> Bool {
        if case .member(_, let name) = callee { return UIKitModel.swiftUIShows[name] != nil }
        return false
    }

    /// The state a projection (`$isAddingChore`, `$presenter.showsLog`) binds, in code of `owner`.
    private static func projectedFlag(_ expr: Expr, owner: String, index: TypeIndex) -> Flag? {
        switch ProjectedProperty(expr) {
        case .own(let p)?: return flag(p, from: owner, index: index)
        case .held(let holder, let p)?: return heldType(holder, in: owner, index: index).map { flag(p, from: $0, index: index) }
        default: return nil
        }
    }

    /// The state a subject names: a property of the view's own type, or of an object one of its properties holds.
    private static func stateProperty(_ subject: Expr, owner: String, index: TypeIndex) -> Flag? {
        let base: String?
        let property: String
        switch subject {
        case .name(let p), .member(.name("self")?, let p):
            (base, property) = (owner, p)
        case .member(.name(let holder)?, let p), .member(.member(.name("self")?, let holder)?, let p):
            (base, property) = (heldType(holder, in: owner, index: index), p)
        default:
            return nil
        }
        return base.map { flag(property, from: $0, index: index) }
    }

    /// `session.isSignedIn`, `!presenter.onboarded`, `showsTour`: a test that a flag is `true` (or not).
    private static func flagTest(_ subject: Expr, _ label: String, owner: String, index: TypeIndex) -> (Flag, Bool)? {
        // `else` of `if !flag` is `!!flag`.
        let test = label.drop { $0 == "!" }
        guard test == TextCase.equal("true") || test == TextCase.heldFlag else { return nil }
        let value = (label.count - test.count) % 2 == 0
        return stateProperty(subject, owner: owner, index: index).map { ($0, value) }
    }

    /// The declared type of `owner`'s property `holder` (`presenter` in `presenter.onboarded`), if it says one.
    static func heldType(_ holder: String, in owner: String, index: TypeIndex) -> String? {
        index.propertyTypes[owner]?[holder].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Property wrappers that keep a value in the app's storage under a key: every property kept under one key is one flag.
    static let storageWrappers: Set<String> = ["AppStorage", "SceneStorage"]

    /// The flag a property of a type is: its declaring type's, or, for a value kept under a storage key
    /// (`@AppStorage("needsOnboarding") var needsOnboarding`), the key's, whichever type declares it.
    static func flag(_ property: String, from type: String, index: TypeIndex) -> Flag {
        let declarer = declaring(property, from: type, index: index)
        if let fact = index.declaration(declarer)?.properties.first(where: { $0.name == property }),
           case .call(.name(let wrapper), let args)? = fact.wrapper, storageWrappers.contains(wrapper),
           case .literal(let key)? = args.first?.value {
            return Flag(type: "#" + wrapper, property: key)
        }
        return Flag(type: declarer, property: property)
    }

    /// The type among `type` and its supertypes that declares `property` (`type` itself when none says).
    static func declaring(_ property: String, from type: String, index: TypeIndex) -> String {
        for candidate in [type] + index.allSupertypes(of: type) where index.propertyTypes[candidate]?[property] != nil { return candidate }
        return type
    }

    /// The modules whose screens an expression makes: a module's view or builder named in it, what a function it
    /// calls returns, the content of a closure it hands on, the views it wraps (`AnyView(Home())`, modifiers).
    static func modules(in expr: Expr, unit: ViperMapLanguage.Unit, program: Program, moduleOfType: [String: String], roleOfType: [String: Role],
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
    /// The types of the objects an assignment writes a property of: the values the scan has, else the declared type of
    /// the property holding the object (`presenter.onboarded = true`), else the writing code's own type.
    func writtenTypes(_ a: ExternalAssignment) -> [String] {
        let types = a.target.compactMap { value -> String? in if case .object(let t, _, _) = value { return t } else { return nil } }
        guard types.isEmpty, let owner = a.owner else { return types }
        switch a.targetExpr {
        case .member(.name(let holder)?, _), .member(.member(.name("self")?, let holder)?, _):
            return StateChoices.heldType(holder, in: owner, index: index).map { [$0] } ?? []
        default:
            return [owner]
        }
    }

    /// `session.isSignedIn = true`: the content that tests the flag shows the branch of `true` instead, a new root of
    /// the writer's. A value the code does not spell out (`loggedIn = token != nil`) is left: which way it goes, the
    /// scan cannot tell.
    func stateSwap(_ a: ExternalAssignment) -> [(tag: Int, values: [ValueSet], note: String)] {
        let types = writtenTypes(a)
        // `openedRecipe = OpenedRecipe(id: …)` in a URL handler, `presenter.showsTour = true`: the bound sheet shows.
        var effects: [(tag: Int, values: [ValueSet], note: String)] = []
        // `= false`, `= nil` (an expression the front-end leaves unread, with no value) close what it presents: the
        // closing screens named by their modules (whose code asks for it, the back edges tell).
        let closes = a.valueExpr == .literal("false") || (a.value.isEmpty && a.valueExpr == .other)
        if closes {
            // A `@Binding` handed a presentation's state, set `false` in the shown module's view: it closes that module.
            for type in Set(types).sorted() {
                guard let module = stateChoices.closingBindings[StateChoices.Flag(type: type, property: a.property)] else { continue }
                let closing = ValueSet([ShowEffect.module(module)])
                effects += [(ShowEffect.tag(.pop), [closing], ""), (ShowEffect.tag(.dismiss), [closing], "")]
            }
            for (kind, modules) in stateChoices.presented(property: a.property, on: Array(Set(types)).sorted(), by: nil, index: index)
                .sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                effects.append((ShowEffect.tag(kind == .push ? .pop : .dismiss), [ValueSet(modules.sorted().map(ShowEffect.module))], ""))
            }
        } else {
            // `router.sheet = .speciesGuide(name)`: the case written.
            var written: String?
            switch a.valueExpr {
            case .member(_, let c), .call(.member(_, let c), _): written = c
            default: written = nil
            }
            let writer = a.owner.flatMap { moduleOfType[$0] }
            for (kind, modules) in stateChoices.presented(property: a.property, on: Array(Set(types)).sorted(), by: writer, value: written, index: index)
                .sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                effects += show(kind, ValueSet(modules.sorted().map(ShowEffect.module)), container: ValueSet(), expr: a.valueExpr, items: nil,
                                call: Self.describe(a.targetExpr) + " = …", callOwner: a.owner, site: (a.unit, a.line))
            }
        }
        let value: String
        switch a.valueExpr {
        case .literal("true"), .literal("false"): value = a.valueExpr == .literal("true") ? "true" : "false"
        // `flow = .bookshelf`: the branch of that case.
        case .member(nil, let c): value = c
        default: return effects
        }
        let modules = stateChoices.shown(property: a.property, on: Array(Set(types)).sorted(), value: value, index: index)
        guard !modules.isEmpty else { return effects }
        let screens = ValueSet(modules.sorted().map(ShowEffect.module))
        return effects + show(.root, screens, container: ValueSet(), expr: a.valueExpr, items: nil, call: Self.describe(a.targetExpr) + " = …",
                              callOwner: a.owner, site: (a.unit, a.line))
    }
}

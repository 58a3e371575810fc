import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// The navigation layer: asks value flow (run with the UIKit model) which screens reach which UIKit
/// transitions and segues, and from whose code. An edge starts at the module whose code asked for it:
/// the innermost module code on the way to the transition (a coordinator, an app router or a
/// notification's observer acting for a module is that module's helper); app code that no module
/// reaches is `App`. A transition whose screen cannot be told is said where the module's code asks for it.
final class NavigationResolver {
    let program: Program
    let index: TypeIndex
    let moduleOfType: [String: String]
    let roleOfType: [String: Role]
    let storyboards: StoryboardResolver
    let model: UIKitModel
    let flow: ValueFlow
    private var ownerCache: [String: CodeOwner] = [:]
    private(set) var unitOwners: [CodeOwner] = []
    private(set) var emitters: [Bool] = []
    /// Container classes of no module that fill themselves (see `filledContainers()`).
    private(set) var filled: [String: FilledContainer] = [:]
    private var rawEmissions: [Int: Set<Projection>] = [:]
    /// Transition sites (`siteKey`) emission followed: see `NavigationResolver+Coverage.swift`.
    var followedSites: Set<Int64> = []
    /// Unit -> the closures it writes and calls in place (`{ … }(SearchBar())`): see `NavigationResolver+Handlers.swift`.
    var closuresCalledInPlace: [Int: Set<String>] = [:]
    /// Module -> the screen classes its builders (or static builder methods) make and return.
    lazy var builtScreens: [String: Set<String>] = {
        var result: [String: Set<String>] = [:]
        for u in program.units.indices where !program.units[u].isClosure && program.units[u].name != "init" && isConstruction(u) {
            guard case .module(let m) = unitOwners[u] else { continue }
            for case .object(let t, _, _) in flow.outcome(of: u).returns where moduleOfType[t] == m { result[m, default: []].insert(t) }
        }
        return result
    }()

    init(program: Program, index: TypeIndex, moduleOfType: [String: String], roleOfType: [String: Role],
         helpers: [String: NavigationKind], storyboards: StoryboardResolver = StoryboardResolver()) {
        self.index = index
        self.program = program
        self.moduleOfType = moduleOfType
        self.roleOfType = roleOfType
        self.storyboards = storyboards
        self.model = UIKitModel(program: program, moduleOfType: moduleOfType, roleOfType: roleOfType, helpers: helpers, storyboards: storyboards)
        self.flow = ValueFlow(program: program, client: model)
        for decl in index.declarations where ownerCache[decl.name] == nil {
            ownerCache[decl.name] = Self.classify(decl.name, index: index, moduleOfType: moduleOfType, roleOfType: roleOfType)
        }
    }

    // MARK: ownership

    /// Navigating roles: a module's cells, adapters and helper screens ('other') do not speak for it.
    static let navigatingRoles: Set<Role> = [.view, .presenter, .interactor, .router, .builder, .worker]

    static func classify(_ type: String, index: TypeIndex, moduleOfType: [String: String], roleOfType: [String: Role]) -> CodeOwner {
        if let module = moduleOfType[type] {
            // A view model stands where a presenter would (it holds the router).
            return navigatingRoles.contains(roleOfType[type] ?? .other) || type.hasSuffix("ViewModel") ? .module(module) : .none
        }
        let supers = index.allSupertypes(of: type)
        if type.hasSuffix("AppDelegate") || type.hasSuffix("SceneDelegate")
            || supers.contains(where: { $0 == "UIApplicationDelegate" || $0 == "UIWindowSceneDelegate" }) {
            return .app
        }
        let viewSuffixes = ["Controller", "View", "Cell", "VC"]
        // A view of no module (a UIKit view class, a SwiftUI `View`): it acts for the screen that shows it.
        if viewSuffixes.contains(where: { type.hasSuffix($0) }) || supers.contains(where: { RoleNaming.uikitViewClasses.contains($0) || $0 == "View" }) {
            return .none
        }
        return .app
    }

    func owner(ofType type: String?) -> CodeOwner {
        guard let type else { return .app }
        if let known = ownerCache[type] ?? moduleOfType[type].map({ .module($0) }) { return known }
        // An extension of UIKit's screens and views (`extension UIViewController { func embed(_:) }`): a helper
        // of no module, run for whoever calls it.
        return RoleNaming.uikitViewClasses.contains(type) ? .none : .app
    }

    /// Coordinators and flows outside every module (`LoginFlowCoordinator`, `CheckoutFlow`, not `AppCoordinator`).
    func isCoordinator(_ type: String) -> Bool {
        guard moduleOfType[type] == nil, ModuleResolver.isCoordinatorName(type) else { return false }
        return !ModuleResolver.isAppPrefixed(type)
    }

    private func isProtocolExtension(_ u: Int) -> Bool {
        program.units[u].function.map { index.functions[$0].isProtocolExtension } ?? false
    }

    /// A method an app's extension adds to a library type (`extension View { func surveyPrompt() }`): only code that
    /// calls it runs it; the system does not.
    private func isLibraryExtension(_ u: Int) -> Bool {
        guard let f = program.units[u].function, let owner = index.functions[f].owner else { return false }
        return !index.isKnownType(owner)
    }

    // MARK: solving

    /// Forward edges, the pops and dismisses to resolve, the tab switches, and each tab bar's modules in order.
    struct Solution {
        var edges: [NavigationEdge]
        var back: [BackEvent]
        var tabSwitches: [TabSwitch]
        var tabOrders: [String: [Set<String>]]
        /// Show calls in module or app code whose screen could not be named, and code value flow could not follow.
        var unresolved: [Diagnostic] = []
        /// Forward edges a module's code makes only when another module asks it (an output delegate): the
        /// screen the user is on then is the asking module's, which a back edge returns to.
        var askedOnly: Set<NavigationEdge> = []
        /// Present edges called on another screen than the asking module's (see `PresentedOver`).
        var presentedOver: [NavigationEdge: PresentedOver] = [:]
        var kept: [KeptScreens] = []
        /// Modules made the first screen of a navigation stack (in code or in a storyboard).
        var stackRoots: Set<String> = []
    }

    struct Emitted {
        /// The transition site (unit and line, `siteKey`) whose effect is being emitted: what it adds, it follows.
        var origin: Int64?
        /// Sites some edge, back event, tab switch or kept screen came from, or shown to give none.
        var followed: Set<Int64> = []
        mutating func follow() { if let origin { followed.insert(origin) } }
        var kept: Set<KeptScreens> = [] { didSet { follow() } }
        var edges: Set<NavigationEdge> = [] { didSet { follow() } }
        var askedOnly: Set<NavigationEdge> = []
        var presentedOver: [NavigationEdge: PresentedOver] = [:]
        var back: Set<BackEvent> = [] { didSet { follow() } }
        var tabs: Set<TabSwitch> = [] { didSet { follow() } }
        var orders: [String: [Set<String>]] = [:]
        var unresolved: Set<Diagnostic> = []
        /// Self-filling container classes someone's code shows (their tabs are drawn from there).
        var shownContainers: Set<String> = []
        /// One diagnostic per place the map stops (the first in order), however many ways lead there.
        var stops: [String: Diagnostic] = [:]

        mutating func stop(_ key: String, _ diagnostic: Diagnostic) {
            if let known = stops[key], !(diagnostic < known) { return }
            stops[key] = diagnostic
        }
    }

    func solve() -> Solution {
        let clock = PhaseClock()
        clock.mark("navigation: program built")
        flow.solve()
        clock.mark("navigation: value flow solved (\(flow.work) over \(program.units.count) units)")
        defer { clock.mark("navigation: edges emitted") }
        FlowTrace.print(self)
        unitOwners = program.units.map { owner(ofType: $0.owner) }
        emitters = findEmitters()
        filled = filledContainers()
        var out = Emitted()
        for u in program.units.indices where emitters[u] {
            for outcome in generalOutcomes(of: u) {
                var spoken: [(Effect, Trail)] = []
                var asked: [(Effect, Trail)] = []
                var closedAt: Int?
                for (effect, trail) in outcome.sortedEffects where speaksFor(effect, at: u) && !isHandlerOfAnotherScreen(trail, at: u) {
                    let settled = settlement(effect, trail, at: u)
                    switch settled {
                    case .open: spoken.append((effect, trail))
                    case .askedOf: asked.append((effect, trail))
                    case .settled: break
                    }
                    if settled != .askedOf, ShowEffect.kind(effect.tag)?.isBackward == true || effect.tag == ShowEffect.popToRoot {
                        closedAt = min(closedAt ?? trail.line, trail.line)
                    }
                }
                // Once the module has closed its own screen, what it asks for next starts from the screen below.
                if let closedAt { asked.removeAll { $0.1.line > closedAt && ShowEffect.kind($0.0.tag)?.isBackward == false } }
                for (effect, trail) in withoutWideAsks(asked, at: u, into: &out) {
                    out.origin = Self.siteKey(effect.unit, effect.line)
                    defer { out.origin = nil }
                    // What another module's code shows when this one asks, this one shows too; what it closes is its own.
                    if ShowEffect.kind(effect.tag) == .embed { sayAskedEmbed(effect, trail, at: u, into: &out) }
                    // Another module's content swapped by this one's write (through its subscription): this one's root.
                    else if effect.tag == ShowEffect.swap { spoken.append((effect, trail)) }
                    // A pop to a screen the code names (`popToViewController(settings)`) goes back there, whoever performs it.
                    else if let kind = ShowEffect.kind(effect.tag), !kind.isBackward || (kind == .pop && effect.values.count > 1) {
                        spoken.append((effect, trail))
                    }
                    else if ShowEffect.kind(effect.tag) == .dismiss || ShowEffect.kind(effect.tag) == .pop { emitAskedClose(effect, trail, at: u, into: &out) }
                }
                for (effect, trail) in withoutWideShows(spoken, at: u, into: &out) {
                    out.origin = Self.siteKey(effect.unit, effect.line)
                    emit(effect, trail, at: u, into: &out)
                    out.origin = nil
                }
            }
        }
        emitEmbeds(into: &out)
        emitBuiltContent(into: &out)
        emitInheritedBacks(into: &out)
        emitInheritedShows(into: &out)
        emitDataSourcePages(into: &out)
        emitPreparedSegues(into: &out)
        out.unresolved.formUnion(out.stops.values)
        followedSites = out.followed
        for note in flow.notes.sorted() {
            out.unresolved.insert(Diagnostic(severity: .info, file: "", line: 0, message: "value flow bound: \(note)"))
        }
        return Solution(edges: out.edges.sorted(),
                        back: out.back.sorted { ($0.from, $0.file, $0.line, $0.via, $0.kind) < ($1.from, $1.file, $1.line, $1.via, $1.kind) },
                        tabSwitches: out.tabs.sorted { ($0.from, $0.file, $0.line, $0.index) < ($1.from, $1.file, $1.line, $1.index) },
                        tabOrders: out.orders, unresolved: out.unresolved.sorted(), askedOnly: out.askedOnly, presentedOver: out.presentedOver,
                        kept: out.kept.sorted { ($0.from, $0.file, $0.line, $0.property) < ($1.from, $1.file, $1.line, $1.property) },
                        stackRoots: stackRoots())
    }

    /// Modules that are the first screen of a navigation stack: wrapped in one by code, or a storyboard
    /// navigation controller's root.
    private func stackRoots() -> Set<String> {
        var roots = storyboards.navigationRoots
        flow.forEachRun { unit, outcome in
            for effect in outcome.effects.keys where effect.tag == ShowEffect.stackRoot && effect.unit == unit {
                roots.formUnion(model.modules(of: effect.values[0]))
            }
        }
        return roots
    }

    /// Module code always speaks for its module; app code does when it runs on its own (launch code,
    /// code nothing in the scan calls), not when only module code reaches it (a coordinator acting for a module).
    private func findEmitters() -> [Bool] {
        let count = program.units.count
        var callees: [[Int]] = Array(repeating: [], count: count)
        var hasCaller = Array(repeating: false, count: count)
        var askedByModule = Array(repeating: false, count: count)
        for u in 0..<count {
            for caller in flow.callers(of: u) {
                callees[caller].append(u)
                if caller != u { hasCaller[u] = true }
            }
        }
        func reach(from start: [Int]) -> [Bool] {
            var seen = Array(repeating: false, count: count)
            var stack = start
            while let next = stack.popLast() {
                for callee in callees[next] where !seen[callee] {
                    if case .module = unitOwners[callee] { continue }
                    seen[callee] = true
                    stack.append(callee)
                }
            }
            return seen
        }
        let moduleUnits = (0..<count).filter { if case .module = unitOwners[$0] { return true } else { return false } }
        askedByModule = reach(from: moduleUnits)
        let appRoots = (0..<count).filter { unitOwners[$0] == .app && !hasCaller[$0] && !isProtocolExtension($0) && !isLibraryExtension($0) }
        var fromApp = reach(from: appRoots)
        for root in appRoots { fromApp[root] = true }
        // Code only a library extension's method nothing calls runs (a modifier only an unused `View` extension applies), an
        // observer of a notification nothing posts, and what only such code runs, never runs.
        let unposted = Self.unpostedObserverMethods(program)
        // So does a closure the app's code keeps and nothing runs (nor a library, where it is written), and a notification
        // center's delegate method of a type no code sets as a delegate.
        let delegates = WayInHandler.delegateTypes(program)
        var unrun = (0..<count).map { u in
            !hasCaller[u] && ((isLibraryExtension(u) && !selectorNames.contains(program.units[u].name)) || unposted.contains(program.units[u].name)
                || isShadowedByProtocolExtension(u) || (program.units[u].isClosure && !flow.runsWhereWritten(u)) || isUnsetDelegateHandler(u, delegates))
        }
        var frontier = (0..<count).filter { unrun[$0] }
        while let next = frontier.popLast() {
            // A closure that never ran has no callees the flow saw: the methods of `self` it names are its callees.
            let named = program.units[next].isClosure ? selfCallees(ofClosure: next).filter { !hasCaller[$0] } : []
            for callee in callees[next] + named where !unrun[callee] && flow.callers(of: callee).allSatisfy({ unrun[$0] || $0 == callee }) {
                unrun[callee] = true
                frontier.append(callee)
            }
        }
        return (0..<count).map { u in
            // Quiet code (a computation from its parameters) shows nothing.
            if program.quiet[u] || unrun[u] { return false }
            // A closure nothing runs speaks only when it runs where it is written (a library has it); one the app's
            // own code keeps and never calls shows nothing.
            if program.units[u].isClosure, !hasCaller[u], !flow.runsWhereWritten(u) { return false }
            // A view modifier nothing applies (`body(content:)` of a type no code hands to `.modifier`) never runs.
            if !hasCaller[u], program.units[u].name == "body", program.units[u].parameters.first?.label == "content" { return false }
            // A private property's getter that no code reads (`private lazy var presentTourOnce: Void = { … }()`) never runs.
            if let f = program.units[u].function, index.functions[f].fact.isProperty, index.functions[f].fact.isPrivate,
               !hasCaller[u], !memberNamesSent.contains(program.units[u].name) { return false }
            switch unitOwners[u] {
            case .module: return hasCaller[u] || !isUnreachedLogic(u)
            case .none: return false
            case .app:
                return !isProtocolExtension(u) && !isModuleBase(u) && (fromApp[u] || !askedByModule[u]) && !isUnsentRequirement(u)
            }
        }
    }

    private func isUnsetDelegateHandler(_ u: Int, _ delegates: Set<String>?) -> Bool {
        guard let f = program.units[u].function, let handler = WayInHandler.handler(for: index.functions[f].fact) else { return false }
        return !WayInHandler.mayRun(handler, program.units[u], delegates: delegates, program)
    }

    /// The methods of its owner a closure calls on `self` (`self?.showTimesUp()`, `showTimesUp()`).
    private func selfCallees(ofClosure u: Int) -> [Int] {
        let unit = program.units[u]
        guard let owner = unit.owner else { return [] }
        var names: Set<String> = []
        for statement in unit.body {
            for expr in statement.expressions {
                expr.forEachExpression { node in
                    switch node {
                    case .call(.name(let n), _), .call(.member(.name("self")?, let n), _): names.insert(n)
                    default: break
                    }
                }
            }
        }
        return names.sorted().flatMap { name in
            (index.functionsByName[name] ?? []).filter { index.functions[$0].owner == owner }.map { program.unitOfFunction[$0] }
        }
    }

    /// Code of a base class that modules' parts subclass (a shared base presenter or router): it runs for
    /// those modules, never as the app's launch code.
    private func isModuleBase(_ u: Int) -> Bool {
        guard let owner = program.units[u].owner else { return false }
        return program.subtypes(of: owner).contains { if case .module = self.owner(ofType: $0) { return true } else { return false } }
    }

    /// A presenter's, interactor's or view model's method that nothing in the scan calls: a screen's logic
    /// runs when its view (or another part) asks, so this is dead code; so is a private method of a router
    /// or builder that nothing calls, unless a selector names it (a target-action). Another method of a
    /// router may be asked by another module or run by UIKit: it speaks.
    /// An adopter's method of the name a protocol extension adds without requiring it (`func didLongPress()` of a
    /// presenter whose protocol's extension has one): calls through the protocol run the extension's, so one that no
    /// code calls on the adopter itself (and no selector names) never runs.
    private func isShadowedByProtocolExtension(_ u: Int) -> Bool {
        let unit = program.units[u]
        guard index.protocolExtensionMethodNames.contains(unit.name), !unit.isClosure, unit.property == nil,
              let owner = unit.owner, !index.isProtocol(owner),
              !selectorNames.contains(unit.name) else { return false }
        return index.allSupertypes(of: owner).contains { !index.extensionOnlyMethods(named: unit.name, of: $0).isEmpty }
    }

    private func isUnreachedLogic(_ u: Int) -> Bool {
        let unit = program.units[u]
        guard !unit.isClosure, unit.property == nil, unit.name != "init", let owner = unit.owner else { return false }
        if let f = unit.function, index.functions[f].fact.isProperty { return false }
        let role = roleOfType[owner]
        if role == .router || role == .builder {
            return unit.function.map { index.functions[$0].fact.isPrivate } == true && !selectorNames.contains(unit.name)
        }
        // A library's delegate callback (`audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, …)` of a presenter that sets
        // itself as the player's delegate): the library calls it, handing it the delegating object first.
        if libraryDelegates.contains(owner), let first = unit.parameters.first?.typeName, !first.isEmpty,
           let type = program.nominal(first, in: owner), !index.isKnownType(type) {
            return false
        }
        return role == .presenter || role == .interactor || owner.hasSuffix("ViewModel")
    }

    /// Types whose code sets `self` as an object's delegate or data source (`player.delegate = self`).
    private lazy var libraryDelegates: Set<String> = {
        var owners: Set<String> = []
        for unit in program.units {
            guard let owner = unit.owner else { continue }
            for case .assign(.member(_, let property), .name("self"), _) in unit.body where property == "delegate" || property == "dataSource" {
                owners.insert(owner)
            }
        }
        return owners
    }()

    /// A method of app code that nothing calls, which answers only a requirement of protocols the app declares
    /// itself (a coordinator's `playerDidRequestQueue()` for a module's delegate protocol), and whose name no code
    /// sends or names: only the app's own code could call it, and none does (a library protocol's method, one a
    /// selector names, or one some code mentions may run).
    private func isUnsentRequirement(_ u: Int) -> Bool {
        let unit = program.units[u]
        guard !unit.isClosure, unit.property == nil, unit.name != "init", let owner = unit.owner,
              !memberNamesSent.contains(unit.name), !selectorNames.contains(unit.name) else { return false }
        let protocols = index.allSupertypes(of: owner).filter { index.isProtocol($0) }
        return protocols.contains { p in
            index.declaration(p)?.requirements.contains { TypeIndex.requirementName($0.signature) == unit.name } == true
        }
    }

    /// Every member name code sends or names (`delegate?.didFinish()`, `[self.output moduleDidClose]`, `handler: self.close`).
    private lazy var memberNamesSent: Set<String> = {
        var names: Set<String> = []
        for unit in program.units {
            for statement in unit.body {
                for expr in statement.expressions {
                    expr.forEachExpression { node in
                        switch node {
                        case .member(_, let n), .name(let n): names.insert(n)
                        default: break
                        }
                    }
                }
            }
        }
        return names
    }()

    /// Every text code names (`NavigationResolver.textsNamed`).
    lazy var textsNamed: Set<String> = Self.textsNamed(program)

    /// Every method name a selector names (`#selector(close)`, `@selector(closeModule:)`): UIKit or a send may run them.
    private lazy var selectorNames: Set<String> = {
        var names: Set<String> = []
        for unit in program.units {
            for statement in unit.body {
                for expr in statement.expressions {
                    expr.forEachExpression { node in
                        guard case .call(.name("#selector"), let args) = node, let first = args.first?.value else { return }
                        switch first {
                        case .name(let n): names.insert(n.split(separator: ":").first.map(String.init) ?? n)
                        case .member(_, let n): names.insert(n)
                        case .call(.name(let n), _), .call(.member(_, let n), _): names.insert(n)
                        default: break
                        }
                    }
                }
            }
        }
        return names
    }()

    /// The outcomes a unit speaks for: its run with declared types; for a closure, its runs with what the
    /// code writing it captured.
    func generalOutcomes(of u: Int) -> [Outcome] {
        let unit = program.units[u]
        guard unit.isClosure else { return [flow.outcome(of: u)] }
        return flow.closuresMade(for: u).prefix(4).map { closure in
            let arguments = unit.parameters.map { p in program.nominal(p.typeName, in: unit.owner).map { ValueSet([.typed($0)]) } ?? ValueSet() }
            return flow.outcome(of: u, in: Context(receiver: closure.receiver, arguments: arguments, captures: closure.captures))
        }
    }

    // MARK: who emits

    /// What an effect says, for comparing what two units emit: its tag and the modules involved.
    struct Projection: Hashable {
        var tag: Int
        var modules: [String]
        var note: String
    }

    func projection(_ effect: Effect) -> Projection {
        // A back call closes the screen of the module asking, whichever screen value it is called on.
        let isBack = effect.tag == ShowEffect.popToRoot || ShowEffect.kind(effect.tag)?.isBackward == true
        let modules = isBack ? [] : effect.values.prefix(1).flatMap { model.modules(of: $0) }.sorted()
        let note = modules.isEmpty ? effect.note : (ShowEffect.stepOf(effect.note) ?? "")
        return Projection(tag: effect.tag, modules: modules, note: note)
    }

    enum Settlement { case open, settled, askedOf }

    /// Whether a unit below `u` on the effect's way speaks for it already: module code of the same module
    /// below module code (the innermost asks), any emitter below app code. Another module's code that
    /// does it when this module asks (an output delegate) speaks for its own module, and this module
    /// asked for it too (`askedOf`).
    func settlement(_ effect: Effect, _ trail: Trail, at u: Int) -> Settlement {
        guard !trail.path.isEmpty else { return .open }
        let p = projection(effect)
        var result = Settlement.open
        for c in trail.path where emitters[c] && rawEmission(of: c).contains(p) {
            switch (unitOwners[u], unitOwners[c]) {
            case (.module(let a), .module(let b)):
                if a == b { return .settled }
                // Building the other module (its builder, an initializer) is not asking it to navigate:
                // what it does later is its own.
                let entry = trail.path.first { unitOwners[$0] == .module(b) }
                if let entry, isConstruction(entry) { return .settled }
                result = .askedOf
            case (.module, _):
                continue
            default:
                return .settled
            }
        }
        return result
    }

    /// A show that happens only for some cases of the unit's own parameter is said by the callers that pass
    /// the case; by the unit itself only when nothing in the scan calls it.
    func speaksFor(_ effect: Effect, at u: Int) -> Bool {
        guard effect.conditional || showsParameter(effect) else { return true }
        let unit = program.units[u]
        let outer = unit.isClosure ? (unit.definer ?? u) : u
        return flow.callers(of: outer).isEmpty
    }

    /// A forward show of the screen the unit was handed: its callers say which.
    private func showsParameter(_ effect: Effect) -> Bool {
        guard let kind = ShowEffect.kind(effect.tag), !kind.isBackward, let screens = effect.values.first else { return false }
        let shown = screens.filter(model.isScreenLike)
        return !shown.isEmpty && shown.allSatisfy(\.isParameter)
    }

    /// A builder's code or an initializer: code that makes a module, not code that acts for one.
    func isConstruction(_ u: Int) -> Bool {
        let unit = program.units[u]
        if unit.name == "init" { return true }
        guard let owner = unit.owner else { return false }
        if roleOfType[owner] == .builder { return true }
        // A static method of a module's type that gives the module's screen (`LibraryRouter.assembleModule()`).
        guard unit.isStatic, case .module(let m) = unitOwners[u] else { return false }
        return model.modules(of: flow.outcome(of: u).returns) == [m]
    }

    /// What a unit emits on its own, ignoring what units below it emit (a module does not show itself).
    func rawEmission(of c: Int) -> Set<Projection> {
        if let known = rawEmissions[c] { return known }
        var result: Set<Projection> = []
        let me = unitOwners[c].name
        for outcome in generalOutcomes(of: c) {
            for effect in outcome.effects.keys where speaksFor(effect, at: c) {
                let p = projection(effect)
                if ShowEffect.kind(effect.tag).map({ !$0.isBackward }) == true, p.modules == [me ?? ""], ShowEffect.stepOf(effect.note) == nil { continue }
                result.insert(p)
            }
        }
        rawEmissions[c] = result
        return result
    }
}

import Foundation
import ViperMapModel

/// Finds navigation: each function's summary (what it shows, what it returns) is computed to a fixed
/// point, so that a router method is followed into the builder, helper, protocol extension or other
/// module's wireframe it calls; then edges are emitted at the outermost code of the module that navigates.
final class NavigationResolver {
    let index: TypeIndex
    let moduleOfType: [String: String]
    let helpers: [String: NavigationKind]
    let roleOfType: [String: Role]
    /// Scenes and segues of the scan's storyboards, for code that instantiates a scene or performs a segue.
    let storyboards: StoryboardResolver

    let moduleNames: Set<String>
    private var summaries: [Int: Set<ShowEntry>] = [:]
    /// What each function returns: modules, or one of its parameters.
    private(set) var returns: [Int: Set<Target>] = [:]
    private var ownerCache: [String: CodeOwner] = [:]

    init(index: TypeIndex, moduleOfType: [String: String], roleOfType: [String: Role], helpers: [String: NavigationKind],
         storyboards: StoryboardResolver = StoryboardResolver()) {
        self.index = index
        self.storyboards = storyboards
        self.moduleOfType = moduleOfType
        self.roleOfType = roleOfType
        self.helpers = helpers
        moduleNames = Set(moduleOfType.values)
        for decl in index.declarations where ownerCache[decl.name] == nil {
            ownerCache[decl.name] = Self.classify(decl.name, index: index, moduleOfType: moduleOfType, roleOfType: roleOfType)
        }
    }

    // MARK: ownership

    /// Navigating roles: a module's cells, adapters and helper screens ('other') do not speak for it.
    static let navigatingRoles: Set<Role> = [.view, .presenter, .interactor, .router, .builder, .worker]

    static func classify(_ type: String, index: TypeIndex, moduleOfType: [String: String], roleOfType: [String: Role]) -> CodeOwner {
        if let module = moduleOfType[type] {
            return navigatingRoles.contains(roleOfType[type] ?? .other) ? .module(module) : .none
        }
        let supers = index.allSupertypes(of: type)
        if type.hasSuffix("AppDelegate") || type.hasSuffix("SceneDelegate")
            || supers.contains(where: { $0 == "UIApplicationDelegate" || $0 == "UIWindowSceneDelegate" }) {
            return .app
        }
        let viewSuffixes = ["Controller", "View", "Cell", "VC"]
        if viewSuffixes.contains(where: { type.hasSuffix($0) }) || supers.contains(where: { RoleNaming.uikitViewClasses.contains($0) }) {
            return .none
        }
        return .app
    }

    func owner(ofType type: String?) -> CodeOwner {
        guard let type else { return .app }
        return ownerCache[type] ?? (moduleOfType[type].map { .module($0) } ?? .app)
    }

    func owner(of function: Int) -> CodeOwner { owner(ofType: index.functions[function].owner) }

    // MARK: the fixed point

    /// Forward edges, the pops and dismisses to resolve, the tab switches, and each tab bar's modules in order.
    struct Solution {
        var edges: [NavigationEdge]
        var back: [BackEvent]
        var tabSwitches: [TabSwitch]
        var tabOrders: [String: [Set<String>]]
        /// UIKit show calls in module or app code whose screen could not be named.
        var unresolved: [Diagnostic] = []
    }

    func solve(threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> Solution {
        let ids = Array(index.functions.indices)
        // First round in parallel: every function against empty callee summaries (reads only).
        let firstRound = Parallel.map(ids.count, threads: threads) { summarize(ids[$0]) }
        var callers: [Int: Set<Int>] = [:]
        var changed: [Int] = []
        var maybeUnresolved: Set<Int> = []
        for (id, (shows, rets, callees, unresolved)) in zip(ids, firstRound) {
            if unresolved { maybeUnresolved.insert(id) }
            for callee in callees { callers[callee, default: []].insert(id) }
            if !shows.isEmpty || !rets.isEmpty {
                summaries[id] = shows
                returns[id] = rets
                changed.append(id)
            }
        }
        // Then a worklist: a function is summarised again only when something it calls has changed.
        var queue: [Int] = []
        var queued: Set<Int> = []
        for id in changed {
            for caller in (callers[id] ?? []).sorted() where queued.insert(caller).inserted { queue.append(caller) }
        }
        var head = 0
        while head < queue.count {
            let id = queue[head]
            head += 1
            queued.remove(id)
            let (shows, rets, callees, _) = summarize(id)
            for callee in callees { callers[callee, default: []].insert(id) }
            guard shows != summaries[id, default: []] || rets != returns[id, default: []] else { continue }
            summaries[id] = shows
            returns[id] = rets
            for caller in (callers[id] ?? []).sorted() where queued.insert(caller).inserted {
                queue.append(caller)
            }
        }
        // Emission reads the summaries only: in parallel, merged in a fixed order. A function whose
        // summary is empty has nothing to emit (every edge it could emit is in its summary).
        // Who reaches coordinators: module code, app code. Only needed when the scan has coordinators.
        let coordinatorFunctions = ids.filter { id in index.functions[id].owner.map(isCoordinator) ?? false }
        var fromModules: Set<Int> = [], fromApp: Set<Int> = []
        if !coordinatorFunctions.isEmpty {
            var callees: [Int: [Int]] = [:]
            for (callee, set) in callers { for caller in set { callees[caller, default: []].append(callee) } }
            fromModules = reached(from: { if case .module = self.owner(of: $0) { return true } else { return false } }, callees)
            fromApp = reached(from: { id in
                guard self.owner(of: id) == .app, !self.index.functions[id].isProtocolExtension else { return false }
                return self.index.functions[id].owner.map { !self.isCoordinator($0) } ?? true
            }, callees)
        }
        let navigating = ids.filter { id in
            guard !(summaries[id] ?? []).isEmpty || maybeUnresolved.contains(id) else { return false }
            // A coordinator's method that module code calls navigates for those modules, not for the app;
            // a protocol extension's (`DetailRoute.openDetail()`) always runs for an adopter, whose code emits it.
            if let type = index.functions[id].owner, isCoordinator(type), fromModules.contains(id), !fromApp.contains(id) { return false }
            if index.functions[id].isProtocolExtension, owner(of: id) == .app { return false }
            return true
        }
        let emitted = Parallel.map(navigating.count, threads: threads) { i -> Emitted in
            var out = Emitted()
            if let from = owner(of: navigating[i]).name { emit(navigating[i], from: from, into: &out) }
            return out
        }
        var all = Emitted()
        for out in emitted {
            all.edges.formUnion(out.edges)
            all.back.formUnion(out.back)
            all.tabs.formUnion(out.tabs)
            all.unresolved.formUnion(out.unresolved)
            for (host, order) in out.orders where all.orders[host] == nil || all.orders[host]!.count < order.count {
                all.orders[host] = order
            }
        }
        return Solution(edges: all.edges.sorted(),
                        back: all.back.sorted { ($0.from, $0.file, $0.line, $0.via) < ($1.from, $1.file, $1.line, $1.via) },
                        tabSwitches: all.tabs.sorted { ($0.from, $0.file, $0.line, $0.index) < ($1.from, $1.file, $1.line, $1.index) },
                        tabOrders: all.orders, unresolved: all.unresolved.sorted())
    }

    /// Coordinators and flows outside every module (`LoginFlowCoordinator`, `CheckoutFlow`, not `AppCoordinator`).
    func isCoordinator(_ type: String) -> Bool {
        guard moduleOfType[type] == nil, ModuleResolver.isCoordinatorName(type) else { return false }
        return !ModuleResolver.isAppPrefixed(type)
    }

    /// Functions that the functions picked by `start` call, directly or through other functions.
    private func reached(from start: (Int) -> Bool, _ callees: [Int: [Int]]) -> Set<Int> {
        var seen: Set<Int> = []
        var stack = index.functions.indices.filter(start)
        while let next = stack.popLast() {
            for callee in callees[next] ?? [] where seen.insert(callee).inserted { stack.append(callee) }
        }
        return seen
    }

    private struct Emitted {
        var edges: Set<NavigationEdge> = []
        var back: Set<BackEvent> = []
        var tabs: Set<TabSwitch> = []
        var orders: [String: [Set<String>]] = [:]
        var unresolved: Set<Diagnostic> = []
    }

    /// What function `id` shows and returns, given the current summaries of what it calls.
    private func summarize(_ id: Int) -> (Set<ShowEntry>, Set<Target>, Set<Int>, Bool) {
        var unresolved = false
        var shows: Set<ShowEntry> = []
        var rets: Set<Target> = []
        var callees: Set<Int> = []
        let me = owner(of: id)
        walk(id) { event, env in
            switch event {
            case .show(let kind, let targets, _, _):
                if targets.isEmpty {
                    if kind.isBackward { shows.insert(ShowEntry(kind: kind, target: nil, condition: env.condition)) }
                } else {
                    for t in targets { shows.insert(ShowEntry(kind: kind, target: t, condition: env.condition)) }
                }
            case .call(let callee, let args, _, let dispatch):
                callees.insert(callee)
                let calleeOwner = owner(of: callee)
                let isHelper = calleeOwner == me || calleeOwner == .app || calleeOwner == .none
                for entry in summaries[callee] ?? [] {
                    guard let condition = passes(entry, args, env) else { continue }
                    switch entry.target {
                    case .param(let j)?:
                        for t in argument(j, args, env) { shows.insert(ShowEntry(kind: entry.kind, target: t, condition: condition)) }
                    case .module(let m)?:
                        // A container built by app code holds its tabs itself: embeds do not pass up to callers.
                        if entry.kind == .embed, calleeOwner != me, calleeOwner == .app || calleeOwner == .none { continue }
                        if let d = dispatch {
                            if let j = d.receiverParam, calleeOwner == .module(m) {
                                shows.insert(ShowEntry(kind: entry.kind, target: .param(j), condition: condition))
                                continue
                            }
                            if d.wide { continue }
                        }
                        if isHelper || calleeOwner == .module(m) { shows.insert(ShowEntry(kind: entry.kind, target: entry.target, condition: condition)) }
                    case nil:
                        if isHelper { shows.insert(ShowEntry(kind: entry.kind, target: nil, condition: condition, tab: entry.tab)) }
                    }
                }
            case .ret(let targets):
                rets.formUnion(targets)
            case .tabSwitch(let index, _):
                shows.insert(ShowEntry(kind: .unknown, target: nil, condition: env.condition, tab: index))
            case .unresolved:
                unresolved = true
            case .embedList:
                break
            }
        }
        let declared = index.functions[id].fact.returnType
        if let module = moduleOfType[declared] { rets.insert(.module(module)) }
        return (shows, rets, callees, unresolved)
    }

    private func emit(_ id: Int, from: String, into out: inout Emitted) {
        let function = index.functions[id]
        let via = function.fact.qualifiedName(owner: function.owner)
        let me = owner(of: id)
        func add(_ kind: NavigationKind, _ targets: Set<Target>, _ line: Int, through callee: Int? = nil, _ calleeTarget: Target? = nil, step: String? = nil) {
            for case .module(let m) in targets {
                var chain: [Int] = []
                var last = step
                if let callee {
                    let (below, found) = explain(callee, kind, calleeTarget ?? .module(m), depth: 0)
                    chain = [callee] + below
                    last = found
                }
                // A module shows itself only through a segue to its own scene (a new instance of the screen).
                guard m != from || last.map(storyboards.selfSegueSteps.contains) == true else { continue }
                let owner = ([id] + chain).lazy.compactMap { self.index.functions[$0].owner }.first { self.isCoordinator($0) }
                out.edges.insert(NavigationEdge(from: from, to: m, kind: kind, via: via, file: function.file, line: line,
                                                through: chain.map(describeFunction) + (last.map { [$0] } ?? []), owner: owner))
            }
        }
        walk(id) { event, env in
            switch event {
            case .show(var kind, let targets, let line, let step):
                // Shown only for some cases of a parameter: the callers, who pass the case, say where to.
                // A kind kept in state that no caller here sets: one edge of kind unknown.
                if let state = env.condition?.state, !state.isEmpty { kind = kind.isBackward ? kind : .unknown }
                else if env.condition != nil { return }
                let modules = targets.filter { if case .module = $0 { return true } else { return false } }
                if modules.isEmpty, kind.isBackward {
                    if closesItsScreen(function.owner) { out.back.insert(BackEvent(from: from, kind: kind, via: via, file: function.file, line: line)) }
                } else {
                    add(kind, modules, line, step: step)
                }
            case .call(let callee, let args, let line, let dispatch):
                let calleeOwner = owner(of: callee)
                let isHelper = calleeOwner != me && (calleeOwner == .app || calleeOwner == .none)
                for var entry in summaries[callee] ?? [] {
                    guard let condition = passes(entry, args, env) else { continue }
                    if let state = condition?.state, !state.isEmpty, !entry.kind.isBackward { entry.kind = .unknown } else if !condition.isNone { continue }
                    // The callee did not emit what it shows only for some cases: its caller does.
                    let notEmittedByCallee = isHelper || (calleeOwner == me && entry.condition != nil)
                    switch entry.target {
                    case .param(let j)?:
                        // A builder handed the tabs of the tab bar it makes: the tab bar module embeds them.
                        let containers = (returns[callee] ?? []).compactMap { t -> String? in if case .module(let c) = t { return c } else { return nil } }
                        if entry.kind == .embed, containers.count == 1, let container = containers.first, container != from {
                            for case .module(let m) in argument(j, args, env) where m != container {
                                out.edges.insert(NavigationEdge(from: container, to: m, kind: .embed, via: via, file: function.file, line: line))
                            }
                        } else {
                            add(entry.kind, argument(j, args, env), line, through: callee, .param(j))
                        }
                    case .module(let m)?:
                        if entry.kind == .embed, isHelper { continue }
                        // Through a dispatch on our own parameter, or too wide to tell: not ours to emit.
                        if let d = dispatch, d.wide || (d.receiverParam != nil && calleeOwner == .module(m)) { continue }
                        if notEmittedByCallee || (calleeOwner == .module(m) && calleeOwner != me) { add(entry.kind, [.module(m)], line, through: callee, .module(m)) }
                    case nil:
                        guard notEmittedByCallee, closesItsScreen(function.owner) else { break }
                        if let tab = entry.tab {
                            out.tabs.insert(TabSwitch(from: from, index: tab, via: via, file: function.file, line: line))
                        } else {
                            out.back.insert(BackEvent(from: from, kind: entry.kind, via: via, file: function.file, line: line))
                        }
                    }
                }
            case .ret:
                break
            case .tabSwitch(let index, let line):
                if env.condition == nil, closesItsScreen(function.owner) {
                    out.tabs.insert(TabSwitch(from: from, index: index, via: via, file: function.file, line: line))
                }
            case .unresolved(let call, let why, let line):
                guard env.condition == nil else { return }
                out.unresolved.insert(Diagnostic(severity: .info, file: function.file, line: line,
                    message: "navigation not resolved: \(call) at \(function.file):\(line) (\(why); in \(via))"))
            case .embedList(let items):
                out.orders[from] = items.map { Set($0.compactMap { if case .module(let m) = $0 { return m } else { return nil } }) }
            }
        }
    }

    /// A summary's entries in a fixed order (modules by name, then parameters by position), so that the
    /// first explanation found is the same in every run.
    static func ordered(_ entries: Set<ShowEntry>) -> [ShowEntry] {
        func key(_ e: ShowEntry) -> String {
            let target: String
            switch e.target {
            case .module(let m)?: target = "0" + m
            case .param(let j)?: target = "1" + String(j)
            case nil: target = "2"
            }
            return target + "\u{0}" + e.kind.rawValue + "\u{0}" + (e.condition.map { "\($0.param)\($0.state ?? "")" + $0.cases.sorted().joined(separator: ",") } ?? "")
        }
        return entries.sorted { key($0) < key($1) }
    }

    func describeFunction(_ id: Int) -> String {
        let function = index.functions[id]
        return function.fact.qualifiedName(owner: function.owner)
    }

    /// The chain of functions below `id` that shows `target` with `kind` (an `unknown` kind matches any):
    /// the first call in `id` whose summary has it, then that callee's own chain, up to the UIKit call;
    /// and the storyboard step that call takes, if any (`Main.storyboard: segue showDetail`).
    private func explain(_ id: Int, _ kind: NavigationKind, _ target: Target, depth: Int) -> ([Int], String?) {
        guard depth < 12 else { return ([], nil) }
        var found: ([Int], String?)? = nil
        walk(id) { event, env in
            guard found == nil else { return }
            switch event {
            case .show(let k, let targets, _, let step):
                if (k == kind || kind == .unknown), targets.contains(target) { found = ([], step) }
            case .call(let callee, let args, _, _):
                for entry in Self.ordered(summaries[callee] ?? []) where entry.kind == kind || kind == .unknown {
                    let next: Target
                    switch entry.target {
                    case .module(let m)? where target == .module(m): next = target
                    case .param(let j)? where argument(j, args, env).contains(target): next = .param(j)
                    default: continue
                    }
                    let (below, step) = explain(callee, kind, next, depth: depth + 1)
                    found = ([callee] + below, step)
                    return
                }
            default:
                break
            }
        }
        return found ?? ([], nil)
    }

    /// A router's pop or dismiss closes its module's screen; a view's may close an alert or a
    /// keyboard, so only routing code counts.
    private func closesItsScreen(_ type: String?) -> Bool {
        guard let type, let role = roleOfType[type] else { return false }
        return role == .router || role == .builder
    }

    /// Whether a callee's entry applies to this call, and under which condition of the caller's own
    /// parameters (nil: the entry does not apply; `.some(nil)`: it applies unconditionally here).
    private func passes(_ entry: ShowEntry, _ args: [CallArgument], _ env: Env) -> CaseCondition?? {
        guard let condition = entry.condition else { return .some(env.condition) }
        if let state = condition.state {
            // The kind was put in a stored property: by this function (a case, or its own parameter), or higher up.
            switch env.state[state] {
            case .caseName(let name)?: return condition.admits(name) ? .some(env.condition) : nil
            case .param(let k)?: return .some(CaseCondition(param: k, cases: condition.cases))
            case nil: return .some(env.condition ?? condition)
            }
        }
        guard condition.param < args.count else { return .some(env.condition) }
        let arg = args[condition.param].value
        if let name = Self.caseName(arg) ?? enumConstant(arg, env) { return condition.admits(name) ? .some(env.condition) : nil }
        if case .name(let n) = arg, env.values[n] == nil, let k = env.params[n] {
            return .some(CaseCondition(param: k, cases: condition.cases))
        }
        return .some(env.condition)
    }

    /// `VTDRouteAdd`: an enum constant used by its bare name (an Objective-C `NS_ENUM`'s, or a C enum's).
    func enumConstant(_ expr: Expr, _ env: Env) -> String? {
        guard case .name(let n) = expr, n.first?.isUppercase == true, env.values[n] == nil, env.params[n] == nil,
              index.enumCaseNames.contains(n) else { return nil }
        return n
    }

    /// `.settings`, `.profile(userID: id)`, `Route.settings`: the enum case an argument names.
    static func caseName(_ expr: Expr) -> String? {
        switch expr {
        case .member(nil, let n), .call(.member(nil, let n), _): return n
        case .member(.name(let t)?, let n), .call(.member(.name(let t)?, let n), _):
            return t.first?.isUppercase == true && n.first?.isLowercase == true ? n : nil
        default: return nil
        }
    }

    func argument(_ j: Int, _ args: [CallArgument], _ env: Env) -> Set<Target> {
        guard j < args.count else { return [] }
        return Self.capped(resolve(args[j].value, env), .push)
    }

    /// One push, present or root shows one screen; a value that may be any of many modules comes from
    /// a registry or a protocol with many adopters, and says nothing about which: drop it. (Tab bars
    /// embed many at once.)
    static let maxTargets = 3

    static func capped(_ targets: Set<Target>, _ kind: NavigationKind) -> Set<Target> {
        guard kind != .embed else { return targets }
        let modules = targets.filter { if case .module = $0 { return true } else { return false } }
        return modules.count > maxTargets ? targets.subtracting(modules) : targets
    }

    // MARK: walking a body

    enum Event {
        /// `step`: the storyboard segue the call performs, for `through`.
        case show(NavigationKind, Set<Target>, line: Int, step: String? = nil)
        case call(Int, [CallArgument], line: Int, dispatch: Dispatch?)
        case ret(Set<Target>)
        case tabSwitch(Int, line: Int)
        /// The modules of a tab bar, in tab order.
        case embedList([Set<Target>])
        /// A UIKit show call whose screen the scan cannot name.
        case unresolved(call: String, why: String, line: Int)
    }

    /// A call that may run one of several implementations (a protocol with many adopters).
    struct Dispatch {
        /// The implementations show more modules than one screen could be: which one is unknown.
        var wide: Bool
        /// The value called is this parameter: each implementation shows its own module, so the call
        /// shows the module of whatever the caller passes.
        var receiverParam: Int?
    }

    struct Env {
        var ownerType: String?
        /// The file of the function being read (its file-level constants come first).
        var file: String? = nil
        /// The function being read (an inline block's statements are in its body).
        var function: Int? = nil
        var params: [String: Int] = [:]
        var types: [String: String] = [:]
        var values: [String: Set<Target>] = [:]
        /// The innermost `switch` case on a parameter that the current statement is under.
        var condition: CaseCondition? = nil
        /// Stored properties this function has set so far, to a parameter or a case.
        var state: [String: StateValue] = [:]
        /// What each local was bound to, to say where an unresolved screen came from.
        var origins: [String: Expr] = [:]
    }

    private func walk(_ id: Int, _ visit: (Event, Env) -> Void) {
        let function = index.functions[id]
        var env = Env(ownerType: function.owner, file: function.file, function: id)
        for (i, p) in function.fact.parameters.enumerated() {
            env.params[p.name] = i
            env.types[p.name] = p.typeName
        }
        var conditions: [CaseCondition?] = []
        let preparesSegue = function.fact.name == "prepare" && function.fact.parameters.first?.label == "for"
        for stmt in function.fact.body {
            if preparesSegue { segueDestinations(in: stmt, env, visit) }
            switch stmt {
            case .when(let subject, let cases, _):
                var condition: CaseCondition? = nil
                if case .name(let n) = subject, env.values[n] == nil, let p = env.params[n], !cases.isEmpty {
                    condition = CaseCondition(param: p, cases: Set(cases))
                } else if !cases.isEmpty, let property = storedProperty(subject, env) {
                    condition = env.state[property].map { value -> CaseCondition? in
                        switch value {
                        case .param(let k): return CaseCondition(param: k, cases: Set(cases))
                        case .caseName: return nil
                        }
                    } ?? CaseCondition(param: -1, cases: Set(cases), state: property)
                }
                conditions.append(condition)
                env.condition = conditions.last { $0 != nil } ?? nil
            case .endWhen:
                _ = conditions.popLast()
                env.condition = conditions.last { $0 != nil } ?? nil
            case .bind(let name, let value, let type, let line):
                // A closure with several `return`s may give any of them.
                var resolved = resolve(value, env)
                // `let list: ListViewController = board.instantiateViewController(...)`, `VTDListViewController *list = ...`:
                // the declared type says what an unresolved value is, as a cast would.
                if resolved.isEmpty, !type.isEmpty { resolved = resolve(.cast(value, type), env) }
                env.values[name] = name.hasPrefix("$closure") ? resolved.union(env.values[name] ?? []) : resolved
                env.types[name] = type.isEmpty ? typeOf(value, env) : type
                env.params[name] = nil
                env.origins[name] = value
                calls(in: value, env, line, visit)
            case .assign(let target, let value, let line):
                recordState(target, value, &env)
                if let kind = assignmentKind(target, env) {
                    let targets = resolve(value, env)
                    visit(.show(kind, Self.capped(targets, kind), line: line), env)
                    if let why = unresolvedReason(kind, targets, value, env) { visit(.unresolved(call: Self.describe(target) + " = …", why: why, line: line), env) }
                    if kind == .embed, case .list(let items) = value { visit(.embedList(items.map { resolve($0, env) }), env) }
                } else if case .member(_, "selectedIndex") = target, case .literal(let digits) = value, let index = Int(digits) {
                    visit(.tabSwitch(index, line: line), env)
                } else if case .name(let name) = target, env.values[name] != nil || env.types[name] != nil {
                    env.values[name] = resolve(value, env)
                }
                calls(in: value, env, line, visit)
            case .eval(let expr, let line):
                if case .call(.member(let list?, "append"), let args) = expr, args.count == 1 { recordState(list, args[0].value, &env) }
                calls(in: expr, env, line, visit)
            case .ret(let expr, let line):
                visit(.ret(resolve(expr, env)), env)
                calls(in: expr, env, line, visit)
            }
        }
    }

    /// `self.kind = kind`, `kinds.append(.push)`: what a stored property of the owner holds from here on.
    private func recordState(_ target: Expr, _ value: Expr, _ env: inout Env) {
        let held: StateValue
        if case .name(let n) = value, env.values[n] == nil, let k = env.params[n] {
            held = .param(k)
        } else if let name = Self.caseName(value) ?? enumConstant(value, env) {
            held = .caseName(name)
        } else {
            return
        }
        guard let property = storedProperty(target, env) else { return }
        env.state[property] = held
    }

    /// The owner's stored property an expression reads (`kind`, `self.kind`), seen through a computed
    /// property that returns it (`var kind: Kind { kinds.last ?? .push }` reads `kinds`).
    func storedProperty(_ expr: Expr, _ env: Env) -> String? {
        let name: String
        switch expr {
        case .name(let n) where env.values[n] == nil && env.params[n] == nil && env.types[n] == nil: name = n
        case .member(.name("self")?, let n): name = n
        default: return nil
        }
        guard let owner = env.ownerType, propertyType(owner, name) != nil || index.propertyTypes[owner]?[name] != nil
                || !index.lookup(method: name, labels: [], in: owner).isEmpty else { return nil }
        // Keyed by the type that declares it: another type's property of the same name is another state.
        func declared(_ property: String) -> String? {
            ([owner] + index.allSupertypes(of: owner)).first { index.propertyTypes[$0]?[property] != nil }.map { $0 + "." + property }
        }
        // A computed property: the stored property its getter returns.
        for id in index.lookup(method: name, labels: [], in: owner) {
            for case .ret(let value, _) in index.functions[id].fact.body {
                if let stored = Self.firstName(value), stored != name, let key = declared(stored) { return key }
            }
        }
        return declared(name) ?? owner + "." + name
    }

    private static func firstName(_ expr: Expr) -> String? {
        switch expr {
        case .name(let n): return n
        case .member(.name("self")?, let n): return n
        case .member(let base?, _): return firstName(base)
        case .call(let callee, _): return firstName(callee)
        case .list(let items): return items.lazy.compactMap(firstName).first
        default: return nil
        }
    }

    /// A call's arguments, one per parameter of the function it runs: an argument left out takes the
    /// parameter's default (`type: NavigationType = .push`), so positions and kinds line up.
    static func aligned(_ args: [CallArgument], to function: FunctionFact) -> [CallArgument] {
        let allParams = function.parameters
        guard allParams.contains(where: { $0.defaultValue != nil }), args.count < allParams.count else { return args }
        // Trailing closures fill the last parameters; the other arguments line up against the ones before.
        let trailing = args.reversed().prefix { $0.label == ExpressionConverter.trailingLabel }.count
        let params = Array(allParams.dropLast(trailing))
        let given = Array(args.dropLast(trailing))
        var result: [CallArgument] = []
        var next = 0
        for (i, param) in params.enumerated() {
            let remainingParams = params.count - i
            let remainingArgs = given.count - next
            if next < given.count, given[next].label == param.label || param.defaultValue == nil || remainingArgs >= remainingParams {
                result.append(given[next])
                next += 1
            } else {
                result.append(CallArgument(label: param.label, value: param.defaultValue ?? .other))
            }
        }
        return result + args.suffix(trailing)
    }

    /// System screens (alerts, pickers, share sheets, Safari, mail) are not navigation and need no target.
    static let systemControllers: Set<String> = [
        "UIAlertController", "UIImagePickerController", "UIActivityViewController", "SFSafariViewController",
        "MFMailComposeViewController", "MFMessageComposeViewController", "UIDocumentPickerViewController",
        "UIDocumentInteractionController", "PHPickerViewController", "UIColorPickerViewController",
        "UIFontPickerViewController", "CNContactPickerViewController", "CNContactViewController", "SKStoreProductViewController",
        "UIReferenceLibraryViewController", "UIPrintInteractionController", "QLPreviewController", "AVPlayerViewController",
        "UIVideoEditorController", "EKEventEditViewController", "UICloudSharingController", "UISearchController",
    ]

    /// Why a forward show call names no module, or nil when it does (or shows a parameter that its callers
    /// name, or a system screen, or nothing of the app's).
    func unresolvedReason(_ kind: NavigationKind, _ targets: Set<Target>, _ shown: Expr, _ env: Env) -> String? {
        guard !kind.isBackward, targets.isEmpty else { return nil }
        // A custom storyboard segue's `perform()` shows the destination its storyboard names.
        if let owner = env.ownerType, index.allSupertypes(of: owner).contains("UIStoryboardSegue") { return nil }
        // A screen of a known type that is no module's (a plain MVC controller, a container made in place,
        // a system screen) is what it is: not a target the scan failed to find.
        let generic = Self.wrappers.union(["UIViewController"])
        if let type = typeOf(shown, env), !type.isEmpty, type.first?.isUppercase == true, !index.isProtocol(type), !generic.contains(type) { return nil }
        switch shown {
        case .call(let callee, let args):
            if case .name(let t) = callee, t.first?.isUppercase == true {
                // `UINavigationController(rootViewController: x)`: the screen is x.
                if Self.wrappers.contains(t), let root = args.first?.value { return unresolvedReason(kind, resolve(root, env), root, env) }
                return nil
            }
            if case .member(_, let name) = callee, name == "instantiateViewController" || name == "instantiateViewControllerWithIdentifier", let first = args.first {
                let ids = strings(first.value, env)
                if ids.isEmpty { return "the storyboard ID is not a constant the scan can read" }
                if storyboards.catalog.boards.isEmpty { return "no storyboard in the scan has the scene \(ids.sorted().map { "'\($0)'" }.joined(separator: " or "))" }
                return "no scanned storyboard has a scene of a module with the ID \(ids.sorted().map { "'\($0)'" }.joined(separator: " or "))"
            }
            return "the view controller comes from \(Self.describe(callee))(…), which the scan cannot see into"
        case .name(let n):
            if let origin = env.origins[n], origin != shown {
                var inner = env
                inner.origins[n] = nil
                return unresolvedReason(kind, targets, origin, inner)
            }
            return "the value of `\(n)` is not known here"
        case .member:
            return "the value of `\(Self.describe(shown))` is not known here"
        case .list: return "several values, none of them a module"
        default: return "an expression the scan does not follow"
        }
    }

    static func describe(_ expr: Expr) -> String {
        switch expr {
        case .name(let n): return n
        case .member(let base?, let n): return describe(base) + "." + n
        case .member(nil, let n): return "." + n
        case .call(let callee, _): return describe(callee) + "(…)"
        case .cast(let inner, let t): return describe(inner) + " as " + t
        case .literal(let l): return "\"" + l + "\""
        default: return "…"
        }
    }

    /// In `prepare(for segue:sender:)`, `segue.destination as? DetailViewController` names the module a
    /// storyboard segue shows; how (push, modal) only the storyboard says.
    private func segueDestinations(in stmt: Stmt, _ env: Env, _ visit: (Event, Env) -> Void) {
        func find(_ expr: Expr) {
            switch expr {
            case .cast(let inner, let type):
                // A storyboard that has the segue says how it shows: its own edge stands for it.
                if Self.mentionsDestination(inner), let m = moduleOfType[type],
                   !(env.ownerType.map { storyboards.hasSegue(fromClass: $0, to: m) } ?? false) {
                    visit(.show(.unknown, [.module(m)], line: stmt.line), env)
                }
                find(inner)
            case .member(let base?, _): find(base)
            case .call(let callee, let args):
                find(callee)
                args.forEach { find($0.value) }
            case .list(let items): items.forEach(find)
            default: break
            }
        }
        switch stmt {
        case .bind(_, let value, _, _), .eval(let value, _), .ret(let value, _): find(value)
        case .assign(let target, let value, _):
            find(target)
            find(value)
        default: break
        }
    }

    private static func mentionsDestination(_ expr: Expr) -> Bool {
        switch expr {
        case .member(let base, let name):
            return name == "destination" || name == "destinationViewController" || base.map(mentionsDestination) == true
        case .cast(let inner, _): return mentionsDestination(inner)
        case .call(let callee, _): return mentionsDestination(callee)
        default: return false
        }
    }

    /// Reports every call inside `expr`: UIKit navigation as shows, calls to scanned functions as calls.
    private func calls(in expr: Expr, _ env: Env, _ line: Int, _ visit: (Event, Env) -> Void) {
        switch expr {
        case .call(let callee, let args):
            if case .member(let base?, _) = callee { calls(in: base, env, line, visit) }
            for arg in args { calls(in: arg.value, env, line, visit) }
            if let (segues, why) = performedSegues(callee, args, env) {
                if let why { visit(.unresolved(call: Self.describe(callee) + "(…)", why: why, line: line), env) }
                for segue in segues {
                    for embedded in [false, true] {
                        let kind = embedded ? NavigationKind.embed : segue.kind
                        let targets = Set(segue.modules.filter { $0.embedded == embedded }.map { Target.module($0.module) })
                        if !targets.isEmpty { visit(.show(kind, Self.capped(targets, kind), line: line, step: segue.step), env) }
                    }
                }
                return
            }
            // ViperMcFlurry's `[self.transitionHandler closeCurrentModule:YES]` pops or dismisses, as its module was shown.
            if case .member(_, "closeCurrentModule") = callee, functions(called: callee, args, env).isEmpty {
                visit(.show(.pop, [], line: line), env)
                visit(.show(.dismiss, [], line: line), env)
                return
            }
            if let (kind, targets) = navigation(callee, args, env) {
                visit(.show(kind, Self.capped(targets, kind), line: line), env)
                if let shown = args.first?.value, let why = unresolvedReason(kind, targets, shown, env) {
                    visit(.unresolved(call: Self.describe(callee) + "(…)", why: why, line: line), env)
                }
                if kind == .embed, case .list(let items)? = args.first?.value { visit(.embedList(items.map { resolve($0, env) }), env) }
                return
            }
            let candidates = functions(called: callee, args, env)
            var dispatch: Dispatch? = nil
            if candidates.count > 1 {
                var spread: Set<String> = []
                for c in candidates { for entry in summaries[c] ?? [] { if case .module(let m)? = entry.target { spread.insert(m) } } }
                var receiverParam: Int? = nil
                if case .member(let base?, _) = callee {
                    let receiver = resolve(base, env)
                    if receiver.count == 1, case .param(let j)? = receiver.first { receiverParam = j }
                }
                dispatch = Dispatch(wide: spread.count > Self.maxTargets, receiverParam: receiverParam)
            }
            for function in candidates {
                visit(.call(function, Self.aligned(args, to: index.functions[function].fact), line: line, dispatch: dispatch), env)
            }
        case .member(let base?, _):
            calls(in: base, env, line, visit)
        case .list(let items):
            for item in items { calls(in: item, env, line, visit) }
        case .cast(let inner, _):
            calls(in: inner, env, line, visit)
        default:
            break
        }
    }
}

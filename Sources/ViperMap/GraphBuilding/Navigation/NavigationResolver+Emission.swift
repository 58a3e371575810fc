import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// Emission: an effect a unit speaks for becomes an edge (from the unit's module or `App`), a pop or
/// dismiss to resolve against the forward edges, a tab switch, or a diagnostic saying where the map
/// stops; embeds are drawn from the container that holds them, wherever the code that fills it runs.
extension NavigationResolver {
    /// One push, present or root shows one screen; a value that may be any of many modules says
    /// nothing about which: it is left out (tab bars embed many at once).
    static let maxTargets = 3

    /// One call shows one screen: a call of the unit's that may push, present or make the root any of more
    /// modules than one screen could be (a dispatch on a value that may be any module) shows none of them
    /// for certain, and says so.
    func withoutWideShows(_ effects: [(Effect, Trail)], at u: Int, into out: inout Emitted) -> [(Effect, Trail)] {
        var targets: [String: Set<String>] = [:]
        func key(_ effect: Effect, _ trail: Trail) -> String? {
            guard let kind = ShowEffect.kind(effect.tag), !kind.isBackward, kind != .embed else { return nil }
            return "\(trail.line)\u{0}\(kind.rawValue)"
        }
        for (effect, trail) in effects {
            if let k = key(effect, trail) { targets[k, default: []].formUnion(model.modules(of: effect.values[0])) }
        }
        let wide = Set(targets.filter { $0.value.count > Self.maxTargets }.keys)
        guard !wide.isEmpty else { return effects }
        let unit = program.units[u]
        // App code that module code calls: its callers, who know which, say so if they cannot tell either.
        let speaks = unitOwners[u] != .app || flow.callers(of: u).isEmpty
        for k in wide.sorted() where speaks {
            let line = Int(k.prefix { $0 != "\u{0}" }) ?? 0
            let modules = targets[k]!.sorted()
            out.stop(unit.file + ":\(line)", Diagnostic(severity: .info, file: unit.file, line: line,
                message: "navigation not resolved: a call at \(unit.file):\(line) may show any of \(modules.count) modules (\(modules.joined(separator: ", "))): which one, the code does not say (in \(describe(unitFunction: u)))"))
        }
        return effects.filter { key($0.0, $0.1).map { !wide.contains($0) } ?? true }
    }

    /// A call asks one module: when the value it is made on may be any of several modules' code (an
    /// output protocol's adopters, nothing assigned that the scan sees), which one asks for what it shows
    /// the code does not say; each of those modules draws its own navigation, and the call is said.
    func withoutWideAsks(_ effects: [(Effect, Trail)], at u: Int, into out: inout Emitted) -> [(Effect, Trail)] {
        guard case .module(let asker) = unitOwners[u], !effects.isEmpty else { return effects }
        var askedAt: [Int: Set<String>] = [:]
        for (_, trail) in effects {
            if let entry = trail.path.first(where: { if case .module(let m) = unitOwners[$0] { return m != asker } else { return false } }),
               let m = unitOwners[entry].name {
                askedAt[trail.line, default: []].insert(m)
            }
        }
        let wide = askedAt.filter { $0.value.count > 1 }
        guard !wide.isEmpty else { return effects }
        let unit = program.units[u]
        for (line, modules) in wide.sorted(by: { $0.key < $1.key }) {
            out.stop(unit.file + ":\(line)", Diagnostic(severity: .info, file: unit.file, line: line,
                message: "navigation not followed: the call at \(unit.file):\(line) asks whichever of \(modules.count) modules its value is (\(modules.sorted().joined(separator: ", "))), and the code does not say which; each draws its own navigation (in \(describe(unitFunction: u)))"))
        }
        return effects.filter { wide[$0.1.line] == nil }
    }

    func emit(_ effect: Effect, _ trail: Trail, at u: Int, into out: inout Emitted) {
        guard let from = unitOwners[u].name else { return }
        let unit = program.units[u]
        let via = describe(unitFunction: u)
        let line = trail.line
        let chain = trail.path.map(describe(unit:))
        if effect.tag == Effect.gap {
            guard case .module = unitOwners[u] else { return }
            out.stop(from + "\u{0}" + effect.note, Diagnostic(severity: .info, file: unit.file, line: line,
                message: "navigation not followed: \(effect.note) at \(unit.file):\(line) (in \(([via] + chain).joined(separator: " → ")))"))
            return
        }
        if effect.tag == ShowEffect.swap {
            guard effect.note != from else { return }
            out.follow()
            for m in model.modules(of: effect.values[0]).sorted() where m != from {
                out.edges.insert(NavigationEdge(from: from, to: m, kind: .root, via: via, file: unit.file, line: line, through: chain))
            }
            return
        }
        if effect.tag == ShowEffect.kept {
            guard case .module = unitOwners[u] else { return }
            // Kept in a property of a module's screen (its builder filling `pages`): that module keeps them, where it is written.
            let holders = effect.values.count > 1 ? model.modules(of: effect.values[1]) : []
            if holders.count == 1, let holder = holders.first {
                let modules = model.modules(of: effect.values[0]).filter { $0 != holder }.sorted()
                let origin = program.units[effect.unit]
                if !modules.isEmpty {
                    out.kept.insert(KeptScreens(from: holder, modules: modules, property: effect.note, via: describe(unitFunction: effect.unit),
                                                file: origin.file, line: effect.line))
                }
                return
            }
            let modules = model.modules(of: effect.values[0]).filter { $0 != from }.sorted()
            if !modules.isEmpty {
                out.kept.insert(KeptScreens(from: from, modules: modules, property: effect.note, via: via, file: unit.file, line: line))
            }
            return
        }
        if effect.tag == ShowEffect.tabSwitch {
            guard closesItsScreen(u), case .text(let digits)? = effect.values.first?.values.first, let tab = Int(digits) else { return }
            out.tabs.insert(TabSwitch(from: from, index: tab, via: via, file: unit.file, line: line))
            return
        }
        if effect.tag == ShowEffect.popToRoot || ShowEffect.kind(effect.tag)?.isBackward == true {
            emitBack(effect, trail, at: u, from: from, via: via, into: &out)
            return
        }
        guard var kind = ShowEffect.kind(effect.tag), kind != .embed || model.modules(of: effect.values[0]).isEmpty else { return }
        // Shown one way for one stored case and another way for another: which way, the code does not say.
        if effect.ambiguous { kind = .unknown }
        let step = ShowEffect.stepOf(effect.note)
        let targets = model.modules(of: effect.values[0])
        if targets.isEmpty, emitFilledContainer(effect, trail, kind: kind, at: u, from: from, into: &out) { return out.follow() }
        // A container class of no module shown: no module's screen; what it holds is drawn where it is filled.
        if targets.isEmpty, effect.values[0].contains(where: model.isPlainContainer) { out.follow() }
        if targets.isEmpty {
            // App code that module code calls leaves a screen it is handed to its callers, which say so if they cannot tell either.
            if let (call, why) = ShowEffect.reasonOf(effect.note), unitOwners[u] != .app || flow.callers(of: u).isEmpty {
                let place = chain.isEmpty ? via : ([via] + chain).joined(separator: " → ")
                out.stop(unit.file + ":\(line)", Diagnostic(severity: .info, file: unit.file, line: line,
                    message: "navigation not resolved: \(call) at \(unit.file):\(line) (\(why); in \(place))"))
            }
            return
        }
        guard targets.count <= Self.maxTargets || kind == .embed else { return }
        // Known: an edge to each target, or none to the module's own screen.
        out.follow()
        let owner = ([unit.owner] + trail.path.map { program.units[$0].owner }).lazy.compactMap { $0 }.first { self.isCoordinator($0) }
        let asked = isAskedOnly(u)
        for m in targets.sorted() {
            // A module shows itself through a segue to its own scene, or when its own code (nothing
            // another module runs) pushes or presents a new instance of its screen.
            guard m != from || step.map(storyboards.selfSegueSteps.contains) == true || opensItself(u, kind, effect.values[0], through: trail) else { continue }
            let edge = NavigationEdge(from: from, to: m, kind: kind, via: via, file: unit.file, line: line,
                                      through: chain + (step.map { [$0] } ?? []), owner: owner)
            out.edges.insert(edge)
            if asked { out.askedOnly.insert(edge) }
            if kind == .present, effect.values.count > 1, let over = presentedOver(effect.values[1], asker: from) { out.presentedOver[edge] = over }
        }
    }

    /// The screen a present is called on, when it is one module's other than the asker's: `summary.present(badge)` on the
    /// summary module's screen, `presentingViewController.present(next)` on whatever presented the asker.
    private func presentedOver(_ receiver: ValueSet, asker: String) -> PresentedOver? {
        var over: Set<PresentedOver> = []
        for value in receiver {
            switch value {
            case .token("presentingViewController", let base):
                for m in model.modules(of: base) { over.insert(m == asker ? .presenterOf(m) : .module(m)) }
            case .token(let tag, let base) where UIKitModel.relatives.contains(tag) && tag != "presentedViewController":
                for m in model.modules(of: base) { over.insert(.module(m)) }
            case .object(let type, _, _):
                // A module's own screen (a navigation container is presented over whatever is on its top).
                if let m = model.moduleOfType[type] { over.insert(.module(m)) } else { return nil }
            default:
                return nil
            }
        }
        guard over.count == 1, let only = over.first, only != .module(asker) else { return nil }
        return only
    }

    /// A pop or dismiss closes the screen of the module whose code asks for it: its routing code (a
    /// router, a builder), or a helper its code asks (a shared `back()`, a coordinator). A view's own
    /// `dismiss` counts when it is called on its own screen; on nothing known it may close an alert or a
    /// keyboard, and on a known screen of no module (an alert) it closes that: neither is counted. App code closes a module's screen only when it names it.
    private func emitBack(_ effect: Effect, _ trail: Trail, at u: Int, from asker: String, via: String, into out: inout Emitted) {
        let unit = program.units[u]
        let closing = effect.values.first ?? ValueSet()
        // A screen of no module (an alert) closes; a shared container holding a module's view stands for that module.
        if !closing.isEmpty, closing.allSatisfy(model.isKnownNonModule), model.modules(of: closing).isEmpty { return out.follow() }
        var from = asker
        // A presentation bound to state closed by clearing it (`selected = nil`): the screens it names, by their modules.
        let namedOnly = !closing.isEmpty && closing.allSatisfy { if case .token("module", _) = $0 { return true } else { return false } }
        if namedOnly, case .module = unitOwners[u] {
            // Of several the state may show (`router.sheet = nil` for a sheet of many cases), the writer's own when it is one.
            let named = model.modules(of: closing)
            if named.count > 1, named.contains(asker) { from = asker } else {
                guard named.count == 1, let only = named.first else { return }
                from = only
            }
        } else if case .module(let writer) = unitOwners[u] {
            // A closure this module writes and only other modules run (`onDone` handed to the presented module): it closes
            // the runner's screen, said where they run it.
            if program.units[u].isClosure, runOnlyByOthers(u, writer) { return }
            // A view's own `dismiss`/`pop` counts when it is called on its own screen (`self`), not on what it may be showing;
            // so does a presenter's on the view it holds (a module with no router: `view?.navigationController?.pop…`).
            let closesOwnScreen = !closing.isEmpty && model.modules(of: closing) == [asker]
                && (isViewCode(u) || isPresenterCode(u) || closing.contains(where: isRoutingPart))
            guard closesItsScreen(u) || (!trail.path.isEmpty && isNavigatingModuleCode(u)) || closesOwnScreen else { return }
        } else {
            let named = model.modules(of: closing)
            guard named.count == 1, let only = named.first else { return }
            from = only
        }
        let kind = ShowEffect.kind(effect.tag) ?? .pop
        // `popToViewController(login)`, `window.rootViewController.dismiss(…)`: back to that screen.
        if effect.values.count > 1 {
            for m in model.modules(of: effect.values[1]).sorted() where m != from {
                out.edges.insert(NavigationEdge(from: from, to: m, kind: kind == .dismiss ? .dismiss : .pop, via: via, file: unit.file, line: trail.line,
                                                through: trail.path.map(describe(unit:))))
            }
            return
        }
        out.back.insert(BackEvent(from: from, kind: kind, via: via, file: unit.file, line: trail.line, toRoot: effect.tag == ShowEffect.popToRoot,
                                  levels: ShowEffect.levelsOf(effect.note)))
    }

    /// Whether every caller of a unit is code of another module than `module`.
    private func runOnlyByOthers(_ u: Int, _ module: String) -> Bool {
        let callers = flow.callers(of: u)
        return !callers.isEmpty && callers.allSatisfy { if case .module(let m) = unitOwners[$0] { return m != module } else { return false } }
    }

    /// A module asks another to close the other's screen (`moduleOutput.didFinish()` → the parent
    /// dismisses the flow it presented): the asking module's screen goes too when it sits in what is
    /// closed, which the back edges tell from the stack.
    func emitAskedClose(_ effect: Effect, _ trail: Trail, at u: Int, into out: inout Emitted) {
        guard case .module(let asker) = unitOwners[u] else { return }
        let p = projection(effect)
        let closer = trail.path.reversed().lazy.compactMap { c -> String? in
            guard self.emitters[c], case .module(let m) = self.unitOwners[c], m != asker, self.rawEmission(of: c).contains(p) else { return nil }
            return m
        }.first
        guard let closer else { return }
        out.back.insert(BackEvent(from: asker, kind: ShowEffect.kind(effect.tag) == .pop ? .pop : .dismiss, via: describe(unitFunction: u),
                                  file: program.units[u].file, line: trail.line, closedBy: closer))
    }

    /// A module asks a container module to fill itself again (a tab bar's presenter told "signed in" sets
    /// its tabs anew): the asking module's screen is replaced by one of them, but which one the map cannot
    /// tell from the set, so the call is said at the asking module's code.
    func sayAskedEmbed(_ effect: Effect, _ trail: Trail, at u: Int, into out: inout Emitted) {
        guard case .module(let asker) = unitOwners[u] else { return }
        let screens = model.modules(of: effect.values[0]).filter { $0 != asker }.sorted()
        guard !screens.isEmpty,
              let entry = trail.path.first(where: { if case .module(let m) = unitOwners[$0] { return m != asker } else { return false } }),
              let container = unitOwners[entry].name else { return }
        let unit = program.units[u]
        let chain = ([describe(unitFunction: u)] + trail.path.map(describe(unit:))).joined(separator: " → ")
        out.stop(unit.file + ":\(trail.line)", Diagnostic(severity: .info, file: unit.file, line: trail.line,
            message: "navigation not followed: the call at \(unit.file):\(trail.line) has \(container) set the screens it holds again (\(screens.joined(separator: ", "))); which of them takes \(asker)'s place is not drawn (in \(chain))"))
    }

    /// A screen's own logic (its view, presenter or interactor, not the router or builder that shows the
    /// module when another asks) that only its own module runs, pushing or presenting a new instance of
    /// the screen its builder makes (not another screen class of the module: an editor it pushes).
    func opensItself(_ u: Int, _ kind: NavigationKind, _ shown: ValueSet, through trail: Trail) -> Bool {
        guard kind == .push || kind == .present, case .module(let m) = unitOwners[u], !closesItsScreen(u) else { return false }
        // Its own logic: the way to the show stays in its own code (and helpers of no module); through another
        // module's or the app's code (a coordinator's closure handing a value back to the module that showed this
        // one), it is that code showing this screen, not the screen opening itself.
        guard trail.path.allSatisfy({ unitOwners[$0] == .module(m) || unitOwners[$0] == CodeOwner.none }) else { return false }
        if let built = builtScreens[m], !built.isEmpty,
           !shown.contains(where: { if case .object(let t, _, _) = $0 { return built.contains(t) } else { return false } }) { return false }
        var seen: Set<Int> = [u]
        var frontier = [u]
        while let next = frontier.popLast() {
            for caller in flow.callers(of: next) where seen.insert(caller).inserted {
                switch unitOwners[caller] {
                case .module(let other):
                    if other != m { return false }
                    frontier.append(caller)
                case .app: return false
                case .none: frontier.append(caller)
                }
            }
        }
        return true
    }

    /// Module code that runs only when another module's code calls it (its callers, up through its own
    /// module's code, all lead to other modules: never to a root of its own, such as a view's action).
    func isAskedOnly(_ u: Int) -> Bool {
        guard case .module(let m) = unitOwners[u] else { return false }
        var seen: Set<Int> = [u]
        var frontier = [u]
        var other = false
        while let next = frontier.popLast() {
            let callers = flow.callers(of: next)
            if callers.isEmpty { return false }
            for caller in callers where seen.insert(caller).inserted {
                switch unitOwners[caller] {
                // Code its own builder or initializer runs is the module's own life, whoever builds it.
                case .module(let owner) where owner == m && isConstruction(caller): return false
                case .module(let owner) where owner != m: other = true
                case .app: return false
                default: frontier.append(caller)
                }
            }
        }
        return other
    }

    /// Routing code (a router, a builder) closes its module's screen; a view's may close anything.
    func closesItsScreen(_ u: Int) -> Bool {
        guard let type = program.units[u].owner, let role = roleOfType[type] else { return false }
        return role == .router || role == .builder
    }

    /// A module's router or builder as a value (a back call on it closes the module's screen).
    private func isRoutingPart(_ value: Value) -> Bool {
        guard case .object(let type, _, _) = value, let role = roleOfType[type] else { return false }
        return role == .router || role == .builder
    }

    /// A view's (a view controller's) own code.
    private func isViewCode(_ u: Int) -> Bool {
        guard let type = program.units[u].owner else { return false }
        return roleOfType[type] == .view
    }

    /// A base screen class of no module whose own code UIKit runs (`BaseDetailViewController.backTapped()`, a bar button's
    /// action popping `self`): each module screen that inherits it closes itself that way.
    func emitInheritedBacks(into out: inout Emitted) {
        for unit in program.units where !unit.isClosure && unitOwners[unit.id] == CodeOwner.none {
            guard let owner = unit.owner, moduleOfType[owner] == nil, flow.callers(of: unit.id).isEmpty else { continue }
            let family = Set([owner] + index.allSupertypes(of: owner))
            for (effect, trail) in flow.outcome(of: unit.id).sortedEffects(where: { effect, trail in
                (ShowEffect.kind(effect.tag)?.isBackward == true || effect.tag == ShowEffect.popToRoot)
                    && trail.path.allSatisfy { program.units[$0].owner.map(family.contains) ?? false }
            }) {
                // `navigationController?.popViewController(…)` on the implicit `self` the scan cannot type: `self`.
                let closing = effect.values.first.flatMap { $0.isEmpty ? nil : $0 } ?? [.typed(owner)]
                out.origin = Self.siteKey(effect.unit, effect.line)
                defer { out.origin = nil }
                for m in inheritingModules(of: closing) {
                    out.back.insert(BackEvent(from: m, kind: ShowEffect.kind(effect.tag) ?? .pop, via: describe(unitFunction: unit.id), file: unit.file,
                                              line: trail.line, toRoot: effect.tag == ShowEffect.popToRoot))
                }
            }
        }
    }

    /// A screen base class of no module that shows another module's screen on itself (`viewDidAppear` presenting a
    /// walkthrough): each module whose screen inherits the method unchanged shows it.
    func emitInheritedShows(into out: inout Emitted) {
        for unit in program.units where !unit.isClosure && unitOwners[unit.id] == CodeOwner.none {
            // (A subclass that overrides the method and calls `super` runs it as its own.)
            guard let owner = unit.owner, moduleOfType[owner] == nil,
                  index.allSupertypes(of: owner).contains(where: UIKitModel.screenClasses.contains) else { continue }
            let family = Set([owner] + index.allSupertypes(of: owner))
            for (effect, trail) in flow.outcome(of: unit.id).sortedEffects(where: { effect, trail in
                ShowEffect.kind(effect.tag).map { !$0.isBackward && $0 != .embed } == true
                    && trail.path.allSatisfy { program.units[$0].owner.map(family.contains) ?? false }
            }) {
                let targets = model.modules(of: effect.values[0])
                let onSelf = effect.values.count > 1 && !effect.values[1].isEmpty
                    && effect.values[1].allSatisfy { if case .object(owner, false, _) = $0 { return true } else { return false } }
                guard !targets.isEmpty, onSelf, let kind = ShowEffect.kind(effect.tag) else { continue }
                out.origin = Self.siteKey(effect.unit, effect.line)
                defer { out.origin = nil }
                for m in inheritingModules(of: [.typed(owner)]) where !targets.contains(m) && !overrides(m, unit) {
                    for to in targets.sorted() {
                        out.edges.insert(NavigationEdge(from: m, to: to, kind: kind, via: describe(unitFunction: unit.id), file: unit.file, line: trail.line,
                                                        through: trail.path.map(describe(unit:))))
                    }
                }
            }
        }
    }

    /// Whether a module's screen class declares the base unit's method itself (its own run speaks for it).
    private func overrides(_ module: String, _ unit: Unit) -> Bool {
        index.concreteAdopters(of: unit.owner ?? "").contains { heir in
            moduleOfType[heir] == module && index.functionNames(of: heir).contains(unit.name)
        }
    }

    /// The modules whose screens inherit the classes of no module among these values (`self` in a base class).
    private func inheritingModules(of values: ValueSet) -> [String] {
        var result: Set<String> = []
        for case .object(let type, false, _) in values where moduleOfType[type] == nil {
            for heir in index.concreteAdopters(of: type) where model.isScreen(.object(heir, exact: true, fields: Fields())) {
                if let m = moduleOfType[heir] { result.insert(m) }
            }
        }
        return result.sorted()
    }

    /// A presenter's own code.
    private func isPresenterCode(_ u: Int) -> Bool {
        guard let type = program.units[u].owner else { return false }
        return roleOfType[type] == .presenter
    }

    /// Code of a module that speaks for it (see `NavigationResolver.classify`).
    private func isNavigatingModuleCode(_ u: Int) -> Bool {
        if case .module = unitOwners[u] { return true }
        return false
    }

    /// In `prepare(for segue:sender:)`, `segue.destination as? DetailViewController` names the module a
    /// storyboard segue shows; how (push, modal) only the storyboard says, so with no storyboard segue to
    /// it from the scene, the edge's kind is unknown.
    func emitPreparedSegues(into out: inout Emitted) {
        for (u, unit) in program.units.enumerated() where emitters[u] && !unit.isClosure {
            guard let f = unit.function, index.functions[f].fact.name == "prepare", unit.parameters.first?.label == "for",
                  case .module(let from) = unitOwners[u] else { continue }
            let via = describe(unitFunction: u)
            func find(_ expr: Expr, _ line: Int) {
                switch expr {
                case .cast(let inner, let type):
                    if Self.mentionsDestination(inner), let m = moduleOfType[type], m != from,
                       !(unit.owner.map { storyboards.hasSegue(fromClass: $0, to: m) } ?? false) {
                        out.edges.insert(NavigationEdge(from: from, to: m, kind: .unknown, via: via, file: unit.file, line: line))
                    }
                    find(inner, line)
                case .member(let base?, _): find(base, line)
                case .call(let callee, let args):
                    find(callee, line)
                    args.forEach { find($0.value, line) }
                case .list(let items): items.forEach { find($0, line) }
                default: break
                }
            }
            for stmt in unit.body {
                switch stmt {
                case .bind(_, let value, _, let line), .eval(let value, let line), .ret(let value, let line): find(value, line)
                case .assign(let target, let value, let line):
                    find(target, line)
                    find(value, line)
                default: break
                }
            }
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

    /// How `via` names a unit's code: its function (`Owner.name(labels:)`, `Owner -selector:`).
    func describe(unitFunction u: Int) -> String {
        let unit = program.units[u]
        guard let f = unit.function else { return (unit.owner.map { $0 + "." } ?? "") + unit.name }
        return index.functions[f].fact.qualifiedName(owner: index.functions[f].owner)
    }

    /// How `through` names a unit on the way: its function, or the closure written in it.
    func describe(unit u: Int) -> String {
        let unit = program.units[u]
        return unit.isClosure ? "closure in " + describe(unitFunction: u) : describe(unitFunction: u)
    }
}

import ViperMapModel
import ViperMapFacts
import ViperMapLanguage

/// Storyboard navigation in module terms: what a scene shows (a navigation controller shows its root,
/// a tab bar that is no module's shows its tabs, a reference shows the scene it names), the kind of a
/// segue, and the edges the storyboards draw on their own (segues, relationships, the initial scene).
struct StoryboardResolver {
    let catalog: StoryboardCatalog
    let index: TypeIndex
    let moduleOfType: [String: String]
    /// `.vipermap.yml` `segues:` custom segue class -> kind.
    let customKinds: [String: NavigationKind]

    /// Computed once (the storyboards do not change while navigation is resolved, on many threads):
    /// what each scene shows, what each segue shows, and by class and by module.
    private var shownTable: [StoryboardCatalog.SceneRef: [Shown]] = [:]
    private var segueTable: [StoryboardCatalog.SceneRef: [SegueTarget]] = [:]
    private var modulesShownByClass: [String: Set<String>] = [:]
    private var classesOfModule: [String: [String]] = [:]
    /// The steps (`Event.storyboard: segue showRelated`) of segues to their own scene.
    private(set) var selfSegueSteps: Set<String> = []
    /// No scene with a class or a storyboard ID, and no xib owner (a launch screen alone): nothing to join code to.
    let isEmpty: Bool

    init(catalog: StoryboardCatalog = StoryboardCatalog(), index: TypeIndex = TypeIndex([]), moduleOfType: [String: String] = [:],
         customKinds: [String: NavigationKind] = [:]) {
        self.catalog = catalog
        self.index = index
        self.moduleOfType = moduleOfType
        self.customKinds = customKinds
        isEmpty = catalog.xibOwners.isEmpty && !catalog.boards.contains { board in
            board.fact.scenes.contains { $0.customClass != nil || $0.identifier != nil }
        }
        var refs: [StoryboardCatalog.SceneRef] = []
        for (b, board) in catalog.boards.enumerated() {
            for i in board.fact.scenes.indices { refs.append(StoryboardCatalog.SceneRef(board: b, scene: i)) }
        }
        for ref in refs { shownTable[ref] = computeShown(ref) }
        for ref in refs {
            let targets = catalog.scene(ref).segues.map { computeTarget(of: $0, in: ref) }
            segueTable[ref] = targets
            for target in targets where target.toItself { selfSegueSteps.insert(target.step) }
            if let cls = catalog.scene(ref).customClass {
                for target in targets where !target.isUnwind { modulesShownByClass[cls, default: []].formUnion(target.modules.map(\.module)) }
            }
        }
        for cls in catalog.scenesOfClass.keys.sorted() {
            if let m = moduleOfType[cls] { classesOfModule[m, default: []].append(cls) }
        }
    }

    /// Modules that are the root of a storyboard navigation controller.
    var navigationRoots: Set<String> {
        var roots: Set<String> = []
        for (b, board) in catalog.boards.enumerated() {
            for (i, scene) in board.fact.scenes.enumerated() where scene.controller == .navigation {
                let ref = StoryboardCatalog.SceneRef(board: b, scene: i)
                for segue in scene.segues where segue.kind == "relationship" && segue.relationship == "rootViewController" {
                    guard let target = catalog.destination(of: segue, in: ref) else { continue }
                    roots.formUnion(shown(target).map(\.module))
                }
            }
        }
        return roots
    }

    /// The modules showing scene `ref` puts on screen.
    func shown(_ ref: StoryboardCatalog.SceneRef) -> [Shown] { shownTable[ref] ?? [] }

    /// The modules the user sees first when scene `ref` is shown: a container that is no module's shows
    /// its first child (a tab bar its first tab), through references and navigation controllers.
    func firstShown(_ ref: StoryboardCatalog.SceneRef, depth: Int = 0) -> [Shown] {
        guard depth < 8 else { return [] }
        let scene = catalog.scene(ref)
        switch scene.controller {
        case .tabBar, .page, .split:
            if let cls = scene.customClass, moduleOfType[cls] != nil { return shown(ref) }
            for segue in scene.segues where segue.kind == "relationship" || segue.kind == "embed" {
                guard let target = catalog.destination(of: segue, in: ref) else { continue }
                let first = firstShown(target, depth: depth + 1)
                if !first.isEmpty { return first }
            }
            return []
        case .reference:
            return catalog.referenced(ref).flatMap { firstShown($0, depth: depth + 1) }
        case .navigation:
            let own = scene.customClass.flatMap { moduleOfType[$0] }.map { [Shown(module: $0, embedded: false)] } ?? []
            for segue in scene.segues where segue.kind == "relationship" && segue.relationship == "rootViewController" {
                if let target = catalog.destination(of: segue, in: ref) { return own + firstShown(target, depth: depth + 1) }
            }
            return own
        default:
            return shown(ref)
        }
    }

    /// What each segue of scene `ref` shows, in the scene's order.
    func targets(in ref: StoryboardCatalog.SceneRef) -> [SegueTarget] { segueTable[ref] ?? [] }

    /// A module shown by a scene; `embedded` when it sits in a container that is no module's (a tab of a plain tab bar).
    struct Shown: Hashable, Comparable {
        var module: String
        var embedded: Bool
        static func < (a: Shown, b: Shown) -> Bool { (a.module, a.embedded ? 1 : 0) < (b.module, b.embedded ? 1 : 0) }
    }

    private func computeShown(_ ref: StoryboardCatalog.SceneRef, depth: Int = 0) -> [Shown] {
        guard depth < 8 else { return [] }
        let scene = catalog.scene(ref)
        if scene.controller != .navigation, scene.controller != .reference, let cls = scene.customClass, let m = moduleOfType[cls] {
            return [Shown(module: m, embedded: false)]
        }
        var result: Set<Shown> = []
        switch scene.controller {
        case .reference:
            for target in catalog.referenced(ref) { result.formUnion(computeShown(target, depth: depth + 1)) }
        case .navigation:
            // A navigation controller of a module's class is that module's screen too (and shows its root).
            if let cls = scene.customClass, let m = moduleOfType[cls] { result.insert(Shown(module: m, embedded: false)) }
            for segue in scene.segues where segue.kind == "relationship" && segue.relationship == "rootViewController" {
                if let target = catalog.destination(of: segue, in: ref) { result.formUnion(computeShown(target, depth: depth + 1)) }
            }
        case .tabBar, .page, .split:
            for segue in scene.segues where segue.kind == "relationship" || segue.kind == "embed" {
                guard let target = catalog.destination(of: segue, in: ref) else { continue }
                for screen in computeShown(target, depth: depth + 1) { result.insert(Shown(module: screen.module, embedded: true)) }
            }
        case .plain, .owner:
            break
        }
        return result.sorted()
    }

    /// The kind a segue shows its destination with; nil for an unwind (its kind depends on how the
    /// screen it leaves was shown).
    func kind(of segue: SegueFact) -> NavigationKind? {
        switch segue.kind {
        case "show", "push": return .push
        case "modal", "presentation", "popoverPresentation", "popover", "showDetail", "replace": return .present
        case "embed", "relationship": return .embed
        case "unwind": return nil
        default:
            guard let cls = segue.customClass else { return .unknown }
            return customKinds[cls] ?? performKind(cls) ?? Self.namedKind(cls) ?? .unknown
        }
    }

    /// A custom segue class the scan does not hold (a library's) says its kind in its name:
    /// `RamblerEmbedSegue` embeds, `PushFadeSegue` pushes, `ModalBlurSegue` presents.
    static func namedKind(_ cls: String) -> NavigationKind? {
        var words: Set<String> = []
        var word = ""
        for ch in cls {
            if ch.isUppercase, !word.isEmpty { words.insert(word.lowercased()); word = "" }
            word.append(ch)
        }
        words.insert(word.lowercased())
        let kinds: [(NavigationKind, [String])] = [(.embed, ["embed", "container", "child"]), (.push, ["push", "show"]),
                                                   (.present, ["modal", "present", "presentation", "popover"]), (.root, ["root", "replace"])]
        let named = kinds.filter { !words.isDisjoint(with: $0.1) }.map(\.0)
        return named.count == 1 ? named[0] : nil
    }

    /// A custom segue class's `perform()`: the kind of the UIKit call it makes (`present` -> present,
    /// `addChild` -> embed, `pushViewController` -> push, `window.rootViewController =` -> root).
    func performKind(_ cls: String) -> NavigationKind? {
        var kinds: Set<NavigationKind> = []
        func visit(_ expr: Expr) {
            switch expr {
            case .call(let callee, let args):
                if case .member(_, let name) = callee, let kind = UIKitModel.showMethods[name], !kind.isBackward { kinds.insert(kind) }
                visit(callee)
                args.forEach { visit($0.value) }
            case .member(let base?, _): visit(base)
            case .list(let items): items.forEach(visit)
            case .cast(let inner, _): visit(inner)
            default: break
            }
        }
        for id in index.lookup(method: "perform", labels: [], in: cls) {
            for stmt in index.functions[id].fact.body {
                switch stmt {
                case .eval(let e, _), .ret(let e, _), .bind(_, let e, _, _): visit(e)
                case .assign(let target, let value, _):
                    if case .member(_, "rootViewController") = target { kinds.insert(.root) }
                    visit(value)
                default: break
                }
            }
        }
        return kinds.count == 1 ? kinds.first : nil
    }

    /// The modules whose class defines an unwind action (`unwindToList:` is `unwindToList(_:)`,
    /// `unwindToListWithSegue:` is `unwindToList(segue:)`).
    func unwindTargets(_ action: String?) -> [String] {
        guard let action, let first = action.split(separator: ":").first.map(String.init) else { return [] }
        var names = [first]
        if let with = first.range(of: "With", options: .backwards), with.lowerBound > first.startIndex,
           first[with.upperBound...].first?.isUppercase == true {
            names.append(String(first[..<with.lowerBound]))
        }
        // The action takes the segue (as many arguments as the selector has colons); a view controller's
        // action is the one a scene unwinds to, not a router's method of a similar name.
        let arguments = action.filter { $0 == ":" }.count
        var modules: Set<String> = [], onScreens: Set<String> = []
        for name in names {
            for id in index.functionsByName[name] ?? [] where index.functions[id].fact.parameters.count == arguments {
                guard let owner = index.functions[id].owner, let m = moduleOfType[owner] else { continue }
                modules.insert(m)
                let chain = [owner] + index.allSupertypes(of: owner)
                if chain.contains(where: { $0 == "UIViewController" || $0.hasSuffix("ViewController") }) || catalog.scenesOfClass[owner] != nil {
                    onScreens.insert(m)
                }
            }
        }
        return (onScreens.isEmpty ? modules : onScreens).sorted()
    }

    /// What a segue of scene `ref` shows: kind, modules, and its step for `via`/`through`.
    struct SegueTarget {
        var kind: NavigationKind
        var modules: [Shown]
        var step: String
        var isUnwind: Bool
        /// A segue whose destination is its own scene: a new instance of the same screen (an event
        /// page pushing a related event), the one case where a module navigates to itself.
        var toItself: Bool = false
    }

    private func computeTarget(of segue: SegueFact, in ref: StoryboardCatalog.SceneRef) -> SegueTarget {
        let step = catalog.step(segue, in: ref)
        guard let kind = kind(of: segue) else {
            return SegueTarget(kind: .pop, modules: unwindTargets(segue.unwindAction).map { Shown(module: $0, embedded: false) }, step: step, isUnwind: true)
        }
        let destination = catalog.destination(of: segue, in: ref)
        let modules = destination.map { computeShown($0) } ?? []
        return SegueTarget(kind: kind, modules: modules, step: step, isUnwind: false,
                           toItself: destination == ref && (kind == .push || kind == .present))
    }

    /// The segues of the scenes of class `cls` (or a superclass) with one of these identifiers.
    func segues(ofClass cls: String, identifiers: Set<String>) -> [SegueTarget] {
        var result: [SegueTarget] = []
        for candidate in [cls] + index.allSupertypes(of: cls) {
            for ref in catalog.scenesOfClass[candidate] ?? [] {
                for (segue, target) in zip(catalog.scene(ref).segues, targets(in: ref)) where segue.identifier.map(identifiers.contains) == true {
                    result.append(target)
                }
            }
            if !result.isEmpty { break }
        }
        return result
    }

    /// The segues with one of these identifiers of the scenes whose class is module `m`'s: a router holding
    /// its view controller as a plain `UIViewController` performs its own module's segues.
    func segues(inModule m: String, identifiers: Set<String>) -> [SegueTarget] {
        var result: [SegueTarget] = []
        for cls in classesOfModule[m] ?? [] {
            for ref in catalog.scenesOfClass[cls] ?? [] {
                for (segue, target) in zip(catalog.scene(ref).segues, targets(in: ref)) where segue.identifier.map(identifiers.contains) == true {
                    result.append(target)
                }
            }
        }
        return result
    }

    /// The modules a placeholder view is filled with: the module of a class named by its ID, or the
    /// modules whose classes the method named by its ID builds (a Typhoon assembly's
    /// `- (UIView *)viewEventHeader { return [TyphoonDefinition withClass:[EventHeaderView class] ...]; }`).
    func loadedModules(_ placeholder: PlaceholderFact) -> [String] {
        if let m = moduleOfType[placeholder.identifier] { return [m] }
        var modules: Set<String> = []
        func visit(_ expr: Expr) {
            switch expr {
            case .name(let n): if let m = moduleOfType[n] { modules.insert(m) }
            case .member(let base?, _): visit(base)
            case .call(let callee, let args):
                visit(callee)
                args.forEach { visit($0.value) }
            case .list(let items): items.forEach(visit)
            case .cast(let inner, _): visit(inner)
            default: break
            }
        }
        for id in index.functionsByName[placeholder.identifier] ?? [] where index.functions[id].fact.parameters.isEmpty {
            for stmt in index.functions[id].fact.body {
                switch stmt {
                case .eval(let e, _), .ret(let e, _), .bind(_, let e, _, _): visit(e)
                case .assign(_, let value, _): visit(value)
                default: break
                }
            }
        }
        return modules.sorted()
    }

    /// Whether a scene of class `cls` has a segue to module `m` (`prepare(for:)` then only configures it).
    func hasSegue(fromClass cls: String, to m: String) -> Bool {
        modulesShownByClass[cls]?.contains(m) == true
    }

    /// The edges the storyboards draw: each segue of a module's scene, and the app's initial scene
    /// (`App` -> its module: root, or embed for the tabs of a tab bar that is no module's).
    /// `owner` says which module a class's code navigates for.
    /// `refuses(class, identifier)`: the scene's class answers `shouldPerformSegue(withIdentifier:)` with `false` for it.
    /// `mentioned(identifier)`: code names the identifier (a literal, a constant, an enum case); a manual segue whose
    /// identifier no code names is never performed.
    func edges(owner: (String) -> CodeOwner, refuses: (String, String) -> Bool = { _, _ in false },
               mentioned: (String) -> Bool = { _ in true })
        -> (edges: [NavigationEdge], unwindSteps: Set<String>, unresolved: [Diagnostic]) {
        var edges: Set<NavigationEdge> = []
        var unwindSteps: Set<String> = []
        var unresolved: [Diagnostic] = []
        for (b, board) in catalog.boards.enumerated() {
            for (i, scene) in board.fact.scenes.enumerated() {
                let ref = StoryboardCatalog.SceneRef(board: b, scene: i)
                // A reference the scan cannot follow is said once, where it is.
                if scene.controller == .reference, catalog.referenced(ref).isEmpty {
                    let name = scene.referencedStoryboard ?? board.name
                    let why = catalog.byName[name] == nil ? "no storyboard named '\(name)' is in the scan"
                        : "'\(name).storyboard' has no \(scene.referencedIdentifier.map { "scene with the ID '\($0)'" } ?? "initial scene")"
                    unresolved.append(Diagnostic(severity: .info, file: board.file, line: scene.line,
                        message: "navigation not resolved: storyboard reference at \(board.file):\(scene.line) (\(why))"))
                }
                // A navigation controller is no screen of its own, whatever its class.
                guard scene.controller != .reference, scene.controller != .navigation, let cls = scene.customClass,
                      case .module(let from) = owner(cls) else { continue }
                for (segue, target) in zip(scene.segues, targets(in: ref)) {
                    if let identifier = segue.identifier, refuses(cls, identifier) || (segue.isManual && !mentioned(identifier)) { continue }
                    if target.isUnwind {
                        unwindSteps.insert(target.step)
                        if target.modules.isEmpty {
                            unresolved.append(Diagnostic(severity: .info, file: board.file, line: segue.line,
                                message: "navigation not resolved: \(target.step) at \(board.file):\(segue.line) (no module's class defines the unwind action; in \(cls))"))
                        }
                    }
                    for screen in target.modules where screen.module != from || target.toItself {
                        edges.insert(NavigationEdge(from: from, to: screen.module, kind: screen.embedded ? .embed : target.kind,
                                                    via: target.step, file: board.file, line: segue.line))
                    }
                }
                for placeholder in scene.placeholders {
                    let step = "\(board.fact.name)\(board.fact.isXib ? ".xib" : ".storyboard"): \(placeholder.customClass) \(placeholder.identifier)"
                    for m in loadedModules(placeholder) where m != from {
                        edges.insert(NavigationEdge(from: from, to: m, kind: .embed, via: step, file: board.file, line: placeholder.line))
                    }
                }
            }
        }
        for b in catalog.mainBoards {
            guard let ref = catalog.initialScene(b) else { continue }
            for screen in shown(ref) {
                edges.insert(NavigationEdge(from: appModuleName, to: screen.module, kind: screen.embedded ? .embed : .root,
                                            via: catalog.initialStep(b), file: catalog.boards[b].file, line: catalog.scene(ref).line))
            }
        }
        return (edges.sorted(), unwindSteps, unresolved)
    }

    /// The segues of module scenes as transition sites: each is followed, except an unwind no module's class
    /// defines (`edges` says so at the segue).
    func segueSites(owner: (String) -> CodeOwner) -> [(file: String, line: Int, call: String, module: String, followed: Bool)] {
        var sites: [(file: String, line: Int, call: String, module: String, followed: Bool)] = []
        for (b, board) in catalog.boards.enumerated() {
            for (i, scene) in board.fact.scenes.enumerated() {
                guard scene.controller != .reference, scene.controller != .navigation, let cls = scene.customClass,
                      case .module(let from) = owner(cls) else { continue }
                for (segue, target) in zip(scene.segues, targets(in: StoryboardCatalog.SceneRef(board: b, scene: i))) {
                    sites.append((board.file, segue.line, target.step, from, !(target.isUnwind && target.modules.isEmpty)))
                }
            }
        }
        return sites
    }

    /// An unwind goes back: a dismiss when the screen it leaves was presented, else a pop.
    static func settleUnwinds(_ edges: [NavigationEdge], unwindSteps: Set<String>) -> [NavigationEdge] {
        guard !unwindSteps.isEmpty else { return edges }
        func isUnwind(_ e: NavigationEdge) -> Bool { unwindSteps.contains(e.via) || e.through.last.map(unwindSteps.contains) == true }
        var shownBy: [String: [NavigationEdge]] = [:]
        for edge in edges where !isUnwind(edge) && !edge.kind.isBackward { shownBy[edge.to, default: []].append(edge) }
        // An action name several modules define (`unwind:`): only those the screen it leaves was reached from.
        func reaches(_ from: String, _ to: String) -> Bool {
            var seen: Set<String> = [to]
            var frontier = [to]
            while let next = frontier.popLast() {
                for shower in shownBy[next] ?? [] where seen.insert(shower.from).inserted {
                    if shower.from == from { return true }
                    frontier.append(shower.from)
                }
            }
            return false
        }
        struct Site: Hashable { var from, file: String; var line: Int }
        var targetsBySite: [Site: [String]] = [:]
        for edge in edges where isUnwind(edge) { targetsBySite[Site(from: edge.from, file: edge.file, line: edge.line), default: []].append(edge.to) }
        let kept = edges.filter { edge in
            guard isUnwind(edge), let all = targetsBySite[Site(from: edge.from, file: edge.file, line: edge.line)], all.count > 1 else { return true }
            let reaching = all.filter { reaches($0, edge.from) }
            return reaching.isEmpty || reaching.contains(edge.to)
        }
        // Back to a screen of the same navigation stack (up the pushes) is a pop; past a presentation, a dismiss.
        func inStack(_ target: String, of module: String) -> Bool {
            var seen: Set<String> = [module]
            var frontier = [module]
            while let next = frontier.popLast() {
                for shower in shownBy[next] ?? [] where shower.kind == .push && seen.insert(shower.from).inserted {
                    if shower.from == target { return true }
                    frontier.append(shower.from)
                }
            }
            return false
        }
        return kept.map { edge in
            guard isUnwind(edge) else { return edge }
            var settled = edge
            if inStack(edge.to, of: edge.from) {
                settled.kind = .pop
            } else if reaches(edge.to, edge.from) {
                settled.kind = .dismiss
            } else {
                // No way from the target to the screen is known: how the screen itself was shown.
                let showers = shownBy[edge.from] ?? []
                settled.kind = showers.contains { $0.kind == .present } && !showers.contains { $0.kind == .push } ? .dismiss : .pop
            }
            return settled
        }
    }
}

import Foundation
import ViperMapModel
import ViperMapLanguage

/// The GraphBuilding stage: per-file facts in, the typed graph out. Pure and deterministic: the
/// result does not depend on the order of `files`.
public struct GraphBuilder {
    public var configuration: Configuration

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    public func build(_ scanned: [FileFacts], diagnostics: [Diagnostic] = [], snapshots: [SnapshotImageFact] = []) -> Graph {
        buildCounting(scanned, diagnostics: diagnostics, snapshots: snapshots).graph
    }

    /// What building a graph cost, counted rather than timed (the same for the same input in every run):
    /// the units of code value flow runs, and the work it did for the navigation and the ways in.
    public struct Work: Sendable, Equatable {
        public var units = 0
        public var flow = ValueFlow.Work()
    }

    /// `build`, with the work it did.
    public func buildCounting(_ scanned: [FileFacts], diagnostics: [Diagnostic] = [], snapshots: [SnapshotImageFact] = []) -> (graph: Graph, work: Work) {
        var clock = PhaseClock()
        defer { clock.report() }
        // One type, one name, whichever language names it.
        let files = BridgedNames.canonicalize(scanned)
        let naming = RoleNaming(extra: configuration.roles)
        // 1. One lookup table of every declaration, extension and function.
        let index = TypeIndex(files)
        clock.lap("index")
        clock.mark("index built")
        // The language layer's view of the code is built on a second thread meanwhile: it needs no module.
        let (program, structure) = Parallel.pair({ Program(index: index, files: files) }, { () -> Structure in
            // 2. Modules and their members: everything after depends on who belongs where.
            let moduleResolver = ModuleResolver(index: index, naming: naming, overrides: configuration.modules)
            var resolved = moduleResolver.resolve()
            for i in resolved.indices { resolved[i].name = configuration.aliases[resolved[i].name] ?? resolved[i].name }
            clock.lap("modules")
            // 3. Components with roles, contracts with their wiring.
            let components = ComponentResolver(index: index, naming: naming, resolver: moduleResolver)
            let holders = ComponentResolver.holders(index)
            let modules = resolved.map { components.module($0, holders: holders) }
            clock.lap("components")
            return Structure(resolved: resolved, modules: modules)
        })
        clock.mark("program and modules built")
        let (resolved, modules) = (structure.resolved, structure.modules)
        var moduleOfType: [String: String] = [:]
        for module in resolved {
            for member in module.members where moduleOfType[index.declarations[member].name] == nil {
                moduleOfType[index.declarations[member].name] = module.name
            }
        }
        var roleOfType: [String: Role] = [:]
        for module in modules { for c in module.components where roleOfType[c.name] == nil { roleOfType[c.name] = c.role } }
        // 4. Forward navigation, then pops and dismisses back to whoever showed the closing module; and
        // 5. dependencies between modules and on frameworks, on a second thread meanwhile.
        // (With what each module's page teaches: its README, entry points, inputs and services.)
        var ((dependencies, guided), navigated) = Parallel.pair({
            (DependencyResolver(index: index, modules: resolved, moduleOfType: moduleOfType, roleOfType: roleOfType).resolve(),
             ModuleGuideResolver(index: index, files: files, moduleOfType: moduleOfType).apply(to: modules, resolved: resolved))
        }, {
            navigate(program: program, index: index, files: files, modules: modules, moduleOfType: moduleOfType, roleOfType: roleOfType)
        })
        clock.lap("navigation and dependencies")
        let work = Work(units: program.units.count, flow: navigated.resolver?.flow.work ?? ValueFlow.Work())
        let (edges, navigationDiagnostics) = (navigated.edges, navigated.diagnostics)
        // The graph is put together while the navigation's working state is freed.
        let (_, graph) = Parallel.pair({ navigated.resolver = nil }, { () -> Graph in
            var allDiagnostics = diagnostics + navigationDiagnostics
            for file in files {
                for error in file.syntaxErrors.prefix(1) {
                    allDiagnostics.append(Diagnostic(severity: .warning, file: file.path, line: error.line,
                        message: "does not parse cleanly (\(file.syntaxErrors.count) syntax error\(file.syntaxErrors.count == 1 ? "" : "s"), first: \(error.message)); scanned what parsed"))
                }
            }
            // 6. The pictures of each module's screen: its Interface Builder scenes, its snapshot tests' images.
            let pictured = ScreenResolver.apply(to: guided, files: files, snapshots: snapshots)
            allDiagnostics += pictured.diagnostics
            let graph = Graph(modules: pictured.modules, navigation: edges, dependencies: dependencies, diagnostics: allDiagnostics,
                              entries: navigated.entries.isEmpty ? nil : navigated.entries).sorted()
            return Self.withCoverage(graph, sites: navigated.sites)
        })
        clock.lap("graph")
        return (graph, work)
    }

    private struct Structure {
        var resolved: [ResolvedModule]
        var modules: [Module]
    }

    /// The navigation edges and what was not followed, with the resolver that found them (whose working
    /// state the caller frees when it likes).
    private struct Navigated {
        var edges: [NavigationEdge]
        var diagnostics: [Diagnostic]
        var resolver: NavigationResolver?
        var entries: [WayIn] = []
        var sites: [AccountedSite] = []
    }

    private func navigate(program: Program, index: TypeIndex, files: [FileFacts], modules: [Module],
                          moduleOfType: [String: String], roleOfType: [String: Role]) -> Navigated {
        let storyboards = StoryboardResolver(catalog: StoryboardCatalog(files), index: index, moduleOfType: moduleOfType,
                                             customKinds: configuration.segueKinds)
        PhaseClock().mark("navigation: storyboards read")
        let navigation = NavigationResolver(program: program, index: index, moduleOfType: moduleOfType, roleOfType: roleOfType,
                                            helpers: configuration.navigationHelpers, storyboards: storyboards)
        let solution = navigation.solve()
        // Storyboard segues and the initial scene; a segue that code performs is that code's edge.
        let (drawn, unwindSteps, notFollowed) = storyboards.edges(owner: navigation.owner(ofType:), refuses: navigation.refusesSegue,
                                                                           mentioned: navigation.namesText)
        // Launch code that sets the window's root replaces the main storyboard's initial scene.
        let launchSetsRoot = solution.edges.contains { $0.from == appModuleName && Self.isLaunchCode($0.via) && ($0.kind == .root || $0.kind == .embed) }
        struct Performed: Hashable { var from, to, step: String }
        let performed = Set(solution.edges.compactMap { e in e.through.last.map { Performed(from: e.from, to: e.to, step: $0) } })
        let fromStoryboards = drawn.filter { edge in
            if launchSetsRoot, edge.from == appModuleName, edge.via.hasSuffix(StoryboardCatalog.initialStepSuffix) { return false }
            return !performed.contains(Performed(from: edge.from, to: edge.to, step: edge.via))
        }
        let forward = solution.edges + fromStoryboards
        let inherited = Self.inheritedNavigation(forward, modules: modules, index: index, moduleOfType: moduleOfType)
        let edges = StoryboardResolver.settleUnwinds(
            Self.onePerCallSite(forward + inherited + BackEdgeResolver.resolve(solution.back, forward: forward + inherited, askedOnly: solution.askedOnly,
                                                                      presentedOver: solution.presentedOver,
                                                                      stackRoots: solution.stackRoots)
                + BackEdgeResolver.resolveTabSwitches(solution.tabSwitches, orders: solution.tabOrders, forward: forward)),
            unwindSteps: unwindSteps)
        // Ways in from outside, run after the navigation is solved (their probes are values no other run sees).
        let waysIn = WayInResolver(navigation: navigation, files: files, tabOrders: solution.tabOrders).resolve()
        var diagnostics = solution.unresolved + notFollowed + Self.lostScreens(solution.kept, edges: edges)
            + BackEdgeResolver.unresolved(solution.back, edges: edges) + waysIn.diagnostics
        let sites = Self.accountSites(navigation.siteVerdicts(), storyboards: storyboards.segueSites(owner: navigation.owner(ofType:)),
                                      diagnostics: &diagnostics)
        return Navigated(edges: edges, diagnostics: diagnostics, resolver: navigation, entries: waysIn.entries, sites: sites)
    }
}

extension GraphBuilder {
    /// Screens a module keeps that no edge from it shows: where the map stops following them.
    static func lostScreens(_ kept: [KeptScreens], edges: [NavigationEdge]) -> [Diagnostic] {
        let shown = Set(edges.filter { !$0.kind.isBackward }.map { $0.from + "\u{0}" + $0.to })
        var said: Set<String> = []
        var result: [Diagnostic] = []
        for k in kept {
            for m in k.modules where !shown.contains(k.from + "\u{0}" + m) && said.insert(k.from + "\u{0}" + m).inserted {
                result.append(Diagnostic(severity: .info, file: k.file, line: k.line,
                    message: "navigation not followed: \(k.from) keeps the screen of \(m) in `\(k.property)` at \(k.file):\(k.line), and no code the scan follows shows it (in \(k.via))"))
            }
        }
        return result
    }

    /// The app delegate's or scene delegate's launch method: what it shows is the app's first screen.
    static func isLaunchCode(_ via: String) -> Bool {
        via.hasSuffix(".application(_:didFinishLaunchingWithOptions:)") || via.hasSuffix(".application(_:willFinishLaunchingWithOptions:)")
            || via.hasSuffix(".scene(_:willConnectTo:options:)")
    }

    /// A module whose router, presenter, view or builder subclasses another module's
    /// (`ArchiveRouter: FeedRouter`) shows what that module shows: its forward edges, from the subclassing module.
    static func inheritedNavigation(_ forward: [NavigationEdge], modules: [Module], index: TypeIndex, moduleOfType: [String: String]) -> [NavigationEdge] {
        var parents: [String: Set<String>] = [:]
        for module in modules {
            for component in module.components where RoleNaming.coreRoles.contains(component.role) {
                guard let decl = index.declaration(component.name), decl.kind == .class, let superclass = decl.inherits.first,
                      index.declaration(superclass)?.kind == .class, let parent = moduleOfType[superclass], parent != module.name else { continue }
                parents[module.name, default: []].insert(parent)
            }
        }
        guard !parents.isEmpty else { return [] }
        var byFrom: [String: [NavigationEdge]] = [:]
        for edge in forward where !edge.kind.isBackward { byFrom[edge.from, default: []].append(edge) }
        var result: [NavigationEdge] = []
        for child in parents.keys.sorted() {
            // Up the chain: a subclass of a subclass inherits from both.
            var seen: Set<String> = [child]
            var queue = parents[child]!.sorted()
            while let parent = queue.first {
                queue.removeFirst()
                guard seen.insert(parent).inserted else { continue }
                for edge in byFrom[parent] ?? [] where edge.to != child {
                    result.append(NavigationEdge(from: child, to: edge.to, kind: edge.kind, via: edge.via, file: edge.file, line: edge.line,
                                                 through: edge.through, owner: edge.owner))
                }
                queue += (parents[parent] ?? []).sorted()
            }
        }
        return result
    }

    /// One call shows its target one way: never one edge per kind from one call site. Several plain kinds
    /// there are a main path and its fallback (`if let nav { push } else { present }`): the first of push,
    /// present, root, embed is kept; a kind the scanner could not tell (`unknown`) makes the edge `unknown`.
    static func onePerCallSite(_ edges: [NavigationEdge]) -> [NavigationEdge] {
        struct Site: Hashable { var from, to, file: String; var line: Int }
        var bySite: [Site: [NavigationEdge]] = [:]
        for edge in edges { bySite[Site(from: edge.from, to: edge.to, file: edge.file, line: edge.line), default: []].append(edge) }
        return bySite.values.flatMap { group -> [NavigationEdge] in
            let kinds = Set(group.map(\.kind))
            // The same edge reached along two chains: the shorter explanation.
            guard kinds.count > 1 else {
                var seen: Set<String> = []
                return group.sorted { ($0.through.count, $0) < ($1.through.count, $1) }.filter { seen.insert($0.kind.rawValue + "\u{0}" + $0.via).inserted }
            }
            let kept = kinds.contains(.unknown) ? .unknown : [NavigationKind.push, .present, .root, .embed, .pop, .dismiss].first { kinds.contains($0) } ?? .unknown
            // The kept kind's own edge (its method and chain), the shortest explanation first.
            let candidates = group.filter { $0.kind == kept }
            let first = (candidates.isEmpty ? group : candidates).min { ($0.through.count, $0) < ($1.through.count, $1) }!
            return [NavigationEdge(from: first.from, to: first.to, kind: kept, via: first.via, file: first.file, line: first.line,
                                   through: first.through, owner: first.owner)]
        }.sorted()
    }
}

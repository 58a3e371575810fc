import ViperMapModel

/// A pop or dismiss goes back to the screens that showed the closing one, read from the forward
/// edges as a stack: a pop to the modules that pushed it; a dismiss to those that presented it, or,
/// when it was pushed inside a stack that was presented, to those that presented the stack's first
/// screen; a pop to root to the first screens of the stacks it sits in.
enum BackEdgeResolver {
    /// `askedOnly`: forward edges a module makes only when another asks; where the asking module shows the
    /// same screen too, the screen goes back to it.
    static func resolve(_ events: [BackEvent], forward: [NavigationEdge], askedOnly: Set<NavigationEdge> = [],
                        presentedOver: [NavigationEdge: PresentedOver] = [:], stackRoots knownRoots: Set<String> = []) -> [NavigationEdge] {
        var shownBy: [String: [NavigationEdge]] = [:]
        for edge in forward where !edge.kind.isBackward { shownBy[edge.to, default: []].append(edge) }
        for (screen, edges) in shownBy {
            let own = edges.filter { !askedOnly.contains($0) }
            if own.count < edges.count, !own.isEmpty { shownBy[screen] = own }
        }
        func showers(_ m: String) -> [NavigationEdge] { (shownBy[m] ?? []).filter { $0.from != appModuleName } }
        // The modules whose screen a present edge's screen is shown over: the asker's, or the screen it was called on when
        // that is one the asker showed itself (a navigation container stands for its first screen, not the one on top).
        let shownPairs = Set(forward.filter { !$0.kind.isBackward }.map { $0.from + "\u{0}" + $0.to })
        func presenters(_ edge: NavigationEdge) -> [String] {
            switch presentedOver[edge] {
            case .module(let m)?: return shownPairs.contains(edge.from + "\u{0}" + m) ? [m] : [edge.from]
            case .presenterOf(let m)?: return showers(m).filter { $0.kind == .present && presentedOver[$0] == nil }.map(\.from)
            case nil: return [edge.from]
            }
        }
        // The app's one first screen: what the app's own code presents goes over it.
        let appRoots = Set(forward.filter { $0.from == appModuleName && $0.kind == .root }.map(\.to))
        var result: Set<NavigationEdge> = []
        func dismissTargets(of module: String) -> Set<String> {
            var targets = Set(showers(module).filter { $0.kind == .present }.flatMap(presenters))
            if targets.isEmpty, appRoots.count == 1, (shownBy[module] ?? []).contains(where: { $0.from == appModuleName && $0.kind == .present }) {
                targets = appRoots
            }
            if targets.isEmpty {
                for root in stackRoots(of: module, shownBy, known: knownRoots) where root != module {
                    targets.formUnion(showers(root).filter { $0.kind == .present }.flatMap(presenters))
                }
            }
            targets.remove(module)
            return targets
        }
        for event in events {
            // Closed with the screen it asked to close: back where both go back to.
            // The module that pushed the asking one pops its own stack when asked (`output.didSave()` → its router pops):
            // the asking module's screen is the one on top, back to the closer.
            if let closer = event.closedBy, event.kind == .pop {
                if showers(event.from).contains(where: { $0.from == closer && $0.kind == .push }) {
                    result.insert(NavigationEdge(from: event.from, to: closer, kind: .pop, via: event.via, file: event.file, line: event.line))
                }
                continue
            }
            // `dismiss` on a screen that presents another closes the presented one (UIKit's rule): the module that
            // presented the asking one dismisses it when asked, back to the closer.
            if let closer = event.closedBy, event.kind == .dismiss,
               showers(event.from).contains(where: { $0.from == closer && $0.kind == .present }) {
                result.insert(NavigationEdge(from: event.from, to: closer, kind: .dismiss, via: event.via, file: event.file, line: event.line))
                continue
            }
            if let closer = event.closedBy {
                for to in dismissTargets(of: event.from).intersection(dismissTargets(of: closer)) where to != event.from {
                    result.insert(NavigationEdge(from: event.from, to: to, kind: .dismiss, via: event.via, file: event.file, line: event.line))
                }
                continue
            }
            // Closing every presentation: back to the app's first screen the presenters go down to.
            if event.kind == .dismiss, event.levels == ShowEffect.allLevels {
                var below: Set<String> = []
                var frontier = [event.from]
                while let next = frontier.popLast() {
                    for m in dismissTargets(of: next) where below.insert(m).inserted { frontier.append(m) }
                }
                for to in appRoots.intersection(below).sorted() where to != event.from {
                    result.insert(NavigationEdge(from: event.from, to: to, kind: .dismiss, via: event.via, file: event.file, line: event.line))
                }
                continue
            }
            // Closing more than one presentation: back to the presenters that many levels down.
            if event.kind == .dismiss, event.levels > 1 {
                var level: Set<String> = [event.from]
                for _ in 0..<event.levels { level = Set(level.flatMap { dismissTargets(of: $0) }) }
                for to in level.sorted() where to != event.from {
                    result.insert(NavigationEdge(from: event.from, to: to, kind: .dismiss, via: event.via, file: event.file, line: event.line))
                }
                continue
            }
            let all = showers(event.from)
            var targets: [(String, NavigationKind)] = []
            // The kinds of back the same code does (`back()`: pop when pushed, else dismiss).
            let sameFunctionKinds = Set(events.filter { $0.via == event.via && $0.file == event.file && !$0.toRoot && $0.closedBy == nil }.map(\.kind))
            if event.toRoot {
                targets = stackRoots(of: event.from, shownBy, known: knownRoots).filter { $0 != event.from }.map { ($0, .pop) }
            } else {
                let wanted: Set<NavigationKind> = event.kind == .dismiss ? [.present] : [.push, .embed]
                var chosen = all.filter { wanted.contains($0.kind) }.flatMap { edge in presenters(edge).map { ($0, event.kind) } }
                // Presented by the app's own code (a URL handler's cover): back to the app's first screen under it.
                if chosen.isEmpty, event.kind == .dismiss, all.isEmpty { chosen = dismissTargets(of: event.from).sorted().map { ($0, .dismiss) } }
                // A dismiss of a screen pushed inside a presented stack closes the stack: back to its presenter
                // (when the code does not pop a pushed screen instead).
                if chosen.isEmpty, event.kind == .dismiss, sameFunctionKinds == [.dismiss] {
                    for root in stackRoots(of: event.from, shownBy, known: knownRoots) where root != event.from {
                        chosen += showers(root).filter { $0.kind == .present }.flatMap(presenters).map { ($0, .dismiss) }
                    }
                }
                // A dismiss of a screen a container holds (a tab) closes the container: back to what presented it.
                if chosen.isEmpty, event.kind == .dismiss, sameFunctionKinds == [.dismiss] {
                    let below = stackRoots(of: event.from, shownBy, known: knownRoots) + [event.from]
                    for container in Set(below.flatMap { showers($0).filter { $0.kind == .embed }.map(\.from) }).sorted() {
                        chosen += dismissTargets(of: container).sorted().map { ($0, .dismiss) }
                    }
                }
                if chosen.isEmpty {
                    // The code does one kind of back only, and nothing showed the screen that way: any that showed
                    // it (a container that holds it is not one a dismiss goes back to).
                    if sameFunctionKinds.count == 1 { chosen = all.filter { event.kind != .dismiss || $0.kind != .embed }.map { ($0.from, event.kind) } }
                }
                targets = chosen
            }
            for (to, kind) in targets where to != event.from {
                result.insert(NavigationEdge(from: event.from, to: to, kind: kind, via: event.via, file: event.file, line: event.line))
            }
        }
        return result.sorted()
    }

    /// Back calls that go back to no module: nothing the scan follows shows the closing module that way
    /// (or only the app's launch code does): where the map stops.
    static func unresolved(_ events: [BackEvent], edges: [NavigationEdge]) -> [Diagnostic] {
        // A site that goes back somewhere for one module is followed: a closure that another module stores and runs
        // (`onDone` dismissing the presented screen) also runs for its writer, whose own screen it does not close.
        let resolved = Set(edges.filter(\.kind.isBackward).map { "\($0.file)\u{0}\($0.line)" })
        var said: Set<String> = []
        var result: [Diagnostic] = []
        for event in events where event.closedBy == nil && !resolved.contains("\(event.file)\u{0}\(event.line)") {
            guard said.insert("\(event.from)\u{0}\(event.file)\u{0}\(event.line)").inserted else { continue }
            let what = event.toRoot ? "pops to the first screen of its stack" : (event.kind == .dismiss ? "dismisses its screen" : "pops its screen")
            result.append(Diagnostic(severity: .info, file: event.file, line: event.line,
                message: "navigation not resolved: \(event.from) \(what) at \(event.file):\(event.line), but no module the scan follows showed it that way, so where it goes back to is not known (in \(event.via))"))
        }
        return result
    }

    /// The first screens of the stacks a module sits in: up the pushes that show it, the modules shown
    /// some other way (presented, made the root, embedded) or by nothing.
    static func stackRoots(of module: String, _ shownBy: [String: [NavigationEdge]], known: Set<String> = []) -> [String] {
        var roots: Set<String> = []
        var seen: Set<String> = [module]
        var frontier = [module]
        while let next = frontier.popLast() {
            let showers = shownBy[next] ?? []
            let pushers = showers.filter { $0.kind == .push && $0.from != appModuleName }
            if pushers.isEmpty || known.contains(next) || showers.contains(where: { $0.kind != .push || $0.from == appModuleName }) { roots.insert(next) }
            for pusher in pushers where seen.insert(pusher.from).inserted { frontier.append(pusher.from) }
        }
        return roots.sorted()
    }

    /// `selectedIndex = n` in a module shown inside tab bar T (directly, or pushed from one of T's
    /// tabs) switches to T's n-th module: an edge of kind `unknown`, since no screen is shown anew.
    static func resolveTabSwitches(_ switches: [TabSwitch], orders: [String: [Set<String>]], forward: [NavigationEdge]) -> [NavigationEdge] {
        var pushedBy: [String: Set<String>] = [:]
        for edge in forward where edge.kind == .push { pushedBy[edge.to, default: []].insert(edge.from) }
        var result: Set<NavigationEdge> = []
        for change in switches {
            // The module and the screens it was pushed from, up the stack.
            var stack: Set<String> = [change.from]
            var frontier = [change.from]
            while let next = frontier.popLast() {
                for parent in pushedBy[next] ?? [] where stack.insert(parent).inserted { frontier.append(parent) }
            }
            for host in orders.keys.sorted() {
                let order = orders[host]!
                guard order.contains(where: { !$0.isDisjoint(with: stack) }), change.index < order.count,
                      order[change.index].count == 1, let target = order[change.index].first, target != change.from else { continue }
                result.insert(NavigationEdge(from: change.from, to: target, kind: .unknown, via: change.via, file: change.file, line: change.line))
            }
        }
        return result.sorted()
    }
}

import ViperMapModel

/// What UIKit (and routing libraries) call showing a screen: the navigation kinds of calls and assignments.
extension NavigationResolver {
    static let showMethods: [String: NavigationKind] = [
        "pushViewController": .push, "show": .push, "present": .present, "presentViewController": .present,
        "showDetailViewController": .present, "presentPanModal": .present, "presentModally": .present,
        "addChild": .embed, "addChildViewController": .embed, "setRootViewController": .root,
        "popViewController": .pop, "popToRootViewController": .pop, "popToViewController": .pop,
        "popViewControllerAnimated": .pop, "dismiss": .dismiss, "dismissViewController": .dismiss,
    ]

    func navigation(_ callee: Expr, _ args: [CallArgument], _ env: Env) -> (NavigationKind, Set<Target>)? {
        let (base, name): (Expr?, String)
        switch callee {
        case .member(let b, let n): (base, name) = (b, n)
        case .name(let n): (base, name) = (nil, n)
        default: return nil
        }
        if let kind = helpers[name] {
            return (kind, args.first.map { resolve($0.value, env) } ?? [])
        }
        if name == "openModuleUsingFactory", let factory = args.first, functions(called: callee, args, env).isEmpty {
            // ViperMcFlurry: `[source openModuleUsingFactory:factory withTransitionBlock:block]`; the factory names the
            // scene by its storyboard ID, the transition block's UIKit call says how it is shown.
            let kind = args.first(where: { $0.label == "withTransitionBlock" }).flatMap { transitionKind($0.value, env) } ?? .unknown
            return (kind, factoryScreens(factory.value, env))
        }
        if name == "thenChainUsingBlock", let chained = chainedModule(callee, args, env) { return chained }
        if name == "setViewControllers" {
            // `setViewControllers(_:direction:animated:completion:)` is a page view controller's: its pages are embedded.
            let paging = args.contains { $0.label == "direction" }
            return (paging || isTabBar(base, env) ? .embed : .root, args.first.map { resolve($0.value, env) } ?? [])
        }
        guard let kind = Self.showMethods[name] else { return libraryNavigation(name, callee, args, env) }
        // A method of the scanned code with the same name is not UIKit's (unless it is UIKit's override).
        if base == nil, let owner = env.ownerType, !index.lookup(method: name, labels: args.map(\.label), in: owner).isEmpty {
            return nil
        }
        switch kind {
        case .push where name == "show":
            guard args.count == 2, args[1].label == "sender" else { return nil }
        case .present:
            guard args.first?.label == nil else { return nil }
        case .dismiss, .pop:
            // Back to the root of the stack: which module that is, the code does not say.
            if name == "popToRootViewController" { return nil }
            let target = name == "popToViewController" ? args.first.map { resolve($0.value, env) } ?? [] : []
            return (kind, target)
        default:
            break
        }
        return (kind, args.first.map { resolve($0.value, env) } ?? [])
    }

    /// `window.rootViewController = x` is a root; `tabBar.viewControllers = [...]` an embed;
    /// `navigationController.viewControllers = [x]` replaces the stack: a root.
    func assignmentKind(_ target: Expr, _ env: Env) -> NavigationKind? {
        let (base, name): (Expr?, String)
        switch target {
        case .member(let b, let n): (base, name) = (b, n)
        case .name(let n) where env.values[n] == nil && env.params[n] == nil: (base, name) = (nil, n)
        default: return nil
        }
        switch name {
        case "rootViewController": return .root
        case "viewControllers": return isTabBar(base, env) ? .embed : .root
        default: return nil
        }
    }

    func isTabBar(_ base: Expr?, _ env: Env) -> Bool {
        let type = base.flatMap { typeOf($0, env) } ?? (base == nil || base == .name("self") ? env.ownerType : nil)
        // Tab bar, page and split view controllers hold their children side by side: embeds.
        if let type, ModuleResolver.containerClasses.contains(type) || index.allSupertypes(of: type).contains(where: ModuleResolver.containerClasses.contains) { return true }
        return Self.names(in: base).contains { $0.lowercased().includes("tab") || $0.lowercased().includes("page") }
    }

    /// ViperMcFlurry: `[[handler openModuleUsingSegue:S] thenChainUsingBlock:^(id<EventModuleInput> input) {...}]`
    /// configures the module whose input protocol the block takes. That names the destination when the
    /// segue or the factory does not (the segue is in no scanned storyboard, the factory is injected);
    /// the kind is then the transition block's, else unknown.
    func chainedModule(_ callee: Expr, _ args: [CallArgument], _ env: Env) -> (NavigationKind, Set<Target>)? {
        guard case .member(.call(let opener, let openerArgs)?, _) = callee, case .member(_, let openName) = opener,
              openName == "openModuleUsingSegue" || openName == "openModuleUsingFactory",
              let block = args.first, case .name(let closure) = block.value,
              let type = env.types[closure + ".0"], let module = moduleOfType[type] else { return nil }
        if openName == "openModuleUsingSegue", let (segues, _) = performedSegues(opener, openerArgs, env), !segues.isEmpty { return nil }
        if openName == "openModuleUsingFactory", let factory = openerArgs.first, !factoryScreens(factory.value, env).isEmpty { return nil }
        let kind = openerArgs.first(where: { $0.label == "withTransitionBlock" }).flatMap { transitionKind($0.value, env) } ?? .unknown
        return (kind, [.module(module)])
    }

    /// What a local was bound to, followed through locals bound to locals.
    func origin(_ expr: Expr, _ env: Env) -> Expr {
        var current = expr
        var seen: Set<String> = []
        while case .name(let n) = current, let next = env.origins[n], seen.insert(n).inserted { current = next }
        return current
    }

    /// A module factory made with a storyboard ID (`[[RamblerViperModuleFactory alloc] initWithStoryboard:s
    /// andRestorationId:kEventID]`): the modules of the scenes with that ID.
    func factoryScreens(_ factory: Expr, _ env: Env) -> Set<Target> {
        guard case .call(.name, let args) = origin(factory, env) else { return [] }
        var ids: Set<String> = []
        for arg in args {
            guard let label = arg.label?.lowercased(), label.contains("identifier") || label.contains("restorationid") || label.hasSuffix("id") else { continue }
            ids.formUnion(strings(arg.value, env))
        }
        return identifierTargets(ids)
    }

    /// The one forward kind of the UIKit calls in the function that makes a transition block
    /// (`[self eventTransitionBlock]` returning `^(...) { [nav pushViewController:...]; }`), else nil.
    func transitionKind(_ block: Expr, _ env: Env) -> NavigationKind? {
        var kinds: Set<NavigationKind> = []
        func visit(_ expr: Expr) {
            guard case .call(let inner, let innerArgs) = expr else { return }
            if case .member(_, let name) = inner, let kind = Self.showMethods[name], !kind.isBackward { kinds.insert(kind) }
            innerArgs.forEach { visit($0.value) }
        }
        switch origin(block, env) {
        case .call(let callee, let args):
            for id in functions(called: callee, args, env) {
                for stmt in index.functions[id].fact.body {
                    if case .eval(let e, _) = stmt { visit(e) }
                }
            }
        case .name(let closure) where closure.hasPrefix("$closure@"):
            // A block written in place: its statements come first in this function's body, from the binding
            // of its first parameter to the statement that passes it.
            guard let id = env.function else { return nil }
            let body = index.functions[id].fact.body
            guard let start = body.firstIndex(where: { if case .bind(closure + ".0", _, _, _) = $0 { return true } else { return false } }) else { return nil }
            for stmt in body[start...] {
                guard case .eval(let e, _) = stmt else { continue }
                if Self.mentions(e, closure) { break }
                visit(e)
            }
        default:
            return nil
        }
        return kinds.count == 1 ? kinds.first : nil
    }

    static func mentions(_ expr: Expr, _ name: String) -> Bool {
        switch expr {
        case .name(let n): return n == name
        case .member(let base?, _): return mentions(base, name)
        case .call(let callee, let args): return mentions(callee, name) || args.contains { mentions($0.value, name) }
        case .list(let items): return items.contains { mentions($0, name) }
        case .cast(let inner, _): return mentions(inner, name)
        default: return false
        }
    }

    static func names(in expr: Expr?) -> [String] {
        switch expr {
        case .name(let n)?: return [n]
        case .member(let b, let n)?: return names(in: b) + [n]
        case .call(let c, _)?: return names(in: c)
        default: return []
        }
    }

    /// A routing library's method that is not in the scanned code (`pushViewControllerDerivedFrom { ... }`,
    /// `presentModalViewControllerDerivedFrom`): named push... or present..., given a module (often as the
    /// value of a closure that builds it).
    func libraryNavigation(_ name: String, _ callee: Expr, _ args: [CallArgument], _ env: Env) -> (NavigationKind, Set<Target>)? {
        let kind: NavigationKind
        if Self.startsWord(name, "push") { kind = .push } else if Self.startsWord(name, "present") { kind = .present } else { return nil }
        guard functions(called: callee, args, env).isEmpty else { return nil }
        let targets = args.reduce(into: Set<Target>()) { $0.formUnion(resolve($1.value, env)) }
        guard targets.contains(where: { if case .module = $0 { return true } else { return false } }) else { return nil }
        return (kind, targets)
    }

    static func startsWord(_ name: String, _ word: String) -> Bool {
        guard name.hasPrefix(word) else { return false }
        let rest = name.dropFirst(word.count)
        return rest.isEmpty || rest.first!.isUppercase
    }
}

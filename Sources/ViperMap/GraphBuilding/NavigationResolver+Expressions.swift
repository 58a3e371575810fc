import ViperMapModel

/// What an expression is, for navigation: which modules (or parameters) a value stands for,
/// what type it has, and which scanned functions a call may run.
extension NavigationResolver {
    static let collectionMethods: Set<String> = ["first", "last", "filter", "map", "compactMap", "flatMap"]

    /// A storyboard or identifier named after a module (`"Detail"`, `"DetailScene"`).
    func moduleNamed(_ name: String) -> String? {
        if moduleNames.contains(name) { return name }
        for suffix in ["Storyboard", "Scene", "Screen", "Module"] where name.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            if moduleNames.contains(stem) { return stem }
        }
        return nil
    }

    static let wrappers: Set<String> = ["UINavigationController", "UITabBarController", "UIHostingController"]

    func resolve(_ expr: Expr, _ env: Env) -> Set<Target> {
        switch expr {
        case .name(let n):
            if let v = env.values[n] { return v }
            if let p = env.params[n] { return [.param(p)] }
            return resolveProperty(env.ownerType, n)
        case .member(let base?, let name):
            if case .name(let t) = base, env.values[t] == nil, env.params[t] == nil, let m = moduleOfType[t] { return [.module(m)] }
            if case .name("self") = base { return resolveProperty(env.ownerType, name) }
            // `Screen.orderDetail`, `Identifiers.detail`: a storyboard ID held in a constant or an enum case.
            if !storyboards.isEmpty, case .name(let t) = base, env.values[t] == nil, env.params[t] == nil, index.isKnownType(t) {
                let ids = identifierTargets(strings(expr, env))
                if !ids.isEmpty { return ids }
            }
            return resolve(base, env)
        case .member(nil, let name):
            // `.orderDetail` handed to `instantiate(_ screen: Screen)`: the scene whose ID is that case's raw value.
            return identifierTargets(index.rawValues(ofCase: name))
        case .literal(let text):
            return identifierTargets([text])
        case .call(let callee, let args):
            return resolveCall(callee, args, env)
        case .list(let items):
            return items.reduce(into: Set<Target>()) { $0.formUnion(resolve($1, env)) }
        case .cast(let inner, let type):
            if let m = moduleOfType[type] { return [.module(m)] }
            return resolve(inner, env)
        default:
            return []
        }
    }

    func resolveCall(_ callee: Expr, _ args: [CallArgument], _ env: Env) -> Set<Target> {
        // Calling a closure parameter gives whatever the caller's closure gives.
        if case .name(let n) = callee, env.values[n] == nil, let p = env.params[n] { return [.param(p)] }
        // A scene by storyboard ID, a storyboard's initial scene, a generated accessor, a xib's owner.
        if let screens = storyboardScreens(callee, args, env) { return screens }
        // A tab bar, page or split container a module's own code makes is that module's screen.
        if case .name(let t) = callee, ModuleResolver.containerClasses.contains(t), case .module(let m) = owner(ofType: env.ownerType) {
            return [.module(m)]
        }
        // A constructor: `DetailsBuilder()`, `UINavigationController(rootViewController: x)`.
        if case .name(let t) = callee, index.isKnownType(t) || Self.wrappers.contains(t) || moduleOfType[t] != nil {
            // `CustomNavigationController(rootViewController: x)`: an app's own wrapper wraps x too.
            if Self.wrappers.contains(t) || (!args.isEmpty && index.allSupertypes(of: t).contains(where: Self.wrappers.contains)) {
                return args.reduce(into: Set<Target>()) { $0.formUnion(resolve($1.value, env)) }
            }
            if let m = moduleOfType[t] { return [.module(m)] }
            return []
        }
        // `controllers.first(where: { $0 is LoginController })`, `[a, b].map { Wrap($0) }`: the elements and the closure.
        if case .member(let base, let name) = callee, Self.collectionMethods.contains(name) {
            let fromBase = base.map { resolve($0, env) } ?? []
            // `items.map { $0.makeScreen() }` over `items: [TabItem]`: `$0` is a `TabItem`.
            var inner = env
            if let type = base.flatMap({ typeOf($0, env) }), type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
                inner.types["$0"] = String(type.dropFirst().dropLast())
            }
            return args.reduce(into: fromBase) { $0.formUnion(resolve($1.value, inner)) }
        }
        // `UIStoryboard(name: "Detail", ...)`, `instantiateViewController(withIdentifier: "DetailViewController")`.
        if case .name("UIStoryboard") = callee, let name = args.first(where: { $0.label == "name" }),
           case .literal(let storyboard) = name.value, let m = moduleNamed(storyboard) {
            return [.module(m)]
        }
        if case .member(let base, "instantiateViewController") = callee, let first = args.first {
            if case .literal(let id) = first.value, let m = moduleOfType[id] ?? moduleNamed(id) { return [.module(m)] }
            return base.map { resolve($0, env) } ?? []
        }
        var result: Set<Target> = []
        if case .member(let base?, _) = callee {
            // `DetailsRouter.assembleModule()`, `HomeBuilder().build()`, `module.viewController`
            // (a string's own method, `"Profile".localized()`, is no storyboard ID).
            if case .literal = base {} else { result = resolve(base, env) }
            if case .name(let t) = base, env.values[t] == nil, env.params[t] == nil, let m = moduleOfType[t] {
                result.insert(.module(m))
            }
            if let type = typeOf(base, env), let m = moduleOfType[type] { result.insert(.module(m)) }
        }
        // Dependency injection: `container.resolve(DetailBuilder.self)` stands for the Detail module.
        for arg in args {
            if case .member(.name(let t)?, "self") = arg.value, env.values[t] == nil, let m = moduleOfType[t] { result.insert(.module(m)) }
        }
        let candidates = functions(called: callee, args, env)
        // `module.makeView()` on a parameter typed by a protocol that many modules adopt: each adopter
        // gives its own module, so the value is whichever module the caller passes.
        if candidates.count > 1, case .member(let base?, _) = callee, case let receiver = resolve(base, env),
           receiver.count == 1, case .param(let j)? = receiver.first,
           candidates.allSatisfy({ id in
               let own = index.functions[id].owner.flatMap { moduleOfType[$0] }
               let rets = returns[id] ?? []
               return own != nil && rets.allSatisfy { $0 == .module(own!) }
           }) {
            return [.param(j)]
        }
        for function in candidates {
            let lined = Self.aligned(args, to: index.functions[function].fact)
            for target in returns[function] ?? [] {
                switch target {
                case .module: result.insert(target)
                case .param(let j): result.formUnion(argument(j, lined, env))
                }
            }
        }
        // `registry.getModule(module: FeedModule())` returning a view controller the scan cannot follow
        // (a registry lookup): the screen of the one module handed to it.
        if !candidates.isEmpty, !result.contains(where: { if case .module = $0 { return true } else { return false } }),
           candidates.allSatisfy({ Self.isScreenType(index.functions[$0].fact.returnType) }) {
            var given: Set<Target> = []
            for arg in args { for case .module(let m) in resolve(arg.value, env) { given.insert(.module(m)) } }
            if given.count == 1 { return result.union(given) }
        }
        return result
    }

    static func isScreenType(_ type: String) -> Bool {
        type.hasSuffix("Controller") || type.hasSuffix("VC")
    }

    /// A stored property stands for the module of its declared type, or of what it is initialised with.
    func resolveProperty(_ type: String?, _ name: String) -> Set<Target> {
        guard let type else { return [] }
        if let declared = propertyType(type, name), let m = moduleOfType[declared] { return [.module(m)] }
        // A router's own view controller of a class no module owns (a shared screen class it configures, or
        // a plain `UIViewController`) is its module's screen.
        if roleOfType[type] == .router, let m = moduleOfType[type], let declared = propertyType(type, name), moduleOfType[declared] == nil,
           isViewControllerClass(declared) {
            return [.module(m)]
        }
        for candidate in [type] + index.allSupertypes(of: type) {
            if let value = index.propertyInitializers[candidate]?[name] {
                return resolve(value, Env(ownerType: candidate)).filter { if case .module = $0 { return true } else { return false } }
            }
        }
        return []
    }

    /// `UIViewController` or a class of the scan that is one (not a navigation or tab bar container, which wraps).
    func isViewControllerClass(_ type: String) -> Bool {
        if Self.wrappers.contains(type) || ModuleResolver.containerClasses.contains(type) { return false }
        let chain = [type] + index.allSupertypes(of: type)
        if chain.contains(where: { Self.wrappers.contains($0) || ModuleResolver.containerClasses.contains($0) }) { return false }
        return chain.contains { $0 == "UIViewController" || $0 == "UITableViewController" || $0 == "UICollectionViewController" }
    }

    func propertyType(_ type: String?, _ name: String) -> String? {
        guard let type else { return nil }
        if let own = index.propertyTypes[type]?[name] {
            if !own.isEmpty { return own }
            // `static let shared = AppRouter().configured()`: what the initialiser's call returns.
            if let value = index.propertyInitializers[type]?[name], case .call(.member(_?, _), _) = value { return typeOf(value, Env(ownerType: type)) }
            return nil
        }
        for candidate in index.allSupertypes(of: type) {
            if let inherited = index.propertyTypes[candidate]?[name] { return inherited.isEmpty ? nil : inherited }
        }
        return nil
    }

    func typeOf(_ expr: Expr, _ env: Env) -> String? {
        switch expr {
        case .name("self"): return env.ownerType
        case .name(let n):
            if let t = env.types[n], !t.isEmpty { return t }
            return propertyType(env.ownerType, n)
        case .member(.name("self")?, let n): return propertyType(env.ownerType, n)
        case .member(let base?, let n):
            if case .name(let t) = base, index.isKnownType(t), env.types[t] == nil { return propertyType(t, n) }
            return typeOf(base, env).flatMap { propertyType($0, n) }
        case .call(.name(let t), _) where index.isKnownType(t) || t.first?.isUppercase == true:
            return t
        case .cast(_, let t): return t
        case .call(let callee, let args):
            // `assemblyFactory.categoriesAssembly()`: what the called function says it returns.
            return functions(called: callee, args, env).lazy.map { self.index.functions[$0].fact.returnType }.first { !$0.isEmpty }
        default: return nil
        }
    }

    /// The scanned functions a call may run.
    func functions(called callee: Expr, _ args: [CallArgument], _ env: Env) -> [Int] {
        let labels = args.map(\.label)
        switch callee {
        case .name(let n):
            if let owner = env.ownerType {
                let own = index.lookup(method: n, labels: labels, in: owner)
                if !own.isEmpty { return own }
                // In `extension DetailRoute where Self: BaseRouter`, `open(...)` is BaseRouter's (or its adopters').
                for constraint in index.selfConstraints[owner] ?? [] {
                    let found = index.lookup(method: n, labels: labels, in: constraint)
                    if !found.isEmpty { return found }
                    let adopters = index.concreteAdopters(of: constraint).flatMap { index.lookup(method: n, labels: labels, in: $0) }
                    if !adopters.isEmpty { return Array(Set(adopters)).sorted() }
                }
            }
            return (index.functionsByName[n] ?? []).filter {
                let f = index.functions[$0]
                return (f.owner == nil || f.isProtocolExtension) && index.matches(f.fact, n, labels)
            }
        case .member(let base?, let n):
            if case .name("super") = base, let owner = env.ownerType {
                return index.supertypes(of: owner).flatMap { index.lookup(method: n, labels: labels, in: $0) }
            }
            if case .name(let t) = base, env.values[t] == nil, env.params[t] == nil, env.types[t] == nil, index.isKnownType(t),
               propertyType(env.ownerType, t) == nil {
                return index.lookup(method: n, labels: labels, in: t)
            }
            // `UIApplication.shared.keyWindow?.setRoot(vc)`: a value of a type the scan cannot tell may still
            // call a method an extension of a UIKit type adds (when no declared type has one of that name).
            guard let type = typeOf(base, env) else {
                let all = index.functionsByName[n] ?? []
                guard let foreign = index.foreignMethods[n], foreign.count == all.count else { return [] }
                return foreign.filter { id in
                    index.matches(index.functions[id].fact, n, labels) && index.functions[id].owner.map { $0.hasPrefix("UI") } == true
                }
            }
            let direct = index.lookup(method: n, labels: labels, in: type)
            if index.isProtocol(type) {
                // A protocol value: the adopters in the modules the value is known to be, else all of them.
                let known = Set(resolve(base, env).compactMap { target -> String? in
                    if case .module(let m) = target { return m } else { return nil }
                })
                let all = index.concreteAdopters(of: type)
                let inKnown = all.filter { moduleOfType[$0].map(known.contains) == true }
                let adopters = inKnown.isEmpty ? all : inKnown
                let implementations = adopters.flatMap { index.lookup(method: n, labels: labels, in: $0) }
                return Array(Set(direct + implementations)).sorted()
            }
            return direct
        default:
            return []
        }
    }
}

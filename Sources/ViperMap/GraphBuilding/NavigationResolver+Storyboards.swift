import ViperMapModel

/// Code meets storyboard: a scene instantiated by its storyboard ID (a literal, a constant, an enum's
/// raw value, a helper's parameter), a storyboard's initial scene, R.swift and SwiftGen accessors, a
/// xib's owner, and `performSegue(withIdentifier:)` (the segue of the calling view controller's scene).
extension NavigationResolver {
    /// `performSegue(withIdentifier: "S", sender:)`: what segue S of the view controller's scene shows;
    /// nil when the call is not a perform-segue (or the scan has no storyboard).
    func performedSegues(_ callee: Expr, _ args: [CallArgument], _ env: Env) -> (segues: [StoryboardResolver.SegueTarget], why: String?)? {
        guard !storyboards.isEmpty, let first = args.first else { return nil }
        // `performSegue(withIdentifier:sender:)`, and Swift 2's `performSegueWithIdentifier(_:sender:)`.
        let base: Expr?
        switch callee {
        case .name("performSegue") where first.label == "withIdentifier", .name("performSegueWithIdentifier") where first.label == nil: base = nil
        case .member(let b, "performSegue") where first.label == "withIdentifier", .member(let b, "performSegueWithIdentifier") where first.label == nil: base = b
        // ViperMcFlurry: `[self.transitionHandler openModuleUsingSegue:kSegue]`, the transition handler being the module's view controller.
        case .member(let b, "openModuleUsingSegue") where first.label == nil: base = b
        default: return nil
        }
        let cls: String?
        if let base, base != .name("self") { cls = typeOf(base, env) } else { cls = env.ownerType }
        let identifiers = strings(first.value, env)
        guard !identifiers.isEmpty else { return ([], "the segue identifier is not a constant the scan can read") }
        var found = cls.map { storyboards.segues(ofClass: $0, identifiers: identifiers) } ?? []
        // `weak var viewController: UIViewController?` in a router: the view controller is its module's.
        if found.isEmpty, case .module(let m) = owner(ofType: env.ownerType) {
            found = storyboards.segues(inModule: m, identifiers: identifiers)
        }
        if found.isEmpty {
            let listed = identifiers.sorted().map { "'\($0)'" }.joined(separator: " or ")
            return ([], "no storyboard scene of \(cls ?? "the module's view controllers") has a segue \(listed)")
        }
        return (found, nil)
    }

    /// The screens a storyboard or xib lookup gives, or nil when the call is none.
    func storyboardScreens(_ callee: Expr, _ args: [CallArgument], _ env: Env) -> Set<Target>? {
        guard !storyboards.isEmpty else { return nil }
        let catalog = storyboards.catalog
        func modules(_ refs: [StoryboardCatalog.SceneRef]) -> Set<Target> {
            Set(refs.flatMap { storyboards.shown($0) }.map { Target.module($0.module) })
        }
        switch callee {
        case .member(let base, "instantiateViewController"), .member(let base, "instantiateViewControllerWithIdentifier"):
            guard let first = args.first else { return nil }
            let boards = base.flatMap { storyboardNames($0, env) }
            var refs: [StoryboardCatalog.SceneRef] = []
            for id in strings(first.value, env).sorted() {
                let scoped = catalog.scenes(identifier: id, in: boards)
                refs += scoped.isEmpty && boards != nil ? catalog.scenes(identifier: id, in: nil) : scoped
            }
            var result = modules(refs)
            // `instantiate(_ screen: Screen)`: the ID is the caller's argument, which names the scene.
            for case .param(let j) in resolve(first.value, env) { result.insert(.param(j)) }
            return result.isEmpty ? nil : result
        case .member(let base?, "instantiateInitialViewController"):
            guard let boards = storyboardNames(base, env) else { return nil }
            let result = modules(catalog.initialScenes(in: boards))
            return result.isEmpty ? nil : result
        // R.swift: `R.storyboard.main.settings()`, `R.storyboard.main.instantiateInitialViewController()`.
        case .member(.member(.member(.name("R")?, "storyboard")?, let board)?, let scene):
            return generatedAccessor(board: board, scene: scene, initial: scene == "instantiateInitialViewController")
        // SwiftGen: `StoryboardScene.Main.settings.instantiate()`, `StoryboardScene.Main.initialScene.instantiate()`.
        case .member(.member(.member(.name("StoryboardScene")?, let board)?, let scene)?, "instantiate"):
            return generatedAccessor(board: board, scene: scene, initial: scene == "initialScene")
        // `UIViewController(nibName: "Login", bundle: nil)`: the xib's File's Owner.
        case .name(let type):
            // A view controller made from a xib whose class the scan cannot tell (`UIViewController(nibName:)`);
            // a module's own class (`LoginViewController(nibName:)`) is its module, and `UINib` is a view's.
            guard type == "UIViewController" || (moduleOfType[type] == nil && type != "UINib" && Self.isScreenType(type)),
                  let nib = args.first(where: { $0.label == "nibName" }) else { return nil }
            let owners = strings(nib.value, env).compactMap { catalog.xibOwners[$0] }.compactMap { moduleOfType[$0] }
            return owners.isEmpty ? nil : Set(owners.map { Target.module($0) })
        default:
            return nil
        }
    }

    /// A generated accessor names the storyboard and the scene after their own names, in lower camel
    /// case (`main`, `orderDetail`), or as they are (`Main`).
    private func generatedAccessor(board: String, scene: String, initial: Bool) -> Set<Target>? {
        let catalog = storyboards.catalog
        let boards = Set(catalog.byName.keys.filter { Self.normalized($0) == Self.normalized(board) })
        guard !boards.isEmpty else { return nil }
        var refs: [StoryboardCatalog.SceneRef] = []
        if initial {
            refs = catalog.initialScenes(in: boards)
        } else {
            for b in catalog.boardIndices(boards) {
                for (identifier, scenes) in catalog.boards[b].scenesByIdentifier where Self.normalized(identifier) == Self.normalized(scene) {
                    refs += scenes.map { StoryboardCatalog.SceneRef(board: b, scene: $0) }
                }
            }
        }
        let result = Set(refs.sorted().flatMap { storyboards.shown($0) }.map { Target.module($0.module) })
        return result.isEmpty ? nil : result
    }

    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { ($0 >= "a" && $0 <= "z") || ($0 >= "0" && $0 <= "9") })
    }

    /// The modules of the scenes whose storyboard ID is one of these strings (any storyboard).
    func identifierTargets(_ identifiers: Set<String>) -> Set<Target> {
        guard !storyboards.isEmpty else { return [] }
        var result: Set<Target> = []
        for id in identifiers {
            for ref in storyboards.catalog.scenes(identifier: id, in: nil) {
                for screen in storyboards.shown(ref) { result.insert(.module(screen.module)) }
            }
        }
        return result
    }

    /// The strings an expression may hold: a literal, a constant (`Identifiers.detail`, a local bound
    /// to one), an enum case's raw value (`Screen.detail.rawValue`, `.detail`), `String(describing: X.self)`.
    func strings(_ expr: Expr, _ env: Env, depth: Int = 0) -> Set<String> {
        guard depth < 8 else { return [] }
        switch expr {
        case .literal(let s):
            return [s]
        case .name(let n):
            if let origin = env.origins[n] {
                var inner = env
                inner.origins[n] = nil
                return strings(origin, inner, depth: depth + 1)
            }
            if env.params[n] != nil || env.values[n] != nil { return [] }
            if let owner = env.ownerType, let value = valueOf(owner, n) { return strings(value, Env(ownerType: owner, file: env.file), depth: depth + 1) }
            // A file-level constant: `static NSString *const kDetailSegue = @"showDetail"`, `let detailSegue = "showDetail"`.
            guard let value = index.constant(n, file: env.file) else { return [] }
            return strings(value, Env(ownerType: nil, file: env.file), depth: depth + 1)
        case .member(let base?, "rawValue"):
            return strings(base, env, depth: depth + 1)
        case .member(let base?, let name) where !(base == .name("self")) && !Self.isTypeName(base, env, index):
            // `kind.segueID`, a computed property whose getter returns a string literal per case: any of them.
            let owners = typeOf(base, env).map { [$0] } ?? []
            return literalGetters(name, in: owners)
        case .member(nil, let name):
            return index.rawValues(ofCase: name)
        case .member(.name("self")?, let name):
            guard let owner = env.ownerType, let value = valueOf(owner, name) else { return [] }
            return strings(value, Env(ownerType: owner), depth: depth + 1)
        case .member(.name(let t)?, let name) where env.values[t] == nil && env.params[t] == nil && env.types[t] == nil:
            if let raw = index.rawValue(ofCase: name, in: t) { return [raw] }
            guard let value = valueOf(t, name) else { return [] }
            return strings(value, Env(ownerType: t), depth: depth + 1)
        case .call(.name("String"), let args):
            if let first = args.first, first.label == "describing", case .member(.name(let t)?, "self") = first.value { return [t] }
            return []
        case .list(let items):
            return items.reduce(into: Set<String>()) { $0.formUnion(strings($1, env, depth: depth + 1)) }
        default:
            return []
        }
    }

    static func isTypeName(_ expr: Expr, _ env: Env, _ index: TypeIndex) -> Bool {
        guard case .name(let t) = expr, env.values[t] == nil, env.params[t] == nil, env.types[t] == nil else { return false }
        return t.first?.isUppercase == true
    }

    /// The string literals that getters named `name` (of these types, else of any enum) return, when
    /// every value they return is a literal.
    func literalGetters(_ name: String, in owners: [String]) -> Set<String> {
        let candidates = owners.isEmpty
            ? (index.functionsByName[name] ?? []).filter { id in index.functions[id].owner.flatMap { index.declaration($0) }?.kind == .enum }
            : owners.flatMap { index.lookup(method: name, labels: [], in: $0) }
        var result: Set<String> = []
        for id in candidates {
            let fact = index.functions[id].fact
            guard fact.parameters.isEmpty else { continue }
            for stmt in fact.body {
                switch stmt {
                case .ret(.literal(let text), _): result.insert(text)
                case .ret: return []
                default: continue
                }
            }
        }
        return result
    }

    /// What a type's property or constant is set to: its initialiser, or a getter that returns one value.
    func valueOf(_ type: String, _ name: String) -> Expr? {
        for candidate in [type] + index.allSupertypes(of: type) {
            if let value = index.propertyInitializers[candidate]?[name] ?? index.foreignInitializers[candidate]?[name] { return value }
            for id in index.lookup(method: name, labels: [], in: candidate) where index.functions[id].fact.parameters.isEmpty {
                let body = index.functions[id].fact.body
                if body.count == 1, case .ret(let value, _) = body[0] { return value }
            }
        }
        return nil
    }

    /// The storyboards an expression may be (`UIStoryboard(name: "Main", bundle: nil)`, a constant or
    /// property holding one, `UIStoryboard.main`, a view controller's own `storyboard`); nil when unknown.
    func storyboardNames(_ expr: Expr, _ env: Env, depth: Int = 0) -> Set<String>? {
        guard depth < 8 else { return nil }
        func named(_ value: Expr?, _ owner: String?) -> Set<String>? {
            value.flatMap { storyboardNames($0, Env(ownerType: owner), depth: depth + 1) }
        }
        switch expr {
        case .call(.name("UIStoryboard"), let args):
            guard let name = args.first(where: { $0.label == "name" }) else { return nil }
            let names = strings(name.value, env)
            return names.isEmpty ? nil : names
        case .name(let n):
            if let origin = env.origins[n] {
                var inner = env
                inner.origins[n] = nil
                return storyboardNames(origin, inner, depth: depth + 1)
            }
            guard env.params[n] == nil, env.values[n] == nil, let owner = env.ownerType else { return nil }
            if let value = valueOf(owner, n) { return named(value, owner) }
            return n == "storyboard" ? boards(ofClass: owner) : nil
        case .member(.name("self")?, let n):
            guard let owner = env.ownerType else { return nil }
            if let value = valueOf(owner, n) { return named(value, owner) }
            return n == "storyboard" ? boards(ofClass: owner) : nil
        case .member(let base?, "storyboard"):
            return typeOf(base, env).flatMap(boards(ofClass:))
        case .member(.name(let t)?, let n) where env.values[t] == nil && env.params[t] == nil:
            return named(valueOf(t, n), t)
        case .member(nil, let n):
            return named(valueOf("UIStoryboard", n), "UIStoryboard")
        default:
            return nil
        }
    }

    /// The storyboards that have a scene of this class (or a superclass).
    private func boards(ofClass cls: String) -> Set<String>? {
        let catalog = storyboards.catalog
        let names = Set(([cls] + index.allSupertypes(of: cls)).flatMap { catalog.scenesOfClass[$0] ?? [] }.map { catalog.boards[$0.board].name })
        return names.isEmpty ? nil : names
    }
}

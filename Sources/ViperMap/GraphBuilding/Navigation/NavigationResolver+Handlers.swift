import ViperMapLanguage

extension NavigationResolver {
    /// An effect reached through an event handler another module's code registers (a button's closure kept by a
    /// library, `bar.onTap = { … }` in a view's lazy property) happens when the user acts on that screen, not when the
    /// code that builds the control runs: a module whose call merely reaches that code (a coordinator's closure
    /// handing a value back to the screen below) does not speak for it; the registering module's own code does.
    /// A handler is a closure run right after the code that writes it with no call of it there (value flow runs
    /// closures a library keeps where they are made).
    func isHandlerOfAnotherScreen(_ trail: Trail, at u: Int) -> Bool {
        guard !trail.path.isEmpty else { return false }
        var previous = u
        for step in trail.path {
            let unit = program.units[step]
            if unit.isClosure, unit.definer == previous, !invokes(previous, unit.closureName ?? "") {
                guard case .module(let registrar) = unitOwners[previous] else { return false }
                return unitOwners[u] != .module(registrar)
            }
            previous = step
        }
        return false
    }

    /// Whether a unit's code calls the closure it writes under this name (`{ … }(SearchBar())`); each unit read once.
    private func invokes(_ u: Int, _ closure: String) -> Bool {
        if let known = closuresCalledInPlace[u] { return known.contains(closure) }
        var called: Set<String> = []
        for stmt in program.units[u].body {
            for expr in stmt.expressions {
                expr.forEachExpression { if case .call(.name(let n), _) = $0, n.hasPrefix("$closure@") { called.insert(n) } }
            }
        }
        closuresCalledInPlace[u] = called
        return called.contains(closure)
    }

    /// Whether a scene's class answers `shouldPerformSegue(withIdentifier:sender:)` only with `false` for this identifier
    /// (the segue never runs; code shows something else instead).
    func refusesSegue(_ cls: String, _ identifier: String) -> Bool {
        let units = index.lookup(method: "shouldPerformSegue", labels: ["withIdentifier", "sender"], in: cls).map { program.unitOfFunction[$0] }
        guard !units.isEmpty else { return false }
        for u in units {
            let context = Context(receiver: [.object(cls, exact: true, fields: Fields())], arguments: [[.text(identifier)], ValueSet()])
            let returns = flow.outcome(of: u, in: context).returns
            guard !returns.isEmpty, returns.allSatisfy({ $0 == .text("false") }) else { return false }
        }
        return true
    }
}

extension NavigationResolver {
    /// Whether code names this text: a string literal, a constant's or property's literal value, an enum case (whose raw
    /// value may be its name); any text, when code names segues through generated accessors (R.swift's `R.segue`,
    /// SwiftGen's `StoryboardSegue`).
    func namesText(_ text: String) -> Bool { textsNamed.contains(text) || textsNamed.contains(Self.generatedSegues) }

    private static let generatedSegues = "#generated-segues"

    static func textsNamed(_ program: Program) -> Set<String> {
        var texts = Set(program.index.enumsByCase.keys)
        func add(_ expr: Expr) {
            expr.forEachExpression { node in
                switch node {
                case .literal(let t): texts.insert(t)
                case .member(.name("R")?, "segue"), .name("StoryboardSegue"): texts.insert(generatedSegues)
                default: break
                }
            }
        }
        for unit in program.units {
            for statement in unit.body { statement.expressions.forEach(add) }
        }
        for values in program.index.constants.values { for (_, value) in values { add(value) } }
        for name in program.index.byName.keys {
            for property in program.index.declaration(name)?.properties ?? [] { property.initializer.map(add) }
        }
        return texts
    }
}

/// Observers waiting for a notification nothing posts.
extension NavigationResolver {
    /// Methods named only as the selectors of notification observers (`addObserver(self, selector: #selector(expired),
    /// name: .sessionDidExpire, object: nil)`) of notifications the app names itself (a constant it declares, a
    /// `Notification.Name("…")` it makes) and no code posts: nothing runs them. When some post's name cannot be read,
    /// none is.
    static func unpostedObserverMethods(_ program: Program) -> Set<String> {
        var observed: [String: [String?]] = [:]
        var posted: Set<String> = []
        var otherSelectors: Set<String> = []
        var unreadablePost = false
        // A notification's name: the text it stands for when the app spells it (a literal, a constant it declares, a static
        // member of `Notification.Name` it declares); nil when it is the system's or not known.
        func literal(_ expr: Expr?) -> String? {
            switch expr {
            case .literal(let text)?: return text
            case .call(_, let args)?: if case .literal(let text)? = args.first?.value { return text } else { return nil }
            default: return nil
            }
        }
        func key(_ expr: Expr) -> String? {
            switch expr {
            case .literal(let text): return text
            case .name(let n):
                return program.index.constants[n]?.first.flatMap { literal($0.value) }
            case .member(_, let n):
                for type in notificationNameTypes {
                    guard let unit = program.initializer(of: n, in: type), case .ret(let value, _)? = program.units[unit].body.first else { continue }
                    return literal(value)
                }
                return nil
            case .call(.name(let type), let args) where notificationNameTypes.contains(type):
                return literal(args.first?.value)
            default: return nil
            }
        }
        for unit in program.units {
            for statement in unit.body {
                for expr in statement.expressions {
                    var inObserver: Set<String> = []
                    expr.forEachExpression { node in
                        guard case .call(.member(_, let name), let args) = node else { return }
                        let labels = args.map(\.label)
                        if name == "addObserver", let s = labels.firstIndex(of: "selector"), let n = labels.firstIndex(of: "name"),
                           let method = UIKitModel.selectorName(args[s].value) {
                            observed[method, default: []].append(key(args[n].value))
                            inObserver.insert(method)
                        } else if (name == "post" && labels.first == "name") || name == "postNotificationName" {
                            if let k = args.first.flatMap({ key($0.value) }) { posted.insert(k) } else { unreadablePost = true }
                        } else if name == "post" {
                            unreadablePost = true
                        }
                    }
                    expr.forEachExpression { node in
                        if let method = UIKitModel.selectorName(node), !inObserver.contains(method) { otherSelectors.insert(method) }
                    }
                }
            }
        }
        guard !unreadablePost else { return [] }
        var result: Set<String> = []
        for (method, names) in observed where !otherSelectors.contains(method) {
            if names.allSatisfy({ name in name.map { !posted.contains($0) } ?? false }) { result.insert(method) }
        }
        return result
    }

    static let notificationNameTypes: Set<String> = ["Notification.Name", "NSNotification.Name", "NSNotificationName"]
}

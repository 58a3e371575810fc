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

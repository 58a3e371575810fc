import ViperMapFacts

/// Assignments: to locals, to properties of `self` and of other objects, and what the client is told of them.
extension Interpreter {
    /// An assignment told to the client: its effects, and the handlers of the channels it publishes on, run with
    /// the value written (`state.loggedIn = true` runs what subscribed to `state.$loggedIn`).
    mutating func announce(_ assignment: ExternalAssignment, _ line: Int) {
        report(client.assign(assignment), line)
        for channel in client.publishes(assignment) {
            _ = invoke(flow.handlers(of: channel, reader: entry), [], [assignment.value], line)
        }
    }

    mutating func assign(_ target: Expr, _ valueExpr: Expr, _ values: ValueSet, _ line: Int) {
        switch target {
        case .name("self") where unit.isInitializer && unit.owner.map({ index.kind(of: $0) == .enum }) == true:
            // `self = .product(id)` in an enum's initializer: the value it makes.
            outcome.returns.formUnion(chosenUnderTests(values))
        case .call(.name("#subscript"), let args) where !args.isEmpty:
            // `pages[key] = screen`: the collection holds it too, with what it held.
            assign(args[0].value, valueExpr, evaluate(args[0].value, line).union(values), line)
        case .name(let n) where locals[n] != nil || parameterIndex[n] != nil:
            // `switch board { case .arrivals: screen = … }`: a local set for some cases of an unknown parameter holds the
            // callers' choice from now on, as a `switch` expression's value does.
            if conditionalPaths.contains(true) { choseByParameter = true }
            var held = locals[n] ?? parameterIndex[n].map { argument($0) } ?? ValueSet()
            // `screen = CartBuilder.build()` under `case "cart":`: the local holds it with the tests that chose it.
            held.formUnion(chosenUnderTests(values))
            locals[n] = held
            if let position = parameterIndex[n] { outcome.assignedParameters[position, default: ValueSet()].formUnion(held) }
        case .name(let n) where hasProperty(n):
            // `pendingLink = .cart` under `case "cart":`: the property holds it with the tests that chose it.
            writeSelf(storedName(n), chosenUnderTests(values))
            announce(ExternalAssignment(target: receiver, targetExpr: target, property: storedName(n), value: values, valueExpr: origin(valueExpr),
                                                    valueItems: items(origin(valueExpr), line), unit: unit.id, owner: unit.owner, line: line), line)
        case .member(.name("self")?, let n):
            writeSelf(n, chosenUnderTests(values))
            announce(ExternalAssignment(target: receiver, targetExpr: target, property: n, value: values, valueExpr: origin(valueExpr),
                                                    valueItems: items(origin(valueExpr), line), unit: unit.id, owner: unit.owner, line: line), line)
        case .member(let base?, let n):
            let targets = evaluate(base, line)
            for t in targets {
                switch t {
                case .object(let type, _, _), .metatype(let type):
                    flow.storeWrite(type, n, values)
                    noteCases(type, n, values)
                    // `button.onTap = { … }` on a library's object: the library calls it.
                    if declaredType(of: n, in: type) == nil { flow.escape(values) }
                default:
                    flow.escape(values)
                }
            }
            if targets.isEmpty { flow.escape(values) }
            // An object this run made and keeps in a local holds the value from now on, for this construction only.
            if case .name(let local) = base, let held = locals[local] {
                locals[local] = ValueSet(held.map { $0.settingField(n, values.filter { !$0.isPlainData }) }).capped(ValueFlow.depth)
            } else if !targets.isEmpty, targets.allSatisfy({ if case .object(let type, _, _) = $0 { return !index.isKnownType(type) &&
                                                                  client.keepsField(n, ofLibraryType: type) } else { return false } }) {
                // A library's object a property of `self` holds (`stack.viewControllers = [home]` on `let stack =
                // UINavigationController()`), in a field the client reads: the property holds it with the field set. The store
                // only: what the initializer's object was made with stays as it was. Shallow: what the values hold is read where they are made.
                keep(Field(name: n, values: values.filter { !$0.isPlainData }.capped(1)), inPropertyRead: base)
            }
            announce(ExternalAssignment(target: targets, targetExpr: target, property: n, value: values, valueExpr: origin(valueExpr),
                                                    valueItems: items(origin(valueExpr), line), unit: unit.id, owner: unit.owner, line: line), line)
        case .name(let n):
            // A name nothing declares: a local of a scope the flattening lost, or a library's property.
            locals[n, default: ValueSet()].formUnion(values)
            flow.escape(values)
            announce(ExternalAssignment(target: receiver, targetExpr: target, property: n, value: values, valueExpr: valueExpr,
                                                    valueItems: items(origin(valueExpr), line), unit: unit.id, owner: unit.owner, line: line), line)
        default:
            break
        }
    }
}

import ViperMapFacts

/// Calls into libraries: the client says what they do (returns, effects, closures run now or later, channels
/// published and subscribed to); what it does not know runs the closures among the arguments.
extension Interpreter {
    mutating func constructExternal(_ type: String, _ args: [CallArgument], _ values: [ValueSet], _ line: Int) -> ValueSet {
        var call = externalCall(type, args.map(\.label), receiver: nil, nil, args, values, line)
        guard var result = client.construct(call) else {
            _ = apply(ExternalResult(), receiver: ValueSet(), values, line)
            // `URLComponents(url: url, …)`: a library's value made from a probe stands for that probe.
            let probes = values.flatMap { $0.filter { $0.probeName != nil } }
            if !probes.isEmpty { return ValueSet(probes) }
            // `AnyView(screen)`, `AnyPublisher(subject)`: a type eraser (Swift's `Any…` convention) made from one
            // value is that value.
            if type.hasPrefix("Any"), type.count > 3, type.dropFirst(3).first?.isUppercase == true, args.count == 1, args[0].label == nil,
               !values[0].isEmpty {
                return values[0]
            }
            return [.object(type, exact: true, fields: Fields())]
        }
        if let arguments = result.publishedArguments {
            call.closureValues = published(result.publishes, arguments, line)
            result = client.construct(call) ?? ExternalResult(returns: [.object(type, exact: true, fields: Fields())])
            result.publishes = []
            result.runsClosures = false
        }
        if result.needsClosureValues {
            // `Link { Destination() } label: { ... }`: the client answers from what the closures give.
            call.closureValues = runClosures(in: values, with: result.closureArguments ?? [], line)
            if !result.needsMembers.isEmpty { call.memberValues = expand(call.closureValues!, result.needsMembers, line) }
            result = client.construct(call) ?? ExternalResult(returns: [.object(type, exact: true, fields: Fields())])
            result.runsClosures = false
        }
        return apply(result, receiver: ValueSet(), values, line)
    }

    mutating func externalCall(_ name: String, _ labels: [String?], receiver: ValueSet?, _ receiverExpr: Expr?, _ args: [CallArgument],
                                       _ values: [ValueSet], _ line: Int) -> ExternalCall {
        ExternalCall(name: name, labels: labels, receiver: receiver, receiverExpr: receiverExpr, arguments: values, argumentExprs: args.map { origin($0.value) },
                     argumentItems: args.map { items(origin($0.value), line) }, unit: unit.id, owner: unit.owner, line: line)
    }

    /// A call no scanned code answers: what the client says it does; by default, closures among the
    /// arguments run (given the receiver's values) and the call gives the receiver and their values.
    mutating func external(_ name: String, _ labels: [String?], receiver: ValueSet, receiverExpr: Expr?, _ args: [CallArgument],
                           _ values: [ValueSet], _ line: Int) -> ValueSet {
        if let known = knownExternal(name, labels, receiver: receiver, receiverExpr: receiverExpr, args, values, line) { return known }
        // `first(where: { $0 is LoginController })`: the elements of that type.
        if Self.predicateSelections.contains(name), let type = typeTest(in: values) { return narrow(receiver, to: type) }
        // A collection's `map` gives what its closure gives; `filter`, `first(where:)`, `sorted` its own elements.
        var fallback = ExternalResult(returns: Self.transforms.contains(name) ? ValueSet() : receiver)
        fallback.runsClosures = true
        fallback.returnsClosureValues = !Self.selections.contains(name)
        return apply(fallback, receiver: receiver, values, line)
    }

    /// A call no scanned code answers, when the client knows what it does; nil when it does not.
    mutating func knownExternal(_ name: String, _ labels: [String?], receiver: ValueSet, receiverExpr: Expr?, _ args: [CallArgument],
                                _ values: [ValueSet], _ line: Int) -> ValueSet? {
        var call = externalCall(name, labels, receiver: receiver, receiverExpr, args, values, line)
        guard var result = client.call(call) else { return nil }
        if !result.receiverFields.isEmpty, let receiverExpr { store(result.receiverFields, in: receiverExpr) }
        if let arguments = result.publishedArguments {
            call.closureValues = published(result.publishes, arguments, line)
            result = client.call(call) ?? ExternalResult()
            result.publishes = []
        }
        if result.needsClosureValues {
            call.closureValues = runClosures(in: values, with: result.closureArguments ?? [receiver], line)
            if !result.needsMembers.isEmpty { call.memberValues = expand(call.closureValues!, result.needsMembers, line) }
            result = client.call(call) ?? ExternalResult()
            result.runsClosures = false
            if result.returnsClosureValues { result.returns.formUnion(call.closureValues ?? ValueSet()) }
        }
        return apply(result, receiver: receiver, values, line)
    }

    /// Sets fields of the objects this run made that `expr` (a local, a property of `self`) holds.
    private mutating func store(_ fields: [Field], in expr: Expr) {
        func updated(_ held: ValueSet) -> ValueSet {
            ValueSet(held.map { value in fields.reduce(value) { $0.settingField($1.name, $1.values) } }).capped(ValueFlow.depth)
        }
        switch expr {
        case .name(let n) where locals[n] != nil: locals[n] = updated(locals[n]!)
        case .member(.name("self")?, let n) where selfFields[n] != nil: selfFields[n] = updated(selfFields[n]!)
        // A property of `self` the run has not set (`nav.setViewControllers([home])` on `let nav = UINavigationController()`):
        // it holds the object with those fields from now on, for every method of `self` that reads it later.
        case .name(let n) where hasProperty(n): writeSelf(storedName(n), updated(readSelf(storedName(n), 0)))
        case .member(.name("self")?, let n) where hasProperty(n): writeSelf(n, updated(readSelf(n, 0)))
        default: break
        }
    }

    /// A property of `self` holds its objects with a field set, for the methods that read it later.
    mutating func keep(_ field: Field, inPropertyRead expr: Expr) {
        guard isOwnProperty(expr) else { return }
        let name: String
        switch expr {
        case .name(let n): name = storedName(n)
        case .member(_, let n): name = n
        default: return
        }
        let updated = ValueSet(readSelf(name, 0).map { $0.settingField(field.name, field.values) }).capped(ValueFlow.depth)
        for case .object(let type, _, _) in context.receiver { flow.storeWrite(type, name, updated) }
    }

    /// Methods that give the elements their closure argument accepts.
    static let predicateSelections: Set<String> = ["first", "last", "filter"]

    /// The type a closure among the arguments tests its parameter for (`{ vc in vc is T }`), when that is all it does.
    private func typeTest(in values: [ValueSet]) -> String? {
        for set in values {
            for case .closure(let closure) in set {
                let body = program.units[closure.unit]
                guard let parameter = body.parameters.first?.name, body.body.count == 1,
                      case .ret(.cast(.name(parameter), let type), _) = body.body[0] else { continue }
                return type
            }
        }
        return nil
    }

    static let collectionTypes: Set<String> = ["Array", "Set", "ContiguousArray", "NSArray", "NSMutableArray", "NSSet", "NSOrderedSet"]
    static let transforms: Set<String> = ["map", "compactMap", "flatMap", "reduce", "mapValues", "compactMapValues"]
    static let selections: Set<String> = ["filter", "sorted", "sort", "forEach", "contains", "allSatisfy", "removeAll", "drop", "prefix", "suffix", "min", "max"]

    mutating func apply(_ result: ExternalResult, receiver: ValueSet, _ values: [ValueSet], _ line: Int) -> ValueSet {
        report(result.effects, result.line ?? line)
        if result.keepsClosures { for set in values { flow.keepForClient(set) } }
        var returns = result.returns
        for run in result.runs { returns.formUnion(invoke(run.closures, [], run.arguments, line)) }
        for back in result.callsBack {
            var refs = ValueSet()
            for object in back.on {
                guard case .object(let type, let exact, _) = object else { continue }
                for u in methodUnits(named: back.method, in: type, exact: exact) { refs.insert(.closure(Closure(unit: u, receiver: [object], captures: []))) }
            }
            _ = invoke(refs, [], back.arguments, line)
        }
        for channel in result.publishes {
            returns.formUnion(invoke(flow.handlers(of: channel, reader: entry), [], [], line))
        }
        for (channel, handler) in result.subscribes {
            switch handler {
            case .values(let set):
                flow.subscribe(channel, set.filter { if case .closure = $0 { return true } else { return false } })
            case .method(let name, let objects):
                var refs = ValueSet()
                for object in objects {
                    guard case .object(let type, let exact, _) = object else { continue }
                    for u in methodUnits(named: name, in: type, exact: exact) { refs.insert(.closure(Closure(unit: u, receiver: [object], captures: []))) }
                }
                flow.subscribe(channel, refs)
            }
        }
        if result.runsClosures {
            let given = runClosures(in: values, with: result.closureArguments ?? [receiver], line)
            if result.returnsClosureValues { returns.formUnion(given) }
        } else if result.subscribes.isEmpty {
            // Handed to a library that runs them later (or never): they are its to run.
            values.forEach(flow.escape)
        }
        return returns
    }

    /// What `members` give on these values (a property's getter, or a method run with what its parameters declare),
    /// for objects of the scan's types that declare one and that the client says stand for their content (a plain
    /// wrapper, not one of its screens), and again on what that gives (at most three times).
    private mutating func expand(_ values: ValueSet, _ members: [String], _ line: Int) -> ValueSet {
        var result = ValueSet(), seen = Set<String>(), current = values
        for _ in 0..<3 {
            var next = ValueSet()
            for base in current {
                guard case .object(let type, let exact, _) = base, index.isKnownType(type), !seen.contains(type), client.standsForContent(type, placedBy: unit.owner) else { continue }
                for member in members {
                    if !getters(named: member, in: type, exact: exact).isEmpty {
                        next.formUnion(read([base], member, line))
                    } else {
                        for u in methodUnits(named: member, in: type, exact: exact) {
                            let arguments = program.units[u].parameters.map { p in program.nominal(p.typeName, in: type).map { ValueSet([.typed($0)]) } ?? ValueSet() }
                            next.formUnion(runUnit(u, Context(receiver: [base], arguments: arguments, overlay: overlayFields), line))
                        }
                    }
                }
                seen.insert(type)
            }
            guard !next.isEmpty else { break }
            result.formUnion(next)
            current = next
        }
        return result
    }

    /// What the handlers of these channels give when run with these arguments (`ExternalResult.publishedArguments`).
    private mutating func published(_ channels: [String], _ arguments: [ValueSet], _ line: Int) -> ValueSet {
        var given = ValueSet()
        for channel in channels { given.formUnion(invoke(flow.handlers(of: channel, reader: entry), [], arguments, line)) }
        return given
    }

    /// Runs the closures among argument values with these arguments; what they give.
    private mutating func runClosures(in values: [ValueSet], with arguments: [ValueSet], _ line: Int) -> ValueSet {
        var closures = ValueSet()
        for set in values { closures.formUnion(set.filter { if case .closure = $0 { return true } else { return false } }) }
        return closures.isEmpty ? ValueSet() : invoke(closures, [], arguments, line)
    }
}

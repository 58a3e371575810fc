import ViperMapFacts

/// Calls: dispatch to every implementation a receiver may run (its class's, an override in a subclass
/// when the class is not known exactly, a protocol's adopters' and extension defaults), closures run
/// with what they captured, constructors that give an object its fields, and calls into libraries,
/// which the client explains.
extension Interpreter {
    /// Past this many implementations, a call through a protocol or base class says nothing about which
    /// one runs: it is not followed (and the gap is noted).
    static let maxImplementations = 16

    mutating func call(_ callee: Expr, _ args: [CallArgument], _ line: Int) -> ValueSet {
        let values = args.map { evaluate($0.value, line) }
        let labels = args.map(\.label)
        switch callee {
        case .name("#selector"):
            return ValueSet()
        case .name(let n):
            if isLocal(n) || n.hasPrefix("$closure@") {
                let held = name(n, line)
                // `[[screenClass alloc] init]`, `screenType()`: a local holding a class makes an instance of it.
                var made = ValueSet()
                for case .metatype(let type) in held where index.isKnownType(type) { made.formUnion(construct(type, args, values, line)) }
                return made.union(invoke(held, args, values, line))
            }
            if unit.owner != nil {
                let targets = implementations(of: n, labels: labels, on: receiver)
                if !targets.isEmpty { return run(targets, args, values, line, onSelf: true, name: n, labels: labels) }
                if hasProperty(n) {
                    // `onFinish?()`: self's property holding closures.
                    let held = name(n, line)
                    for case .object(let type, let exact, _) in receiver {
                        if let declared = declaredType(of: n, in: type) { noteUnassigned(n, of: type, exact: exact, declared: declared, held: held, line) }
                    }
                    return invoke(held, args, values, line)
                }
            }
            let free = (index.functionsByName[n] ?? []).filter { index.functions[$0].owner == nil && index.matches(index.functions[$0].fact, n, labels) }
            if !free.isEmpty {
                return run(Dictionary(uniqueKeysWithValues: free.map { (program.unitOfFunction[$0], ValueSet()) }), args, values, line, onSelf: false)
            }
            // `Array(seq)`, `Set(seq)`: the same elements.
            if Self.collectionTypes.contains(n), args.count == 1, args[0].label == nil, index.declaration(n) == nil { return values[0] }
            if n.first?.isUppercase == true { return construct(n, args, values, line) }
            // `dismiss(animated: true)` in a library class's subclass: a method it inherits, called on
            // self, when the client knows it as one (else a free function of a library, on nothing).
            if let owner = unit.owner, !receiver.isEmpty, inheritsFromLibrary(owner),
               let known = knownExternal(n, labels, receiver: receiver, receiverExpr: .name("self"), args, values, line) {
                return known
            }
            return external(n, labels, receiver: ValueSet(), receiverExpr: nil, args, values, line)
        case .member(nil, let n):
            return [.enumCase(n)]
        case .member(.name("super")?, let n):
            guard let owner = unit.owner else { return ValueSet() }
            var targets: [Int: ValueSet] = [:]
            for supertype in index.supertypes(of: owner) {
                for f in index.lookup(method: n, labels: labels, in: supertype) { targets[program.unitOfFunction[f]] = receiver }
            }
            // `super.init(rootViewController: first)` in a subclass of a library class: what the library makes of those
            // arguments, when it is not simply a new instance (a navigation controller made with its first screen is that
            // screen), the new object stands for too.
            if targets.isEmpty, n == "init", let library = index.supertypes(of: owner).first(where: { !index.isKnownType($0) }) {
                let standing = constructExternal(library, args, values, line).filter { value in
                    if case .object(library, _, _) = value { return false } else { return true }
                }
                if !standing.isEmpty { selfFields[Self.standsForField, default: ValueSet()].formUnion(standing) }
                return receiver
            }
            if targets.isEmpty { return external(n, labels, receiver: receiver, receiverExpr: .name("super"), args, values, line) }
            return run(targets, args, values, line, onSelf: true)
        case .member(let base?, let n):
            if case .name(let t) = base, isTypeName(t) { return dispatch([.metatype(resolvedType(t))], n, labels, args, values, base, line, onSelf: false) }
            return dispatch(evaluate(base, line), n, labels, args, values, base, line, onSelf: base == .name("self"))
        default:
            return invoke(evaluate(callee, line), args, values, line)
        }
    }

    /// Scanned methods named `name` that a value of `type` may run.
    func methodUnits(named name: String, in type: String, exact: Bool, labels: [String?]? = nil) -> [Int] {
        // Most names read are properties: no function anywhere has the name.
        guard index.functionsByName[name] != nil else { return [] }
        let key = ValueFlow.MethodKey(type: type, exact: exact, name: name, labels: labels)
        if let known = flow.methodCache[key] { return known }
        var found = Set(index.lookup(method: name, labels: labels, in: type))
        if !exact, index.functionsByName[name] != nil {
            for subtype in program.subtypes(of: type) where index.kind(of: subtype) != .protocol {
                found.formUnion(index.lookup(method: name, labels: labels, in: subtype))
            }
        }
        let result = found.map { program.unitOfFunction[$0] }.sorted()
        flow.methodCache[key] = result
        return result
    }

    /// The units of methods named `name` that extensions of library classes add, for a value of `type`: those on a
    /// library class among its ancestors or theirs (as the client tells a library class's superclasses).
    func libraryExtensionMethods(named name: String, labels: [String?], for type: String) -> [Int] {
        guard let foreign = index.foreignMethods[name] else { return [] }
        var library: Set<String> = []
        for t in [type] + index.allSupertypes(of: type) where !index.isKnownType(t) {
            library.insert(t)
            library.formUnion(client.superclasses(ofLibraryClass: t) ?? [])
        }
        guard !library.isEmpty else { return [] }
        // A library value whose class tree the client does not give (`List { … }`, a modifier's result): an extension
        // method of a library protocol the client says such a value adopts (`extension View { func tellUsButton(…) }`).
        let unknownAncestry = !index.isKnownType(type) && client.superclasses(ofLibraryClass: type) == nil
        return foreign.filter { f in
            guard let owner = index.functions[f].owner else { return false }
            let adopted = unknownAncestry && !index.isKnownType(owner) && client.libraryValue(type, mayAdopt: owner)
            return (library.contains(owner) || adopted) && index.matches(index.functions[f].fact, name, labels)
        }.map { program.unitOfFunction[$0] }.sorted()
    }

    /// Whether a type of the scan has an ancestor the scan does not hold (a library's class).
    func inheritsFromLibrary(_ type: String) -> Bool {
        index.isKnownType(type) && index.allSupertypes(of: type).contains { !index.isKnownType($0) }
    }

    /// `paymentBuilder`, `self.paymentBuilder`: a property of `self` (not a local or parameter of that name).
    func isOwnProperty(_ expr: Expr) -> Bool {
        switch expr {
        case .name(let n): return locals[n] == nil && parameterIndex[n] == nil && hasProperty(n)
        case .member(.name("self")?, _): return true
        default: return false
        }
    }

    /// The units a call of `name` on these receivers runs, each with the receivers that run it. `madeOnly`: on a
    /// protocol value, only adopters some code makes (see `madeAdopters`).
    func implementations(of name: String, labels: [String?], on receivers: ValueSet, madeOnly: Bool = false) -> [Int: ValueSet] {
        var targets: [Int: ValueSet] = [:]
        for r in receivers {
            switch r {
            case .object(let type, let exact, let fields):
                let units = methodUnits(named: name, in: type, exact: exact || r.isParameter, labels: labels)
                for u in madeOnly ? madeAdopters(units, of: type) : units {
                    // An adopter's or a subclass's implementation runs on a value of that type: its own properties are read there.
                    if let owner = program.units[u].owner, owner != type, index.kind(of: owner) != .protocol,
                       program.isSubtype(owner, of: type) {
                        targets[u, default: ValueSet()].insert(.object(owner, exact: false, fields: fields))
                    } else {
                        targets[u, default: ValueSet()].insert(r)
                    }
                }
            case .metatype(let type):
                for u in methodUnits(named: name, in: type, exact: true, labels: labels) where program.units[u].isStatic || name == "init" {
                    targets[u, default: ValueSet()].insert(r)
                }
            case .enumCase(let c):
                for type in index.enumsByCase[c] ?? [] {
                    for u in methodUnits(named: name, in: type, exact: true, labels: labels) where !program.units[u].isStatic {
                        targets[u, default: ValueSet()].insert(r)
                    }
                }
            case .token where r.chosen != nil:
                // A case chosen by tests of probes: its enum's methods, run on it (a `switch self` there passes the tests on).
                guard case .enumCase(let c) = r.chosen!.value else { break }
                for type in index.enumsByCase[c] ?? [] {
                    for u in methodUnits(named: name, in: type, exact: true, labels: labels) where !program.units[u].isStatic {
                        targets[u, default: ValueSet()].insert(r)
                    }
                }
            default:
                break
            }
        }
        return targets
    }

    /// On a value of a protocol, the implementations of adopters some code of the scan makes or names, when there are
    /// any: an adopter nothing names (and no library makes: it has no supertype from outside the scan) is never made.
    private func madeAdopters(_ units: [Int], of type: String) -> [Int] {
        guard index.isProtocol(type), units.count > 1 else { return units }
        func made(_ u: Int) -> Bool {
            guard let owner = program.units[u].owner, !index.isProtocol(owner) else { return true }
            return program.mentionedAnywhere.contains(owner) || index.allSupertypes(of: owner).contains { !index.isKnownType($0) }
        }
        let kept = units.filter(made)
        return kept.isEmpty ? units : kept
    }

    /// `applySeatSelection(to: &screen)`: a local handed `inout` holds, after the call, what the callee assigned to its parameter.
    private mutating func copyBack(_ assigned: [Int: ValueSet], _ args: [CallArgument], to u: Int) {
        let params = program.units[u].parameters
        var next = 0
        for arg in args {
            guard let position = params.indices.dropFirst(next).first(where: { params[$0].label == arg.label }) else { continue }
            next = position + 1
            if case .call(.name("#inout"), let inner) = arg.value, case .name(let local)? = inner.first?.value, let values = assigned[position],
               locals[local] != nil {
                locals[local, default: ValueSet()].formUnion(values)
            }
        }
    }

    /// The field of `self` holding what a library superclass's initializer made that the new object stands for.
    static let standsForField = "#standsFor"

    /// Methods that add their argument to the collection they are called on.
    static let mutators: Set<String> = ["append", "insert", "appendContentsOf", "addObject", "addObjectsFromArray", "add"]

    /// A call of a closure property nothing in the scan assigns: where the map stops.
    private mutating func noteUnassigned(_ name: String, of type: String, exact: Bool, declared: String, held: ValueSet, _ line: Int) {
        guard !held.contains(where: { if case .closure = $0 { return true } else { return false } }), declared.contains("->"),
              !flow.isAssigned(type, exact: exact, name), client.speaksFor(type) else { return }
        gap("`\(type).\(name)` holds no closure the scan sees assigned", line)
    }

    private mutating func dispatch(_ receivers: ValueSet, _ name: String, _ labels: [String?], _ args: [CallArgument], _ values: [ValueSet],
                                   _ base: Expr, _ line: Int, onSelf: Bool) -> ValueSet {
        var result = ValueSet()
        var unhandled = ValueSet()
        var targets: [Int: ValueSet] = [:]
        let bound = staticallyBound(name, labels: labels, base: base)
        for r in receivers {
            switch r {
            case .metatype(let type):
                if name == "init" { result.formUnion(construct(type, args, values, line)); continue }
                if index.caseNames(of: type).contains(name) { result.insert(.enumCase(name)); continue }
                let found = implementations(of: name, labels: labels, on: [r])
                if !found.isEmpty { for (u, v) in found { targets[u, default: ValueSet()].formUnion(v) }; continue }
                let member = staticMember(type, name, line)
                if member.contains(where: { if case .closure = $0 { return true } else { return false } }) {
                    result.formUnion(invoke(member, args, values, line))
                } else {
                    unhandled.insert(r)
                }
            case .object(let type, let exact, _):
                if !bound.isEmpty { for u in bound { targets[u, default: ValueSet()].insert(r) }; continue }
                // A property of `self` of a protocol type (`self.builder = builder` kept from the initializer): an adopter some
                // code makes (a local or a parameter: what the code or its callers give says which).
                let found = implementations(of: name, labels: labels, on: [r], madeOnly: isOwnProperty(base))
                if !found.isEmpty { for (u, v) in found { targets[u, default: ValueSet()].formUnion(v) }; continue }
                // `dependencies.makeDetail(item)` on a `@dynamicMemberLookup` type: the closure its lookup gives.
                if declaredType(of: name, in: type) == nil, !dynamicMemberLookups(type, exact: exact).isEmpty {
                    result.formUnion(invoke(read([r], name, line), args, values, line))
                    continue
                }
                if let declared = declaredType(of: name, in: type) ?? (getters(named: name, in: type, exact: exact).isEmpty ? nil : "") {
                    // `output.onFinish?()`: a property holding closures.
                    let held = read([r], name, line)
                    noteUnassigned(name, of: type, exact: exact, declared: declared, held: held, line)
                    result.formUnion(invoke(held, args, values, line))
                    continue
                }
                // `[self.viewController showModule:screen]`: a method a category or an extension adds to a library class
                // the value's class descends from.
                let added = libraryExtensionMethods(named: name, labels: labels, for: type)
                if !added.isEmpty { for u in added { targets[u, default: ValueSet()].insert(r) }; continue }
                if index.isKnownType(type), index.isProtocol(type), methodUnits(named: name, in: type, exact: false).isEmpty,
                   index.declaration(type)?.requirements.contains(where: { $0.signature.contains("func " + name + "(") }) == true,
                   client.speaksFor(type) {
                    gap("no implementation of `\(type).\(name)` in the scan", line)
                }
                unhandled.insert(r)
            case .enumCase:
                let found = implementations(of: name, labels: labels, on: [r])
                if !found.isEmpty { for (u, v) in found { targets[u, default: ValueSet()].formUnion(v) }; continue }
                unhandled.insert(r)
            case .token(let tag, _) where r.chosen == nil:
                // `[self.viewController.navigationController pst_pushModule:screen]`: a method a category or an extension
                // adds to the library class of the object the token stands for, run on the token.
                let added = client.libraryClass(ofToken: tag).map { libraryExtensionMethods(named: name, labels: labels, for: $0) } ?? []
                if !added.isEmpty { for u in added { targets[u, default: ValueSet()].insert(r) }; continue }
                unhandled.insert(r)
            default:
                unhandled.insert(r)
            }
        }
        if targets.count > Self.maxImplementations {
            gap("`\(name)` may run any of \(targets.count) implementations: not followed", line)
            targets = [:]
        }
        // `UIApplication.shared.currentWindow()?.replaceRoot(with: x)`: on a value of a type the scan cannot
        // tell, a method that an extension of a library's type adds (when no type of the scan has one).
        if receivers.isEmpty, targets.isEmpty {
            let all = index.functionsByName[name] ?? []
            if let foreign = index.foreignMethods[name], foreign.count == all.count {
                for f in foreign where index.matches(index.functions[f].fact, name, labels) {
                    targets[program.unitOfFunction[f]] = [.typed(index.functions[f].owner ?? name)]
                }
                if !targets.isEmpty { return run(targets, args, values, line, onSelf: false, name: name, labels: labels, base: base) }
            }
        }
        result.formUnion(run(targets, args, values, line, onSelf: onSelf, name: name, labels: labels, base: base))
        if !unhandled.isEmpty || receivers.isEmpty {
            result.formUnion(external(name, labels, receiver: unhandled, receiverExpr: base, args, values, line))
            // `presentTypes.append(type)`: the collection holds the argument from now on.
            if targets.isEmpty, Self.mutators.contains(name), let first = values.first, !first.isEmpty {
                appendTo(base, first, line)
            }
        }
        return result
    }

    private mutating func appendTo(_ target: Expr, _ values: ValueSet, _ line: Int) {
        // What the client makes of a property that holds the values from now on.
        func tell(_ targets: ValueSet, _ property: String) {
            announce(ExternalAssignment(target: targets, targetExpr: target, property: property, value: values, valueExpr: .other,
                                                    valueItems: nil, unit: unit.id, owner: unit.owner, line: line), line)
        }
        switch target {
        case .name(let n) where locals[n] != nil:
            var held = locals[n]!
            held.formUnion(values)
            locals[n] = held
        case .name(let n) where hasProperty(n):
            writeSelf(storedName(n), values)
            tell(receiver, storedName(n))
        case .member(.name("self")?, let n):
            writeSelf(n, values)
            tell(receiver, n)
        case .member(let base?, let n):
            let targets = evaluate(base, line)
            for t in targets {
                if case .object(let type, _, _) = t { flow.storeWrite(type, n, values) }
            }
            tell(targets, n)
        default:
            break
        }
    }

    /// Runs each unit with the receivers that run it; a method of `self` may set fields later code reads.
    mutating func run(_ targets: [Int: ValueSet], _ args: [CallArgument], _ values: [ValueSet], _ line: Int, onSelf: Bool,
                      name: String? = nil, labels: [String?] = [], base: Expr? = nil) -> ValueSet {
        var result = ValueSet()
        for u in overloadsAdmitting(targets.keys.sorted(), args, values, line) {
            let out = runOutcome(u, Context(receiver: targets[u]!, arguments: align(args, values, to: u, line), overlay: overlayFields), line)
            if !out.assignedParameters.isEmpty { copyBack(out.assignedParameters, args, to: u) }
            if let name, !program.units[u].isClosure {
                var call = externalCall(name, labels, receiver: targets[u]!, base, args, values, line)
                call.callee = u
                let declared = program.nominal(program.units[u].returnType, in: program.units[u].owner, function: program.units[u].function)
                if let given = client.returned(call, declared: declared, values: out.returns) {
                    result.formUnion(given)
                    if onSelf { for (field, set) in out.fields { selfFields[field] = set } }
                    continue
                }
            }
            result.formUnion(returns(of: u, out))
            if onSelf { for (field, set) in out.fields { selfFields[field] = set } }
        }
        return result
    }

    /// Overloads of one name and labels (`display(_ error: Error)`, `display(_ receipt: Receipt)`): those whose parameters
    /// admit the arguments' values, when some do and some do not; all of them when the values cannot tell.
    private mutating func overloadsAdmitting(_ units: [Int], _ args: [CallArgument], _ values: [ValueSet], _ line: Int) -> [Int] {
        guard units.count > 1, !values.isEmpty else { return units }
        let admitting = units.filter { u in
            let unit = program.units[u]
            return zip(unit.parameters, align(args, values, to: u, line)).allSatisfy { parameter, given in
                guard let type = program.nominal(parameter.typeName, in: unit.owner, function: unit.function) else { return true }
                return admits(type, given)
            }
        }
        return admitting.isEmpty ? units : admitting
    }

    /// Whether values of the scan's types may be of `type`, a type the scan declares (a library's admits any).
    private func admits(_ type: String, _ given: ValueSet) -> Bool {
        guard index.isKnownType(type), !given.isEmpty else { return true }
        return given.contains { value in
            guard case .object(let t, _, _) = value, index.isKnownType(t) || !index.isProtocol(type) else { return true }
            return t == type || index.allSupertypes(of: t).contains(type) || program.subtypes(of: t).contains(type)
        }
    }

    @discardableResult
    mutating func runOutcome(_ u: Int, _ given: Context, _ line: Int) -> Outcome {
        var context = given
        context.overlay = relevantOverlay(given, for: u)
        let out = flow.call(u, context, from: entry)
        let conditional = isConditional, ambiguous = isAmbiguous, tests = choicePath
        for (effect, trail) in out.effects {
            var seen = effect
            if conditional { seen.conditional = true }
            if ambiguous { seen.ambiguous = true }
            if !tests.isEmpty { seen.choicePath = flow.join(tests, effect.choicePath, in: unit.id) }
            outcome.add(seen, trail.through(u, at: line))
        }
        effectsCarried += out.effects.count
        return out
    }

    mutating func runUnit(_ u: Int, _ context: Context, _ line: Int) -> ValueSet {
        returns(of: u, runOutcome(u, context, line))
    }

    /// What a call returns: what the code returns, else (nothing known) its declared return type.
    func returns(of u: Int, _ out: Outcome) -> ValueSet {
        guard out.returns.isEmpty else { return out.returns }
        let callee = program.units[u]
        guard !callee.isClosure, let type = program.nominal(callee.returnType, in: callee.owner, function: callee.function) else { return ValueSet() }
        return [.typed(type)]
    }

    /// Calling values: closures run with the arguments, types construct.
    mutating func invoke(_ callees: ValueSet, _ args: [CallArgument], _ values: [ValueSet], _ line: Int) -> ValueSet {
        var result = ValueSet()
        for callee in callees {
            switch callee {
            case .closure(let closure):
                let body = program.units[closure.unit]
                let arguments = body.parameters.indices.map { i -> ValueSet in
                    if i < values.count, !values[i].isEmpty { return values[i] }
                    return program.nominal(body.parameters[i].typeName, in: body.owner, function: body.function).map { [.typed($0)] } ?? ValueSet()
                }
                result.formUnion(runUnit(closure.unit, Context(receiver: closure.receiver, arguments: arguments, captures: closure.captures,
                                                               overlay: overlayFields), line))
            case .metatype(let type):
                result.formUnion(construct(type, args, values, line))
            case .token where callee.chosen != nil:
                result.formUnion(invokeChosen(callee, args, values, line))
            case .token:
                // A library's callable value (an action it handed out): what calling it does, the client says.
                result.formUnion(knownExternal("callAsFunction", args.map(\.label), receiver: [callee], receiverExpr: nil, args, values, line) ?? ValueSet())
            case .object(let type, let exact, _) where !methodUnits(named: "callAsFunction", in: type, exact: exact).isEmpty:
                // `makeDetail(item)` on a value whose type declares `callAsFunction`: that method.
                result.formUnion(dispatch([callee], "callAsFunction", args.map(\.label), args, values, .other, line, onSelf: false))
            default:
                continue
            }
        }
        return result
    }

    /// The values of a call's arguments, one per parameter of the unit it runs: labels matched, an
    /// argument left out taking the parameter's default, trailing closures filling the last parameters.
    mutating func align(_ args: [CallArgument], _ values: [ValueSet], to u: Int, _ line: Int) -> [ValueSet] {
        let params = program.units[u].parameters
        guard !params.isEmpty else { return [] }
        let trailing = args.reversed().prefix { $0.label == CallArgument.trailingLabel }.count
        let leading = Array(params.dropLast(trailing))
        var result: [ValueSet] = []
        var next = 0
        let given = args.count - trailing
        for (i, param) in leading.enumerated() {
            let remainingParams = leading.count - i
            let remainingArgs = given - next
            if param.isVariadic, next < given {
                // `init(_ tabs: Tab...)`: every argument up to the next labelled one.
                var all = ValueSet()
                repeat { all.formUnion(values[next]); next += 1 } while next < given && (args[next].label == nil || args[next].label == param.label)
                result.append(all)
                continue
            }
            if next < given, args[next].label == param.label || param.defaultValue == nil || remainingArgs >= remainingParams {
                result.append(values[next])
                next += 1
            } else if let value = param.defaultValue {
                result.append(evaluate(value, line))
            } else {
                result.append(ValueSet())
            }
        }
        result += values.suffix(trailing)
        while result.count < params.count { result.append(ValueSet()) }
        return Array(result.prefix(params.count))
    }

    /// `T(...)`: the initializers of `T` run on a new object, whose fields are what they set (a struct
    /// without one takes its fields from the labels).
    mutating func construct(_ type: String, _ args: [CallArgument], _ values: [ValueSet], _ line: Int) -> ValueSet {
        let labels = args.map(\.label)
        guard index.isKnownType(type) else { return constructExternal(type, args, values, line) }
        let initializers = index.lookup(method: "init", labels: labels, in: type).map { program.unitOfFunction[$0] }.sorted()
        // A subclass of a library's class the client knows (a navigation controller made with its root): what the client says.
        var given: ValueSet? = nil
        if ([type] + index.allSupertypes(of: type)).contains(where: { !index.isKnownType($0) }),
           let external = client.construct(externalCall(type, labels, receiver: nil, nil, args, values, line)), !external.returns.isEmpty {
            given = apply(external, receiver: ValueSet(), values, line)
        }
        guard !initializers.isEmpty else {
            if let given { return given }
            var fields: [Field] = []
            for (i, arg) in args.enumerated() {
                if let label = arg.label, declaredType(of: label, in: type) != nil { fields.append(Field(name: label, values: values[i])) }
            }
            return [Value.object(type, exact: true, fields: Fields(fields)).capped(ValueFlow.depth)]
        }
        var result = ValueSet()
        let isEnum = index.kind(of: type) == .enum
        for u in initializers {
            let out = runOutcome(u, Context(receiver: [.object(type, exact: true, fields: Fields())], arguments: align(args, values, to: u, line),
                                            overlay: overlayFields), line)
            // An enum's initializer gives the case it assigns to `self`.
            let cases = isEnum ? out.returns.filter { if case .enumCase = $0 { return true } else { return $0.chosen != nil } } : ValueSet()
            if !cases.isEmpty { result.formUnion(cases); continue }
            if let standing = out.fields[Self.standsForField] { result.formUnion(standing) }
            let fields = out.fields.filter { $0.key != Self.standsForField }.map { Field(name: $0.key, values: $0.value) }
            result.insert(Value.object(type, exact: true, fields: Fields(fields)).capped(ValueFlow.depth))
        }
        return given ?? result
    }
}

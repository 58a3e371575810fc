import ViperMapFacts

/// Runs one unit's statements in one context, abstractly: locals hold sets of values (a local assigned
/// twice holds both, flow-insensitively, as `if`/`else` branches do), a `switch` on a known case runs only
/// that case's statements, and every call is followed into the code it may run.
struct Interpreter {
    unowned let flow: ValueFlow
    let program: Program
    let unit: Unit
    let context: Context
    let entry: Int
    var locals: [String: ValueSet] = [:]
    /// What each local was bound to, to say where a value came from.
    var origins: [String: Expr] = [:]
    /// Fields of `self` set so far in this run: what later reads and calls on `self` see.
    var selfFields: [String: ValueSet] = [:]
    /// Enum cases stored in properties (`Type.field`) so far, by the callers or this run: what calls read first.
    var overlay: [String: ValueSet] = [:]
    var outcome = Outcome()
    /// How many effects of callees this run carried up into its outcome (work, for `ValueFlow.Work`).
    var effectsCarried = 0
    private var admitted: [Bool] = []
    /// Per open `when`: whether its test surely passes here (a known string equal to the tested one).
    private var surely: [Bool] = []
    /// A `return` ran under tests that surely pass: the rest of the unit does not run in this context.
    private var returned = false
    /// Whether each open case path runs only for some cases of an unknown parameter.
    var conditionalPaths: [Bool] = []
    /// A `switch` expression on a parameter nobody here fixes chose a value: what follows shows the
    /// callers' choice, not this run's.
    var choseByParameter = false
    var isConditional: Bool { choseByParameter || conditionalPaths.contains(true) }
    /// Whether each open case path runs for only some of several cases a stored value may hold.
    private var ambiguousPaths: [Bool] = []
    var isAmbiguous: Bool { ambiguousPaths.contains(true) }
    /// For each open case path, the tests of probes on the way to it, the outer paths' first (see `Value.probe`).
    var choicePaths: [ChoicePath] = []
    /// The tests of probes on the way to what runs now.
    var choicePath: ChoicePath { choicePaths.last ?? .empty }
    var choices: [Choice] { choicePath.choices }
    let parameterIndex: [String: Int]
    /// The declared types of the owner's properties (see `ValueFlow.propertyTable`).
    let ownerProperties: [String: String]
    private var constantsBeingRead: Set<String> = []
    /// A generic function's type parameters this call fixes: `make<T>(_ type: T.Type)` called with `Detail.self`.
    var genericBindings: [String: String] = [:]

    init(flow: ValueFlow, unit: Unit, context: Context, entry: Int) {
        self.flow = flow
        self.program = flow.program
        self.unit = unit
        self.context = context
        self.entry = entry
        parameterIndex = unit.parameterIndex
        ownerProperties = unit.owner.map { flow.propertyTable(of: $0) } ?? [:]
        for field in context.overlay { overlay[field.name] = field.values }
        // `as? Self` in a protocol extension's static method called on `LoginViewController`: that type.
        var receiverType: String?
        var oneType = true
        for value in context.receiver {
            switch value {
            case .metatype(let t), .object(let t, _, _):
                if receiverType == nil { receiverType = t } else if receiverType != t { oneType = false }
            default: break
            }
        }
        if oneType, let only = receiverType { genericBindings["Self"] = only }
        if let f = unit.function, !flow.program.index.functions[f].fact.genericParameters.isEmpty {
            let generics = Set(flow.program.index.functions[f].fact.genericParameters.map(\.name))
            for (i, p) in unit.parameters.enumerated() where i < context.arguments.count {
                let written = p.typeName.hasSuffix("?") ? String(p.typeName.dropLast()) : p.typeName
                guard written.hasSuffix(".Type"), generics.contains(String(written.dropLast(5))) else { continue }
                let types = Set(context.arguments[i].compactMap { value -> String? in if case .metatype(let t) = value { return t } else { return nil } })
                if types.count == 1, let only = types.first { genericBindings[String(written.dropLast(5))] = only }
            }
        }
    }

    /// Whether a test surely passes for these values: each a string the test's one equality admits.
    static func surelyPasses(_ values: ValueSet, _ cases: [String]) -> Bool {
        guard !values.isEmpty, cases.count == 1, !cases[0].hasPrefix("!") else { return false }
        return values.allSatisfy { value in
            if case .text(let text) = value { return cases[0] == TextCase.equal(text) }
            return false
        }
    }

    var index: TypeIndex { program.index }
    var client: LanguageClient { flow.client }

    mutating func run() -> Outcome {
        for stmt in unit.body {
            switch stmt {
            case .when(let subject, let cases, let line):
                let parent = admitted.last ?? true
                let given = parent ? evaluate(subject, line) : ValueSet()
                // Enum cases chosen by tests of probes: tested as the cases, passing their tests on to this path.
                let (values, carried) = unwrapChosen(given, cases)
                admitted.append(parent ? admits(values, cases) : false)
                surely.append(parent && (surely.last ?? true) && Self.surelyPasses(values, cases))
                let unknown = values.isEmpty || values.contains { if case .enumCase = $0 { return false } else { return true } }
                // A flag of a held object (`TextCase.heldFlag`: `id.isEmpty`, `session.isSignedIn`) chooses no case a caller passes.
                let heldFlag = cases.allSatisfy { $0.hasSuffix(TextCase.heldFlag) }
                conditionalPaths.append(parent && !cases.isEmpty && unknown && !heldFlag && isParameterSubject(subject))
                ambiguousPaths.append(parent && !cases.isEmpty && !unknown && values.count > 1 && !isParameterSubject(subject, throughLocals: true)
                                      && !values.allSatisfy { admits([$0], cases) })
                let tested = parent && !cases.isEmpty
                    ? values.compactMap(\.probeName).map { Choice(subject: $0, cases: cases, unit: unit.id, line: line) } + carried : []
                choicePaths.append(flow.extend(choicePath, with: tested, in: unit.id))
                continue
            case .endWhen:
                _ = choicePaths.popLast()
                _ = admitted.popLast()
                _ = surely.popLast()
                _ = conditionalPaths.popLast()
                _ = ambiguousPaths.popLast()
                continue
            default:
                break
            }
            guard !returned, admitted.last ?? true else { continue }
            execute(stmt)
            // `if identifier == "showGiftCards" { return false }` run with that identifier: what follows is not reached.
            if case .ret = stmt, !surely.isEmpty, surely.allSatisfy({ $0 }) { returned = true }
        }
        outcome.fields = selfFields
        return outcome
    }

    /// `switch route`, `switch route.kind`: a parameter's value (which callers pass).
    /// `throughLocals`: also a local made from a parameter (`guard let link = DeepLink(url: url)`): which case it
    /// holds, the caller decides (a switch on it is no stored state shown two ways).
    func isParameterSubject(_ subject: Expr, throughLocals: Bool = false, depth: Int = 0) -> Bool {
        switch subject {
        case .name(let n):
            if parameterIndex[n] != nil { return true }
            guard throughLocals, depth < 3, let origin = origins[n] else { return false }
            return isParameterSubject(origin, throughLocals: true, depth: depth + 1)
        case .member(let base?, _): return isParameterSubject(base, throughLocals: throughLocals, depth: depth)
        case .call(let callee, let args) where depth > 0:
            return args.contains { isParameterSubject($0.value, throughLocals: true, depth: depth) } || isParameterSubject(callee, throughLocals: true, depth: depth)
        case .cast(let inner, _): return isParameterSubject(inner, throughLocals: throughLocals, depth: depth)
        default: return false
        }
    }

    /// Whether some of these values are of a type of the scan that declares a subscript.
    private func hasSubscript(_ values: ValueSet) -> Bool {
        values.contains { value in
            guard case .object(let type, let exact, _) = value else { return false }
            return !methodUnits(named: "subscript", in: type, exact: exact).isEmpty
        }
    }

    private mutating func execute(_ stmt: Stmt) {
        switch stmt {
        case .bind(let name, let value, let typeName, let line):
            // `let nav: UINavigationController = .init()`: the declared type's initializer.
            var made = value
            if case .call(.member(nil, "init"), let args) = value, !typeName.isEmpty { made = .call(.name(typeName), args) }
            var values = evaluate(made, line)
            // `let list: ListViewController = board.instantiateViewController(...)`: the declared type says what the value is.
            if !typeName.isEmpty { values = narrow(values, to: typeName) }
            locals[name] = values
            origins[name] = value
        case .assign(let target, let value, let line):
            assign(target, value, evaluate(value, line), line)
        case .eval(let expr, let line):
            _ = evaluate(expr, line)
        case .ret(let expr, let line):
            outcome.returns.formUnion(chosenUnderTests(evaluate(expr, line)).capped(ValueFlow.depth))
        case .when, .endWhen, .closure, .closureEnd:
            break
        }
    }


    mutating func report(_ effects: [(tag: Int, values: [ValueSet], note: String)], _ line: Int) {
        for e in effects {
            outcome.add(Effect(tag: e.tag, values: e.values, note: e.note, unit: unit.id, line: line, conditional: isConditional,
                               ambiguous: isAmbiguous, choicePath: choicePath), Trail(line: line))
        }
    }

    mutating func gap(_ note: String, _ line: Int) {
        outcome.add(Effect(tag: Effect.gap, values: [], note: note, unit: unit.id, line: line), Trail(line: line))
    }

    /// `self`: the receiver this run was given (fields this run sets are read back from `selfFields`).
    var receiver: ValueSet { context.receiver }

    mutating func writeSelf(_ name: String, _ values: ValueSet) {
        selfFields[name] = values
        for value in context.receiver {
            switch value {
            case .object(let type, _, _), .metatype(let type):
                flow.storeWrite(type, name, values)
                noteCases(type, name, values)
                // Closures just kept in a property of `self` (a timer's `onTick`) are what the methods this run
                // calls next read there, not every closure any caller ever kept.
                // A closure-typed property set to nil (or to a caller's nil) holds none for them either.
                let closureTyped = declaredType(of: name, in: type)?.contains("->") == true
                if closureTyped || !values.isEmpty && values.allSatisfy({ if case .closure = $0 { return true } else { return false } }) {
                    overlay[type + "." + name] = values
                }
            default: break
            }
        }
    }

    /// Enum cases just stored in a property that some `switch` tests are what the calls that follow read there.
    mutating func noteCases(_ type: String, _ name: String, _ values: ValueSet) {
        guard !values.isEmpty, program.caseTested.contains(name),
              values.allSatisfy({ if case .enumCase = $0 { return true } else { return false } }) else { return }
        overlay[type + "." + name] = values
    }

    /// The overlay for a call: what this run knows it just stored.
    var overlayFields: [Field] { overlay.keys.sorted().map { Field(name: $0, values: overlay[$0]!) } }

    /// The overlay entries a call may read back: those of its own type's family, or of an object it is
    /// handed (at any depth); not the rest, so that unrelated code is not run once per stored case.
    func relevantOverlay(_ context: Context, for u: Int) -> [Field] {
        guard !context.overlay.isEmpty else { return [] }
        var types: Set<String> = []
        func collect(_ values: ValueSet, _ depth: Int) {
            for value in values {
                switch value {
                case .object(let type, _, let fields):
                    types.insert(type)
                    if depth > 0 { for field in fields.entries { collect(field.values, depth - 1) } }
                case .closure(let closure):
                    if depth > 0 { collect(closure.receiver, depth - 1) }
                default: break
                }
            }
        }
        if let owner = program.units[u].owner { types.insert(owner) }
        collect(context.receiver, 3)
        context.arguments.forEach { collect($0, 3) }
        context.captures.forEach { collect($0.values, 3) }
        return context.overlay.filter { field in
            guard let dot = field.name.lastIndex(of: ".") else { return false }
            let owner = String(field.name[..<dot])
            return types.contains { program.isSubtype($0, of: owner) || program.isSubtype(owner, of: $0) }
        }
    }

    /// What a local was bound to, followed through locals bound to locals.
    func origin(_ expr: Expr) -> Expr {
        var current = expr
        var seen: Set<String> = []
        while case .name(let n) = current, let next = origins[n], seen.insert(n).inserted { current = next }
        return current
    }

    func argument(_ j: Int) -> ValueSet { j < context.arguments.count ? context.arguments[j] : ValueSet() }

    /// The values of a list literal's items, in order.
    mutating func items(_ expr: Expr, _ line: Int) -> [ValueSet]? {
        guard case .list(let items) = expr else { return nil }
        return items.map { evaluate($0, line) }
    }

    // MARK: expressions

    mutating func evaluate(_ expr: Expr, _ line: Int) -> ValueSet {
        switch expr {
        case .name(let n):
            return name(n, line)
        case .member(nil, let n):
            return [.enumCase(n)]
        case .member(.name("self")?, let n):
            return readSelf(n, line)
        case .member(let base?, let n):
            if case .name(let t) = base, isTypeName(t) { return staticMember(resolvedType(t), n, line) }
            return read(evaluate(base, line), n, line)
        case .call(.name("#switch"), let args) where !args.isEmpty:
            // A `switch` used as a value: the branches the subject's cases take (`label`: the branch's cases).
            let subject = evaluate(args[0].value, line)
            var result = ValueSet()
            var taken = 0
            for branch in args.dropFirst() {
                let cases = (branch.label ?? "").split(separator: ",").map(String.init)
                if admits(subject, cases) {
                    result.formUnion(evaluate(branch.value, line))
                    taken += 1
                }
            }
            let unknown = subject.isEmpty || subject.contains { if case .enumCase = $0 { return false } else { return true } }
            if taken > 1, unknown, isParameterSubject(args[0].value) { choseByParameter = true }
            return result
        case .call(.name("#test"), let args):
            // A comparison or a logical test: its operands run; its value is `true` or `false`, which one not known (not
            // nothing, which a `return false` beside it would make the only value).
            for arg in args { _ = evaluate(arg.value, line) }
            return [.text("true"), .text("false")]
        case .call(.name("#ternary"), let args) where args.count == 3:
            // `flag ? a : b`: the branch a known `true` or `false` picks, else either.
            let condition = evaluate(args[0].value, line)
            if !condition.isEmpty, condition.allSatisfy({ $0 == .text("true") }) { return evaluate(args[1].value, line) }
            if !condition.isEmpty, condition.allSatisfy({ $0 == .text("false") }) { return evaluate(args[2].value, line) }
            return evaluate(args[1].value, line).union(evaluate(args[2].value, line))
        case .call(.name("#tuple"), let args):
            // A tuple is any of its elements (what destructuring binds), and an object whose fields are
            // its elements by label and by position (what `.controller`, `.0` read).
            var fields: [String: ValueSet] = [:]
            var all = ValueSet()
            for (i, arg) in args.enumerated() {
                let values = evaluate(arg.value, line)
                all.formUnion(values)
                fields[String(i)] = values
                if let label = arg.label { fields[label] = values }
            }
            all.insert(.object(Value.tupleType, exact: true, fields: Fields(fields.map { Field(name: $0.key, values: $0.value) })))
            return all
        case .call(.name("#inout"), let args) where args.count == 1:
            return evaluate(args[0].value, line)
        case .call(.name("Dictionary"), let args) where args.first?.label == "uniqueKeysWithValues" || (args.count == 2 && args[1].label == "uniquingKeysWith"):
            // `Dictionary(uniqueKeysWithValues: [(key, value), …])`: any of the pairs' values.
            var values = ValueSet()
            for case .object(Value.tupleType, _, let fields) in evaluate(args[0].value, line) { values.formUnion(fields["1"] ?? ValueSet()) }
            return values
        case .call(.name("#dictionary"), let args):
            // A dictionary literal is any of its values.
            return args.reduce(into: ValueSet()) { $0.formUnion(evaluate($1.value, line)) }
        case .call(.name("#subscript"), let args) where args.count == 2 && args[1].label == "keyPath":
            // `dependencies[keyPath: path]` with `path` a key path `\.reminderBuilder` (an implicit member): that property.
            var result = ValueSet()
            let bases = evaluate(args[0].value, line)
            for case .enumCase(let name) in evaluate(args[1].value, line) { result.formUnion(read(bases, name, line)) }
            return result
        // (The base is evaluated again by the call; only in a scan where some type declares a subscript.)
        case .call(.name("#subscript"), let args) where !args.isEmpty && index.functionsByName["subscript"] != nil
                                                        && hasSubscript(evaluate(args[0].value, line)):
            // `screens[exhibit: id]` on a type of the scan that declares a subscript: its getter runs.
            return call(.member(args[0].value, "subscript"), Array(args.dropFirst()), line)
        case .call(.name("#subscript"), let args) where args.count == 2:
            // `routes[url.host]`: a probe picks an entry of a dictionary literal by its key, so each value is
            // chosen by the test of its key (`Value.chosen`).
            if let keyed = keyedByProbe(args, line) ?? keyedByConstant(args, line) { return keyed }
            fallthrough
        case .call(.name("#subscript"), let args) where !args.isEmpty:
            // `items[i]`, `pages[key]`: a collection's values are its elements; a probe's, named by the key
            // (`userInfo["screen"]`, `parts[1]`).
            var keys: [String] = []
            for index in args.dropFirst() {
                let key = evaluate(index.value, line)
                if key.count == 1, case .text(let text)? = key.first(where: { _ in true }) { keys.append(text) } else { keys.append("*") }
            }
            var result = ValueSet()
            for value in evaluate(args[0].value, line) {
                guard let probe = value.probeName else { result.insert(value); continue }
                let read = probe + "[" + keys.joined(separator: ",") + "]"
                result.insert(.probe(read))
                outcome.add(Effect(tag: Effect.probeRead, values: [], note: read, unit: unit.id, line: line, choicePath: choicePath), Trail(line: line))
            }
            return result
        case .call(.name("??"), let args) where args.count == 2:
            // `a ?? b`: the fallback counts when nothing is known of the value, or when the value is what a call
            // gives (`resumeScreen() ?? CatalogueBuilder.build()`, `routes[key] ?? home`: it may give nothing).
            let first = evaluate(args[0].value, line)
            var mayBeNil = first.isEmpty
            if case .call = args[0].value { mayBeNil = true }
            return mayBeNil ? first.union(evaluate(args[1].value, line)) : first
        case .call(let callee, let args):
            return call(callee, args, line)
        case .list(let items):
            return items.reduce(into: ValueSet()) { $0.formUnion(evaluate($1, line)) }
        case .cast(let inner, let type):
            return narrow(evaluate(inner, line), to: type)
        case .literal(let text):
            return [.text(text)]
        case .other:
            return ValueSet()
        }
    }


    func isLocal(_ n: String) -> Bool {
        locals[n] != nil || parameterIndex[n] != nil || context.captures.contains { $0.name == n }
    }

    /// A type written in the code, with `Self` as the type this run is for.
    func resolvedType(_ t: String) -> String {
        t == "Self" ? (genericBindings["Self"] ?? unit.owner ?? t) : t
    }

    /// A capitalised name that is no value in scope: a type.
    func isTypeName(_ n: String) -> Bool {
        guard let first = n.first, first.isUppercase || n == "Self", !isLocal(n) else { return false }
        return !hasProperty(n)
    }

    mutating func name(_ n: String, _ line: Int) -> ValueSet {
        switch n {
        case "self", "super": return receiver
        case "Self": return unit.owner.map { _ in [.metatype(resolvedType(n))] } ?? ValueSet()
        default: break
        }
        if let values = locals[n] { return values }
        if let j = parameterIndex[n] { return argument(j) }
        if n.hasPrefix("$closure@") { return makeClosure(n, line) }
        if let captured = context.captures.first(where: { $0.name == n }) { return captured.values }
        if hasProperty(n) { return readSelf(storedName(n), line) }
        if let owner = unit.owner {
            let methods = methodUnits(named: n, in: owner, exact: false)
            if !methods.isEmpty { return ValueSet(methods.map { .closure(Closure(unit: $0, receiver: receiver, captures: [])) }) }
        }
        if index.isKnownType(n) { return [.metatype(n)] }
        if let value = index.constant(n, file: unit.file), !constantsBeingRead.contains(n) {
            constantsBeingRead.insert(n)
            defer { constantsBeingRead.remove(n) }
            return evaluate(value, line)
        }
        if n.first?.isUppercase == true {
            return index.enumCaseNames.contains(n) ? [.enumCase(n)] : [.metatype(n)]
        }
        // `presentingViewController?.dismiss(…)` in a subclass (or an extension) of a library's class: a property of
        // `self` that the library declares, as the client reads it.
        if let owner = unit.owner, !unit.isStatic, ([owner] + index.allSupertypes(of: owner)).contains(where: { !index.isKnownType($0) }) {
            var inherited = ValueSet()
            for value in receiver { if let read = client.read(n, of: value) { inherited.formUnion(read) } }
            if !inherited.isEmpty { return inherited }
        }
        // A free function named as a value.
        let free = (index.functionsByName[n] ?? []).filter { index.functions[$0].owner == nil }
        return ValueSet(free.map { .closure(Closure(unit: program.unitOfFunction[$0], receiver: ValueSet(), captures: [])) })
    }

    /// A closure written here: its unit, with `self` and the values of the names it mentions now.
    private mutating func makeClosure(_ n: String, _ line: Int) -> ValueSet {
        guard let closureUnit = program.closure(named: n, in: unit.id) else { return ValueSet() }
        let body = program.units[closureUnit]
        var captures: [Field] = []
        for name in body.mentions.sorted() where name != "self" && !name.hasPrefix("$closure@") {
            if let values = locals[name] ?? parameterIndex[name].map({ argument($0) }) ?? context.captures.first(where: { $0.name == name })?.values,
               !values.isEmpty {
                captures.append(Field(name: name, values: values))
            }
        }
        guard case .closure(let closure) = Value.closure(Closure(unit: closureUnit, receiver: receiver, captures: captures)).capped(ValueFlow.depth)
        else { return ValueSet() }
        flow.recordClosure(closure, madeBy: entry)
        if flow.runsWhereWritten(closureUnit) {
            let arguments = body.parameters.map { p in program.nominal(p.typeName, in: unit.owner, function: unit.function).map { ValueSet([.typed($0)]) } ?? ValueSet() }
            _ = runUnit(closureUnit, Context(receiver: closure.receiver, arguments: arguments, captures: closure.captures), line)
        }
        return [.closure(closure)]
    }
}

import ViperMapFacts

/// Case paths and probes: which branch a value takes (enum cases by name, strings by their tests), and
/// what runs under tests of probes remembers (see `Value.probe`, `Value.chosen`).
extension Interpreter {
    /// Whether a case path runs for these subject values: an enum case runs the paths that name it, a
    /// string the paths whose string tests (`TextCase`) it passes; unknown values run every path.
    func admits(_ values: ValueSet, _ cases: [String]) -> Bool {
        guard !values.isEmpty, !cases.isEmpty else { return true }
        let negated = cases.allSatisfy { $0.hasPrefix("!") }
        let textTests = cases.contains { TextCase.parse($0.hasPrefix("!") ? String($0.dropFirst()) : $0) != nil }
        for value in values {
            switch value {
            case .enumCase(let name) where !textTests:
                if negated ? !cases.contains("!" + name) : cases.contains(name) { return true }
            case .text(let text) where textTests:
                let verdicts = cases.map { TextCase.admits(text, $0) }
                if verdicts.contains(where: { $0 == nil }) { return true }
                if negated ? verdicts.allSatisfy({ $0 == true }) : verdicts.contains(true) { return true }
            default:
                return true
            }
        }
        return false
    }

    /// The subject's values with chosen enum cases (`Value.chosen`) unwrapped, and the tests that chose
    /// the ones this case path admits (several choosing one part, `case .a, .b`, are one test of either).
    func unwrapChosen(_ values: ValueSet, _ cases: [String]) -> (ValueSet, [Choice]) {
        guard values.contains(where: { $0.chosen != nil }) else { return (values, []) }
        var plain = ValueSet()
        var carried: [Choice] = []
        for value in values {
            guard let (inner, choices) = value.chosen else { plain.insert(value); continue }
            plain.insert(inner)
            guard admits([inner], cases) else { continue }
            for choice in choices where !carried.contains(choice) {
                // Two cases admitted together (`case .a, .b:`), each chosen by its own case of one test (`case "a":`,
                // `case "b":`): one test passed by either. Anything else adds to what must hold.
                let positive = !choice.cases.contains { $0.hasPrefix("!") }
                if positive, let i = carried.firstIndex(where: { $0.subject == choice.subject && $0.unit == choice.unit && !$0.cases.contains { $0.hasPrefix("!") } }) {
                    carried[i].cases = Array(Set(carried[i].cases + choice.cases)).sorted()
                } else {
                    carried.append(choice)
                }
            }
        }
        return (plain, carried)
    }

    /// Enum cases and objects a run gives (returns, assigns to `self` in an initializer, or puts in a local)
    /// under tests of probes remember them (`Value.chosen`).
    func chosenUnderTests(_ values: ValueSet) -> ValueSet {
        let choices = self.choices
        guard !choices.isEmpty else { return values }
        return ValueSet(values.map { value in
            switch value {
            case .enumCase, .object: return Value.chosen(value, by: choices)
            default: return value
            }
        })
    }

    /// `table[key]` with a probe for the key and a dictionary literal for the table (a local's value, a
    /// property's or a static property's initializer): each entry's value chosen by its key.
    mutating func keyedByProbe(_ args: [CallArgument], _ line: Int) -> ValueSet? {
        let probes = evaluate(args[1].value, line).compactMap(\.probeName)
        guard let probe = probes.first, probes.count == 1, let (table, definer) = literal(of: args[0].value),
              case .call(.name("#dictionary"), let entries) = table else { return nil }
        var result = ValueSet()
        for entry in entries {
            let values = entryValues(entry, definer: definer, line)
            guard let label = entry.label else { result.formUnion(values); continue }
            let choice = Choice(subject: probe, cases: [label], unit: unit.id, line: line)
            result.formUnion(ValueSet(values.map { Value.chosen($0, by: choices + [choice]) }))
        }
        return result
    }

    /// `screens["history"]`, `routes[.orders]`: a key written in the code picks the entries of a dictionary literal with
    /// that key (and those whose key the scan cannot read); nil when no entry has it.
    mutating func keyedByConstant(_ args: [CallArgument], _ line: Int) -> ValueSet? {
        let label: String
        switch args[1].value {
        case .literal(let text): label = TextCase.equal(text)
        case .member(nil, let name): label = name
        default: return nil
        }
        guard let (table, definer) = literal(of: args[0].value), case .call(.name("#dictionary"), let entries) = table,
              entries.contains(where: { $0.label == label }) else { return nil }
        var result = ValueSet()
        for entry in entries where entry.label == nil || entry.label == label { result.formUnion(entryValues(entry, definer: definer, line)) }
        return result
    }

    /// A dictionary literal entry's values; a closure written in a property's initializer is that initializer's.
    private mutating func entryValues(_ entry: CallArgument, definer: Int?, _ line: Int) -> ValueSet {
        if case .name(let n) = entry.value, n.hasPrefix("$closure@"), let definer, let closure = program.closure(named: n, in: definer) {
            return [.closure(Closure(unit: closure, receiver: receiver, captures: []))]
        }
        return evaluate(entry.value, line)
    }

    /// The literal an expression stands for: a local's, or a stored (or static) property's initializer (with
    /// the initializer's unit, where the closures in it are written).
    func literal(of expr: Expr) -> (Expr, Int?)? {
        var property: (String, String)?
        switch origin(expr) {
        case .call(.name("#dictionary"), _): return (origin(expr), nil)
        case .name(let n) where hasProperty(n): property = unit.owner.map { ($0, n) }
        case .member(.name("self")?, let n): property = unit.owner.map { ($0, n) }
        case .member(.name(let t)?, let n) where isTypeName(t): property = (resolvedType(t), n)
        default: return nil
        }
        guard let (type, name) = property else { return nil }
        // A getter's body (`var routes: [...] { [...] }`, or how a typed `let` with closures is kept), else the initializer.
        for u in getters(named: name, in: type, exact: false) + [program.initializer(of: name, in: type)].compactMap({ $0 }) {
            if case .ret(let value, _)? = program.units[u].body.last, case .call(.name("#dictionary"), _) = value { return (value, u) }
        }
        return nil
    }

    /// Calling a closure chosen by tests (`routes[url.host]?()`): it runs under them, and what it gives is chosen by them.
    mutating func invokeChosen(_ callee: Value, _ args: [CallArgument], _ values: [ValueSet], _ line: Int) -> ValueSet {
        guard let (inner, chosen) = callee.chosen else { return ValueSet() }
        choicePaths.append(flow.extend(choicePath, with: chosen, in: unit.id))
        defer { choicePaths.removeLast() }
        return chosenUnderTests(invoke([inner], args, values, line))
    }
}

import ViperMapFacts

/// Properties: what a property of a value holds (the fields it was built with, its getter run for it,
/// what the scan stores in it, else its declared type), and a type's static members.
extension Interpreter {
    /// Whether the owner (or a supertype) declares a property of this name (an Objective-C `_name`
    /// instance variable is its property's).
    func hasProperty(_ n: String) -> Bool {
        guard let owner = unit.owner else { return false }
        return declaredType(of: storedName(n), in: owner) != nil || getters(named: storedName(n), in: owner, exact: true).count > 0
    }

    func storedName(_ n: String) -> String {
        guard n.hasPrefix("_"), n.count > 1, let owner = unit.owner, declaredType(of: n, in: owner) == nil else { return n }
        let bare = String(n.dropFirst())
        return declaredType(of: bare, in: owner) != nil ? bare : n
    }

    /// The declared type of a property of `type` or a supertype ("" when it is not written), nil when none declares it.
    func declaredType(of property: String, in type: String) -> String? {
        type == unit.owner ? ownerProperties[property] : flow.propertyTable(of: type)[property]
    }

    /// The nominal type a property of `type` (or a supertype) is declared with, nil when none is.
    func declaredNominal(of property: String, in type: String) -> String? {
        let key = ValueFlow.FieldKey(type: type, name: property)
        if let known = flow.declaredNominals[key] { return known }
        let found = declaredType(of: property, in: type).flatMap { program.nominal($0, in: type) }
        flow.declaredNominals[key] = .some(found)
        return found
    }

    /// Getters (computed and lazy properties, Objective-C methods without arguments) named `name`.
    func getters(named name: String, in type: String, exact: Bool) -> [Int] {
        methodUnits(named: name, in: type, exact: exact, labels: []).filter { u in
            guard let f = program.units[u].function else { return false }
            let fact = index.functions[f].fact
            return fact.isProperty || (fact.objcSelector != nil && fact.parameters.isEmpty && !fact.returnType.isEmpty && fact.returnType != "void")
        }
    }

    mutating func readSelf(_ n: String, _ line: Int) -> ValueSet {
        if let values = selfFields[n] { return values }
        return read(receiver, n, line)
    }

    /// A type's `subscript(dynamicMember:)` (`@dynamicMemberLookup`): what a member it does not declare reads.
    func dynamicMemberLookups(_ type: String, exact: Bool) -> [Int] {
        methodUnits(named: "subscript", in: type, exact: exact).filter { program.units[$0].parameters.first?.label == "dynamicMember" }
    }

    /// `base.name` for each value `base` may be.
    mutating func read(_ bases: ValueSet, _ name: String, _ line: Int) -> ValueSet {
        var result = ValueSet()
        for base in bases {
            switch base {
            case .object(let type, let exact, let fields):
                if let set = fields[name] { result.formUnion(set); continue }
                // A tuple's element by a label its type alias gave: any of its elements.
                if type == Value.tupleType { if Int(name) == nil { result.formUnion(fields.allValues) }; continue }
                let getterUnits = getters(named: name, in: type, exact: exact)
                if !getterUnits.isEmpty {
                    for g in getterUnits { result.formUnion(runUnit(g, Context(receiver: [base], arguments: [], overlay: overlayFields), line)) }
                    continue
                }
                // `@dynamicMemberLookup`: a member the type does not declare is its `subscript(dynamicMember:)` with that key path.
                if declaredType(of: name, in: type) == nil {
                    let lookups = dynamicMemberLookups(type, exact: exact)
                    if !lookups.isEmpty {
                        for u in lookups { result.formUnion(runUnit(u, Context(receiver: [base], arguments: [[.enumCase(name)]], overlay: overlayFields), line)) }
                        continue
                    }
                }
                if declaredType(of: name, in: type) == nil, !index.isKnownType(type) || index.allSupertypes(of: type).contains(where: { !index.isKnownType($0) }),
                   let external = client.read(name, of: base), !external.isEmpty {
                    result.formUnion(external)
                    continue
                }
                result.formUnion(stored(type, exact: exact, name))
            case .metatype(let type):
                result.formUnion(staticMember(type, name, line))
            case .enumCase(let c) where name == "rawValue":
                result.formUnion(ValueSet(index.rawValues(ofCase: c).map { Value.text($0) }))
            case .enumCase(let c):
                // `route.title`: the getter of the enum that has this case, run for it.
                let getterUnits = (index.enumsByCase[c] ?? []).flatMap { getters(named: name, in: $0, exact: true) }
                if !getterUnits.isEmpty {
                    for g in getterUnits { result.formUnion(runUnit(g, Context(receiver: [base], arguments: [], overlay: overlayFields), line)) }
                } else if let external = client.read(name, of: base) {
                    result.formUnion(external)
                }
            case .token where base.chosen != nil:
                // A case (or object) chosen by tests of probes: read as the value, a getter run on the value with its tests.
                let inner = base.chosen!.value
                if case .enumCase(let c) = inner {
                    let getterUnits = (index.enumsByCase[c] ?? []).flatMap { getters(named: name, in: $0, exact: true) }
                    for g in getterUnits { result.formUnion(runUnit(g, Context(receiver: [base], arguments: [], overlay: overlayFields), line)) }
                    if !getterUnits.isEmpty { continue }
                }
                result.formUnion(read([inner], name, line))
            case .token where base.probeName != nil:
                let read = base.probeName! + "." + name
                result.insert(.probe(read))
                outcome.add(Effect(tag: Effect.probeRead, values: [], note: read, unit: unit.id, line: line, choicePath: choicePath), Trail(line: line))
            case .closure, .text, .token:
                if let external = client.read(name, of: base) { result.formUnion(external) }
            }
        }
        // `items.first`, `stack.last`: a collection's values are its elements.
        if result.isEmpty, Self.elementAccessors.contains(name) { return bases }
        return result
    }

    static let elementAccessors: Set<String> = ["first", "last", "firstObject", "lastObject", "randomElement", "element"]

    /// What a stored property holds: what the scan stores in it, its initializer, else its declared type.
    mutating func stored(_ type: String, exact: Bool, _ name: String) -> ValueSet {
        if !overlay.isEmpty {
            for candidate in flow.related(type, exact: exact) { if let known = overlay[candidate + "." + name] { return known } }
        }
        let values = flow.storeRead(type, exact: exact, name, reader: entry)
        // The property's declared type says what it may hold: what fits it, else some value of it.
        if let nominal = declaredNominal(of: name, in: type) {
            let fitting = values.filter { value in
                switch value {
                case .object(let t, _, _): return fits(t, nominal)
                case .enumCase(let c): return !isTypedByScan(nominal) || index.caseNames(of: nominal).contains(c)
                // A library's value the client made (a storyboard's scene): the language layer cannot type it.
                case .token: return true
                default: return !isTypedByScan(nominal)
                }
            }
            return fitting.isEmpty ? [.typed(nominal)] : fitting
        }
        return values
    }

    /// `Type.name`: an enum case, all cases, a static property, a nested type, a static method.
    mutating func staticMember(_ type: String, _ name: String, _ line: Int) -> ValueSet {
        if name == "self" { return [.metatype(type)] }
        if index.kind(of: type) == .enum {
            let cases = index.caseNames(of: type)
            if cases.contains(name) { return [.enumCase(name)] }
            if name == "allCases" { return ValueSet(cases.map { Value.enumCase($0) }) }
        }
        let getterUnits = getters(named: name, in: type, exact: true).filter { u in program.units[u].isStatic }
        if !getterUnits.isEmpty {
            return getterUnits.reduce(into: ValueSet()) { $0.formUnion(runUnit($1, Context(receiver: [.metatype(type)], arguments: []), line)) }
        }
        let values = flow.storeRead(type, exact: true, name, reader: entry)
        if !values.isEmpty { return values }
        if let nominal = declaredNominal(of: name, in: type) { return [.typed(nominal)] }
        let nested = type + "." + name
        if index.isKnownType(nested) || program.initializerOwners.contains(nested) { return [.metatype(nested)] }
        if let external = client.read(name, of: .metatype(type)) { return external }
        let methods = methodUnits(named: name, in: type, exact: true).filter { program.units[$0].isStatic }
        if !methods.isEmpty { return ValueSet(methods.map { .closure(Closure(unit: $0, receiver: [.metatype(type)], captures: [])) }) }
        if index.enumCaseNames.contains(name) { return [.enumCase(name)] }
        return ValueSet()
    }
}

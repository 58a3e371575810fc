import ViperMapFacts

extension Interpreter {
    /// `output?.didLongPress()` where `output` is declared of protocol `P`, and `didLongPress` is no requirement of `P`
    /// (nor of a protocol `P` refines) but a method an extension of one of them adds: Swift binds the call to that
    /// extension's body at compile time, whatever adopter `output` holds (an adopter's method of the same name never
    /// runs through it). Empty when the call is dispatched on the value.
    func staticallyBound(_ name: String, labels: [String?], base: Expr) -> [Int] {
        guard index.protocolExtensionMethodNames.contains(name), let declared = declaredProtocol(of: base) else { return [] }
        let key = ValueFlow.MethodKey(type: declared, exact: true, name: name, labels: labels)
        if let known = flow.staticBindings[key] { return known }
        let added = Set(index.extensionOnlyMethods(named: name, of: declared))
        var found: [Int] = []
        if !added.isEmpty {
            for p in [declared] + index.allSupertypes(of: declared) where index.isProtocol(p) {
                found += methodUnits(named: name, in: p, exact: true, labels: labels).filter { u in
                    program.units[u].function.map(added.contains) ?? false
                }
            }
        }
        found = Array(Set(found)).sorted()
        flow.staticBindings[key] = found
        return found
    }

    /// The protocol a receiver is declared with: a parameter's type, or the type of a property of `self`.
    private func declaredProtocol(of base: Expr) -> String? {
        var typeName: String?
        switch base {
        case .name(let n) where locals[n] != nil:
            return nil
        case .name(let n) where parameterIndex[n] != nil:
            typeName = unit.parameters[parameterIndex[n]!].typeName
        case .name(let n), .member(.name("self")?, let n):
            guard let owner = unit.owner else { return nil }
            typeName = declaredType(of: n, in: owner)
        default:
            return nil
        }
        guard let typeName, let nominal = program.nominal(typeName, in: unit.owner, function: unit.function),
              index.isProtocol(nominal) else { return nil }
        return nominal
    }
}

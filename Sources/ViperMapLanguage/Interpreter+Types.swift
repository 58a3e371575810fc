import ViperMapFacts

/// What a declared type says of values: narrowing to it, and whether a type may be another.
extension Interpreter {
    /// `x as T`, `x is T`: the values that may be a `T`, else (nothing known) some `T`.
    func narrow(_ values: ValueSet, to type: String) -> ValueSet {
        guard let target = genericBindings[type] ?? program.nominal(type, in: unit.owner, function: unit.function) else { return values }
        let fitting = values.filter { value in
            // Text and enum cases (a key path is the member it names) are no instance of a class the scan or the client knows;
            // of another type (`String`, `KeyPath<Screens, Factory>`, an alias), they may be.
            guard case .object(let t, let exact, _) = value else {
                return !isTypedByScan(target) && (!value.isPlainData || client.superclasses(ofLibraryClass: target) == nil)
            }
            return fits(t, target, exact: exact)
        }
        return fitting.isEmpty ? [.typed(target)] : fitting
    }

    /// Whether a `t` (`exact`: not a subclass of it) may be a `target`: a subtype in the scan, or, for a library's
    /// type, any type whose ancestry leaves the scan, unless the client knows the library classes on both sides
    /// (a screen class of the app's that is a plain controller is no tab container; a plain controller value may be one).
    func fits(_ t: String, _ target: String, exact: Bool = true) -> Bool {
        if program.isSubtype(t, of: target) { return true }
        guard !isTypedByScan(target) else { return false }
        let ancestry = [t] + index.allSupertypes(of: t)
        guard !index.isKnownType(t) || ancestry.contains(where: { !index.isKnownType($0) }) else { return false }
        guard let targetChain = client.superclasses(ofLibraryClass: target),
              let library = ancestry.first(where: { !index.isKnownType($0) && client.superclasses(ofLibraryClass: $0) != nil }),
              let chain = client.superclasses(ofLibraryClass: library) else { return true }
        if library == target || chain.contains(target) { return true }
        // Some `UIViewController` (not a type of the scan, not exact) may be a subclass that is the target.
        return !exact && library == t && targetChain.contains(t)
    }

    func isTypedByScan(_ type: String) -> Bool { index.isKnownType(type) }
}

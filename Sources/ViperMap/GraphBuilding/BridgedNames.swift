/// A mixed app names some types differently in each language (`@objc(PBDSettingsRouter) class
/// SettingsRouter`, `NS_SWIFT_NAME(SettingsWireframe) @interface PBDSettingsWireframe`). Before the
/// graph is built, every use of the other name becomes the declared name, so that one type is one
/// node whichever language names it.
enum BridgedNames {
    static func canonicalize(_ files: [FileFacts]) -> [FileFacts] {
        var declared: Set<String> = []
        var aliases: [String: String] = [:]
        for file in files {
            for type in file.types where type.kind != .extension {
                declared.insert(type.name)
                if let other = type.otherName { aliases[other] = type.name }
            }
        }
        // A name that is a type of its own in the scan is not an alias.
        for name in declared { aliases[name] = nil }
        guard !aliases.isEmpty else { return files }
        func name(_ n: String) -> String { aliases[n] ?? n }
        func expr(_ e: Expr) -> Expr {
            switch e {
            case .name(let n): return .name(name(n))
            case .member(let base, let n): return .member(base.map(expr), n)
            case .call(let callee, let args): return .call(expr(callee), args.map { CallArgument(label: $0.label, value: expr($0.value)) })
            case .list(let items): return .list(items.map(expr))
            case .cast(let inner, let type): return .cast(expr(inner), name(type))
            case .literal, .other: return e
            }
        }
        func stmt(_ s: Stmt) -> Stmt {
            switch s {
            case .bind(let n, let value, let type, let line): return .bind(name: n, value: expr(value), typeName: name(type), line: line)
            case .assign(let target, let value, let line): return .assign(target: expr(target), value: expr(value), line: line)
            case .eval(let e, let line): return .eval(expr(e), line: line)
            case .ret(let e, let line): return .ret(expr(e), line: line)
            case .when(let subject, let cases, let line): return .when(subject: expr(subject), cases: cases, line: line)
            case .closure(let n, let parameters, let line):
                return .closure(name: n, parameters: parameters.map { var p = $0; p.typeName = name(p.typeName); return p }, line: line)
            case .endWhen, .closureEnd: return s
            }
        }
        func function(_ f: FunctionFact) -> FunctionFact {
            var f = f
            f.parameters = f.parameters.map { var p = $0; p.typeName = name(p.typeName); p.defaultValue = p.defaultValue.map(expr); return p }
            f.returnType = name(f.returnType)
            f.body = f.body.map(stmt)
            return f
        }
        func property(_ p: PropertyFact) -> PropertyFact {
            var p = p
            p.typeName = name(p.typeName)
            p.initializer = p.initializer.map(expr)
            return p
        }
        return files.map { file in
            var file = file
            file.functions = file.functions.map(function)
            file.constants = file.constants.map(property)
            file.types = file.types.map { type in
                var type = type
                type.name = name(type.name)
                type.inherits = type.inherits.map(name)
                type.properties = type.properties.map(property)
                type.functions = type.functions.map(function)
                type.references = Array(Set(type.references.map(name))).filter { $0 != type.name }.sorted()
                type.selfConstraints = type.selfConstraints.map(name)
                return type
            }
            return file
        }
    }
}

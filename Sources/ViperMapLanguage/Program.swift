import ViperMapFacts

/// A piece of code that runs as one: a function, a closure (its body taken out of the function that
/// writes it), or a stored property's initializer.
public final class Unit: Sendable {
    public let id: Int
    /// The declared function this code is written in (`TypeIndex.functions`), nil for a property's initializer.
    public let function: Int?
    /// The type whose code it is (a closure's is its definer's).
    public let owner: String?
    public let isStatic: Bool
    public let parameters: [ParameterFact]
    public let body: [Stmt]
    public let file: String
    public let line: Int
    public let returnType: String
    /// For a closure: its name (`$closure@<offset>`) and the unit it is written in.
    public let closureName: String?
    public let definer: Int?
    /// For a property's initializer: the property.
    public let property: String?
    /// For a closure: the names its body mentions (what it may capture).
    public let mentions: Set<String>
    /// Parameter name -> its position (the first, when two share a name).
    let parameterIndex: [String: Int]

    public var isClosure: Bool { closureName != nil }
    public var isInitializer: Bool { function != nil && property == nil && closureName == nil && name == "init" }
    public let name: String

    // A class, not a struct: value flow reads units millions of times, and a reference is cheaper to hand around.
    init(id: Int, function: Int?, owner: String?, isStatic: Bool, parameters: [ParameterFact], body: [Stmt], file: String, line: Int,
         returnType: String, closureName: String?, definer: Int?, property: String?, mentions: Set<String>, name: String) {
        self.id = id
        self.function = function
        self.owner = owner
        self.isStatic = isStatic
        self.parameters = parameters
        self.body = body
        self.file = file
        self.line = line
        self.returnType = returnType
        self.closureName = closureName
        self.definer = definer
        self.property = property
        self.mentions = mentions
        self.name = name
        var index: [String: Int] = [:]
        for (i, p) in parameters.enumerated() where index[p.name] == nil { index[p.name] = i }
        parameterIndex = index
    }
}

/// The scan's code as units, with the lookups value flow needs: types, their members, their subtypes.
public final class Program: Sendable {
    public let index: TypeIndex
    public let units: [Unit]
    /// `TypeIndex.functions` id -> its unit.
    public let unitOfFunction: [Int]
    private let closures: [ClosureKey: Int]
    /// Type -> stored property -> the unit computing its initial value.
    private let initializers: [String: [String: Int]]
    /// Type -> every type that inherits from it or adopts it, directly or not (sorted).
    private let subtypeClosure: [String: [String]]
    /// Type -> generic parameter -> its constraint (`R` -> `RouterProtocol`).
    private let generics: [String: [String: String]]
    /// Types (the scan's or a library's, extended) with a stored property initialized in the scan.
    public let initializerOwners: Set<String>
    /// Names a `switch` (or an `if x == .case`) tests, directly or through a getter that returns them.
    public let caseTested: Set<String>
    /// Unit -> every plain name its code mentions, with the closures written in it.
    public let mentioned: [Set<String>]
    /// Every plain name some unit's code mentions (a type named there is made or used there).
    public let mentionedAnywhere: Set<String>
    /// Unit -> whether its code only computes a value from its parameters and literals (see `isQuiet`).
    public let quiet: [Bool]

    private struct ClosureKey: Hashable {
        var definer: Int
        var name: String
    }

    public init(index: TypeIndex, files: [FileFacts] = []) {
        self.index = index
        var units: [Unit] = []
        var unitOfFunction: [Int] = []
        var closures: [ClosureKey: Int] = [:]
        for (id, function) in index.functions.enumerated() {
            unitOfFunction.append(units.count)
            Self.addUnits(function: id, owned: function, to: &units, closures: &closures)
        }
        var initializers: [String: [String: Int]] = [:]
        func addInitializer(owner: String, property: PropertyFact, value: Expr, file: String) {
            guard initializers[owner]?[property.name] == nil else { return }
            initializers[owner, default: [:]][property.name] = units.count
            units.append(Unit(id: units.count, function: nil, owner: owner, isStatic: property.isStatic, parameters: [],
                              body: [.ret(value, line: property.line)], file: file, line: property.line, returnType: property.typeName,
                              closureName: nil, definer: nil, property: property.name, mentions: [], name: property.name))
        }
        for decl in index.declarations {
            for property in decl.properties {
                if let value = property.initializer { addInitializer(owner: decl.name, property: property, value: value, file: decl.file) }
            }
        }
        // `extension UIStoryboard { static let main = ... }`, `extension Notification.Name { static let x = ... }`.
        for file in files.sorted(by: { $0.path < $1.path }) {
            for fact in file.types where fact.kind == .extension && index.declaration(fact.name) == nil {
                for property in fact.properties {
                    if let value = property.initializer { addInitializer(owner: fact.name, property: property, value: value, file: file.path) }
                }
            }
        }
        var generics: [String: [String: String]] = [:]
        for file in files {
            for fact in file.types where !fact.genericParameters.isEmpty {
                for parameter in fact.genericParameters where !parameter.typeName.isEmpty {
                    generics[fact.name, default: [:]][parameter.name] = parameter.typeName
                }
            }
        }
        var subtypes: [String: Set<String>] = [:]
        for decl in index.declarations {
            for supertype in index.allSupertypes(of: decl.name) { subtypes[supertype, default: []].insert(decl.name) }
        }
        self.units = units
        self.unitOfFunction = unitOfFunction
        self.closures = closures
        self.initializers = initializers
        self.initializerOwners = Set(initializers.keys)
        var tested: Set<String> = []
        for unit in units {
            for case .when(let subject, _, _) in unit.body { tested.formUnion(Self.names(in: [.eval(subject, line: 0)], members: true)) }
        }
        // `switch presentType` where `var presentType: Kind { presentTypes.last ?? .push }`.
        for unit in units where tested.contains(unit.name) {
            guard let f = unit.function, index.functions[f].fact.isProperty || index.functions[f].fact.parameters.isEmpty else { continue }
            for case .ret(let value, _) in unit.body { tested.formUnion(Self.names(in: [.eval(value, line: 0)], members: true)) }
        }
        self.caseTested = tested
        var mentioned = units.map { $0.isClosure ? $0.mentions : Self.names(in: $0.body) }
        // A closure's names are its definer's too (it captures them there); inner closures come after their definers.
        for unit in units.reversed() {
            if let definer = unit.definer { mentioned[definer].formUnion(mentioned[unit.id]) }
        }
        self.mentioned = mentioned
        self.mentionedAnywhere = mentioned.reduce(into: Set<String>()) { $0.formUnion($1) }
        self.quiet = units.map(Self.isQuiet)
        self.subtypeClosure = subtypes.mapValues { $0.sorted() }
        self.generics = generics
    }

    /// Whether a unit's code can do nothing but compute a value from its parameters, its locals and
    /// literals: no call, no property, no closure, no name from elsewhere. Running it matters only to
    /// the code that calls it (and then in the caller's context), so nothing runs it for its own sake.
    static func isQuiet(_ unit: Unit) -> Bool {
        var known = Set(unit.parameters.map(\.name))
        func computed(_ expr: Expr) -> Bool {
            switch expr {
            case .name(let n): return known.contains(n)
            case .member(nil, _), .literal, .other: return true
            case .list(let items): return items.allSatisfy(computed)
            case .call(.name("#ternary"), let args), .call(.name("#test"), let args): return args.allSatisfy { computed($0.value) }
            case .cast(let inner, _): return computed(inner)
            case .member, .call: return false
            }
        }
        for stmt in unit.body {
            switch stmt {
            case .bind(let name, let value, _, _):
                guard computed(value) else { return false }
                known.insert(name)
            case .assign(.name(let n), let value, _):
                guard known.contains(n), computed(value) else { return false }
            case .eval(let expr, _), .ret(let expr, _), .when(let expr, _, _):
                guard computed(expr) else { return false }
            case .endWhen:
                continue
            case .assign, .closure, .closureEnd:
                return false
            }
        }
        return true
    }

    /// A function's unit, then one unit per closure in it (nested closures inside their own).
    private static func addUnits(function id: Int, owned: OwnedFunction, to units: inout [Unit], closures: inout [ClosureKey: Int]) {
        let fact = owned.fact
        let me = units.count
        units.append(Unit(id: me, function: id, owner: owned.owner, isStatic: fact.isStatic, parameters: fact.parameters, body: [],
                          file: owned.file, line: fact.line, returnType: fact.returnType, closureName: nil, definer: nil,
                          property: nil, mentions: [], name: fact.name))
        // Each open closure: its unit (reserved), its statements so far.
        struct Open { var unit: Int; var name: String; var parameters: [ParameterFact]; var line: Int; var body: [Stmt] }
        var stack: [Open] = []
        var outer: [Stmt] = []
        var finished: [Int: Unit] = [:]
        var next = me + 1
        for stmt in fact.body {
            switch stmt {
            case .closure(let name, let parameters, let line):
                let definer = stack.last?.unit ?? me
                closures[ClosureKey(definer: definer, name: name)] = next
                stack.append(Open(unit: next, name: name, parameters: parameters, line: line, body: []))
                next += 1
            case .closureEnd:
                guard let open = stack.popLast() else { continue }
                let definer = stack.last?.unit ?? me
                finished[open.unit] = Unit(id: open.unit, function: id, owner: owned.owner, isStatic: fact.isStatic, parameters: open.parameters,
                                           body: open.body, file: owned.file, line: open.line, returnType: "", closureName: open.name,
                                           definer: definer, property: nil, mentions: Self.names(in: open.body), name: open.name)
            default:
                if stack.isEmpty { outer.append(stmt) } else { stack[stack.count - 1].body.append(stmt) }
            }
        }
        // An unbalanced closure (a front-end cut short): what it held runs where it was written.
        while let open = stack.popLast() {
            let definer = stack.last?.unit ?? me
            finished[open.unit] = Unit(id: open.unit, function: id, owner: owned.owner, isStatic: fact.isStatic, parameters: open.parameters,
                                       body: open.body, file: owned.file, line: open.line, returnType: "", closureName: open.name,
                                       definer: definer, property: nil, mentions: Self.names(in: open.body), name: open.name)
        }
        units[me] = Unit(id: me, function: id, owner: owned.owner, isStatic: fact.isStatic, parameters: fact.parameters, body: outer,
                         file: owned.file, line: fact.line, returnType: fact.returnType, closureName: nil, definer: nil,
                         property: nil, mentions: [], name: fact.name)
        for unit in (me + 1)..<next { units.append(finished[unit]!) }
    }

    /// Every plain name the statements mention (with nested closures' bodies, which are gone from them,
    /// covered by their own `mentions` when the enclosing closure is made).
    private static func names(in body: [Stmt], members: Bool = false) -> Set<String> {
        var result: Set<String> = []
        func visit(_ expr: Expr) {
            switch expr {
            case .name(let n): result.insert(n)
            case .member(let base?, let n):
                if members { result.insert(n) }
                visit(base)
            case .call(let callee, let args):
                visit(callee)
                for arg in args { visit(arg.value) }
            case .list(let items): items.forEach(visit)
            case .cast(let inner, let type):
                // `as! T`: a generic parameter named in a cast is read by the body.
                result.insert(type)
                visit(inner)
            default: break
            }
        }
        for stmt in body {
            switch stmt {
            case .bind(_, let value, _, _): visit(value)
            case .assign(let target, let value, _):
                visit(target)
                visit(value)
            case .eval(let e, _), .ret(let e, _), .when(let e, _, _): visit(e)
            case .endWhen, .closure, .closureEnd: break
            }
        }
        return result
    }

    /// The unit of the closure named `name` written in unit `definer`.
    public func closure(named name: String, in definer: Int) -> Int? { closures[ClosureKey(definer: definer, name: name)] }

    /// The unit computing a stored property's initial value (declared on `type`, not on its supertypes).
    public func initializer(of property: String, in type: String) -> Int? { initializers[type]?[property] }

    /// Every type that inherits from or adopts `type`, directly or not.
    public func subtypes(of type: String) -> [String] { subtypeClosure[type] ?? [] }

    /// A declared type name as a type: a generic parameter of `owner` stands for its constraint; an
    /// array for its elements; a function type, a tuple or nothing for no type.
    public func nominal(_ typeName: String, in owner: String?, function: Int? = nil) -> String? {
        var name = typeName
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") { name = String(name.dropFirst().dropLast()) }
        guard Self.isPlainTypeName(name) else { return nil }
        if let function, let parameter = index.functions[function].fact.genericParameters.first(where: { $0.name == name }) {
            return parameter.typeName.isEmpty ? nil : nominal(parameter.typeName, in: owner)
        }
        if let owner, !generics.isEmpty {
            if let constraint = generics[owner]?[name] { return constraint }
            for type in index.allSupertypes(of: owner) {
                if let constraint = generics[type]?[name] { return constraint }
            }
        }
        if name == "Void" || name == "Any" || name == "AnyObject" || name == "Self" { return nil }
        return name
    }

    /// A name that can be a nominal type: it starts with a letter or `_` and holds no arrow, parenthesis or space.
    static func isPlainTypeName(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next() else { return false }
        // ASCII letters and `_`; a byte past ASCII starts a letter of another script.
        guard first == UInt8(ascii: "_") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z") || first >= 0x80 else { return false }
        var previous = first
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "(") || byte == UInt8(ascii: " ") || previous == UInt8(ascii: "-") && byte == UInt8(ascii: ">") { return false }
            previous = byte
        }
        return true
    }

    /// Whether a value of type `type` may be a `target` (the same type, a subtype or an adopter).
    public func isSubtype(_ type: String, of target: String) -> Bool {
        type == target || index.allSupertypes(of: type).contains(target)
    }
}

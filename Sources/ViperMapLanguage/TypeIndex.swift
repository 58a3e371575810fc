import ViperMapFacts

/// One declared type (not an extension), with what its extensions add.
public struct TypeDecl: Sendable {
    public var name: String
    public var kind: TypeKind
    public var file: String
    public var line: Int
    public var inherits: [String]
    /// Conformances added by extensions anywhere in the scan.
    public var extensionConformances: [String]
    public var properties: [PropertyFact]
    public var references: [String]
    public var requirements: [RequirementFact]
    /// Declared inside another type (`Outer.Inner`): for lookups only, no module's part of its own.
    public var isNested: Bool = false
    /// Its documentation comment.
    public var doc: String? = nil
}

/// A function with the type that owns it (nil for a free function).
public struct OwnedFunction: Sendable {
    public var owner: String?
    /// A function of a protocol extension serves every adopter of the protocol.
    public var isProtocolExtension: Bool
    public var file: String
    public var fact: FunctionFact
}

/// Every declaration of the scan, by name: the shared lookup table of the GraphBuilding passes.
/// A class, not a struct: it is read millions of times by value flow, and handing a reference around
/// costs nothing where a copy of twenty tables costs twenty retains. Nothing changes it once built
/// (every table is set in `init`), so sharing it across threads is safe.
public final class TypeIndex: @unchecked Sendable {
    public private(set) var declarations: [TypeDecl] = []
    public private(set) var byName: [String: [Int]] = [:]
    public private(set) var functions: [OwnedFunction] = []
    public private(set) var functionsByOwner: [String: [Int]] = [:]
    private var functionNamesByOwner: [String: [String]] = [:]
    /// Owner -> name (and the other language's name) -> its functions.
    private var methodsByOwner: [String: [String: [Int]]] = [:]
    public private(set) var functionsByName: [String: [Int]] = [:]
    /// Names of the methods protocol extensions add.
    public private(set) var protocolExtensionMethodNames: Set<String> = []
    /// Names of protocols each type adopts, from declarations and extensions.
    public private(set) var adopters: [String: Set<String>] = [:]
    public private(set) var imports: [String: [ImportFact]] = [:]
    /// References made by extensions, by the extended type's name.
    public private(set) var extensionReferences: [String: [(file: String, names: [String])]] = [:]
    /// `extension DetailRoute where Self: BaseRouter`: the types a protocol extension's `self` is also.
    public private(set) var selfConstraints: [String: [String]] = [:]

    /// File-level constants by name: where each is defined and its value.
    public private(set) var constants: [String: [(file: String, value: Expr)]] = [:]

    /// A file-level constant's value: the one defined in `file` (a `static` constant is the file's own),
    /// else the one the whole scan agrees on.
    public func constant(_ name: String, file: String?) -> Expr? {
        guard let all = constants[name] else { return nil }
        if let file, let own = all.first(where: { $0.file == file }) { return own.value }
        let values = all.map(\.value)
        return values.allSatisfy { $0 == values[0] } ? values.first : nil
    }

    public init(_ files: [FileFacts]) {
        // `NS_SWIFT_NAME` on an interface renames the method its implementation (another file) defines.
        for file in files {
            for fact in file.types {
                for rename in fact.swiftNames { swiftNames[fact.name, default: [:]][rename.selector] = (rename.name, rename.labels) }
            }
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            imports[file.path] = file.imports
            for constant in file.constants {
                if let value = constant.initializer { constants[constant.name, default: []].append((file.path, value)) }
            }
            for fact in file.types where fact.kind != .extension {
                byName[fact.name, default: []].append(declarations.count)
                declarations.append(TypeDecl(name: fact.name, kind: fact.kind, file: file.path, line: fact.line,
                                             inherits: fact.inherits, extensionConformances: [],
                                             properties: fact.properties, references: fact.references,
                                             requirements: fact.requirements, isNested: fact.isNested, doc: fact.doc))
            }
            for function in file.functions { addFunction(owner: nil, isProtocolExtension: false, file: file.path, function) }
            for fact in file.types where fact.kind == .enum {
                for enumCase in fact.cases { enumCaseNames.insert(enumCase.name) }
                if casesByType[fact.name] == nil {
                    casesByType[fact.name] = fact.cases.map(\.name)
                    for enumCase in fact.cases { enumsByCase[enumCase.name, default: []].append(fact.name) }
                }
                // `enum Tab: Int { case feed, search }`: a case with no raw value of its own counts on from the one before.
                var next = 0
                for enumCase in fact.cases {
                    let implicit = fact.inherits.first == "Int" ? String(next) : nil
                    guard let raw = enumCase.rawValue ?? implicit else { continue }
                    if fact.inherits.first == "Int", let n = Int(raw) { next = n + 1 }
                    if caseRawValues[fact.name]?[enumCase.name] == nil { caseRawValues[fact.name, default: [:]][enumCase.name] = raw }
                    rawValuesByCase[enumCase.name, default: []].insert(raw)
                }
            }
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            for fact in file.types {
                if fact.kind == .extension {
                    if let first = byName[fact.name]?.first {
                        declarations[first].extensionConformances += fact.inherits
                        declarations[first].properties += fact.properties
                    } else {
                        // `extension UIViewController: Storyboardable {}`: a library's class adopts the scan's protocol.
                        foreignConformances[fact.name, default: []] += fact.inherits
                        // `extension UIStoryboard { static let main = UIStoryboard(name: "Main", bundle: nil) }`.
                        for property in fact.properties {
                            if let value = property.initializer, foreignInitializers[fact.name]?[property.name] == nil {
                                foreignInitializers[fact.name, default: [:]][property.name] = value
                            }
                        }
                    }
                    extensionReferences[fact.name, default: []].append((file.path, fact.references))
                    for constraint in fact.selfConstraints where !(selfConstraints[fact.name] ?? []).contains(constraint) {
                        selfConstraints[fact.name, default: []].append(constraint)
                    }
                }
                let isProtocolExtension = fact.kind == .extension && isProtocol(fact.name)
                for function in fact.functions where !(fact.kind == .protocol) {
                    addFunction(owner: fact.name, isProtocolExtension: isProtocolExtension, file: file.path, function)
                }
            }
        }
        for decl in declarations {
            for name in decl.inherits + decl.extensionConformances { adopters[name, default: []].insert(decl.name) }
        }
        for (type, protocols) in foreignConformances { for name in protocols { adopters[name, default: []].insert(type) } }
        var properties: [String: [String: String]] = [:]
        var initializers: [String: [String: Expr]] = [:]
        var weak: [String: Set<String>] = [:]
        for decl in declarations where properties[decl.name] == nil {
            var table: [String: String] = [:]
            for property in decl.properties where table[property.name] == nil {
                if property.isWeak { weak[decl.name, default: []].insert(property.name) }
                if let value = property.initializer { initializers[decl.name, default: [:]][property.name] = value }
                var type = property.typeName
                if type.isEmpty, let value = property.initializer, case .call(.name(let t), _) = value { type = t }
                table[property.name] = type
            }
            properties[decl.name] = table
        }
        propertyTypes = properties
        weakProperties = weak
        propertyInitializers = initializers
        for (id, function) in functions.enumerated() {
            if let owner = function.owner, byName[owner] == nil, !function.isProtocolExtension {
                foreignMethods[function.fact.name, default: []].append(id)
            }
        }
        var closure: [String: [String]] = [:]
        for name in byName.keys { closure[name] = computeAllSupertypes(of: name) }
        for name in foreignConformances.keys where closure[name] == nil { closure[name] = computeAllSupertypes(of: name) }
        supertypeClosure = closure
    }

    private var supertypeClosure: [String: [String]] = [:]
    /// A library type -> the scan's protocols its extensions in the scan adopt.
    private var foreignConformances: [String: [String]] = [:]
    /// Properties that extensions of types outside the scan add, with their initialisers.
    public private(set) var foreignInitializers: [String: [String: Expr]] = [:]
    /// Enum -> case -> string raw value; case name -> the raw values of every enum's case of that name.
    public private(set) var caseRawValues: [String: [String: String]] = [:]
    /// Every enum case's name (an Objective-C `NS_ENUM`'s constants are used bare: `VTDRouteAdd`).
    public private(set) var enumCaseNames: Set<String> = []
    public private(set) var rawValuesByCase: [String: Set<String>] = [:]
    /// Methods that extensions add to types outside the scan (`extension UIWindow { func setRoot(_:) }`), by name.
    public private(set) var foreignMethods: [String: [Int]] = [:]

    /// An enum's cases, in declaration order.
    public private(set) var casesByType: [String: [String]] = [:]
    public func caseNames(of type: String) -> [String] { casesByType[type] ?? [] }
    /// Case name -> the enums that declare a case of that name.
    public private(set) var enumsByCase: [String: [String]] = [:]
    public func rawValue(ofCase name: String, in type: String) -> String? { caseRawValues[type]?[name] }
    public func rawValues(ofCase name: String) -> Set<String> { rawValuesByCase[name] ?? [] }
    /// Type name -> property name -> declared type ("" when the declaration does not say).
    public private(set) var propertyTypes: [String: [String: String]] = [:]
    /// Type name -> its properties declared `weak` (or `unowned`, `assign` on an object): references, not owners.
    public private(set) var weakProperties: [String: Set<String>] = [:]
    public func isWeak(_ property: String, of type: String) -> Bool {
        weakProperties[type]?.contains(property) == true || allSupertypes(of: type).contains { weakProperties[$0]?.contains(property) == true }
    }
    /// Type name -> property name -> the value it is initialised with (`let home = HomeRouter.createModule()`).
    public private(set) var propertyInitializers: [String: [String: Expr]] = [:]

    private var swiftNames: [String: [String: (name: String, labels: [String?])]] = [:]

    private func addFunction(owner: String?, isProtocolExtension: Bool, file: String, _ given: FunctionFact) {
        var fact = given
        if let owner, let selector = fact.objcSelector, let rename = swiftNames[owner]?[selector] {
            fact.bridgedName = rename.name
            fact.bridgedLabels = rename.labels
        }
        let id = functions.count
        functions.append(OwnedFunction(owner: owner, isProtocolExtension: isProtocolExtension, file: file, fact: fact))
        if isProtocolExtension { protocolExtensionMethodNames.insert(fact.name) }
        if let owner {
            functionsByOwner[owner, default: []].append(id)
            functionNamesByOwner[owner, default: []].append(fact.name)
            methodsByOwner[owner, default: [:]][fact.name, default: []].append(id)
            if let bridged = fact.bridgedName, bridged != fact.name { methodsByOwner[owner, default: [:]][bridged, default: []].append(id) }
        }
        functionsByName[fact.name, default: []].append(id)
        if let bridged = fact.bridgedName, bridged != fact.name { functionsByName[bridged, default: []].append(id) }
    }

    /// The names of the functions `type` declares itself (in its declarations and extensions).
    public func functionNames(of type: String) -> [String] { functionNamesByOwner[type] ?? [] }

    public func declaration(_ name: String) -> TypeDecl? {
        byName[name]?.first.map { declarations[$0] }
    }

    /// The kind of the declaration named `name` (without copying the declaration).
    public func kind(of name: String) -> TypeKind? {
        guard let i = byName[name]?.first else { return nil }
        return declarations[i].kind
    }

    public func isProtocol(_ name: String) -> Bool { kind(of: name) == .protocol }

    public func isKnownType(_ name: String) -> Bool { byName[name] != nil }

    /// Everything `name` inherits or conforms to, declared or added by extensions.
    public func supertypes(of name: String) -> [String] {
        guard let i = byName[name]?.first else { return foreignConformances[name] ?? [] }
        return declarations[i].inherits + declarations[i].extensionConformances
    }

    /// The superclass chain and protocols, transitively, without repeats.
    public func allSupertypes(of name: String) -> [String] {
        supertypeClosure[name] ?? []
    }

    private func computeAllSupertypes(of name: String) -> [String] {
        var seen: [String] = []
        var queue = supertypes(of: name)
        while let next = queue.first {
            queue.removeFirst()
            if seen.contains(next) || next == name { continue }
            seen.append(next)
            queue += supertypes(of: next)
        }
        return seen
    }

    /// The functions named `name` that extensions of protocol `proto` (or of a protocol it refines) add, when none of
    /// these protocols requires a method of that name: a call on a value declared of `proto` runs one of them, never
    /// an adopter's method of the same name (Swift binds it statically). Empty otherwise.
    public func extensionOnlyMethods(named name: String, of proto: String) -> [Int] {
        guard protocolExtensionMethodNames.contains(name), isProtocol(proto) else { return [] }
        let protocols = [proto] + allSupertypes(of: proto).filter(isProtocol)
        let added = protocols.flatMap { p in (methodsByOwner[p]?[name] ?? []).filter { functions[$0].isProtocolExtension } }
        guard !added.isEmpty else { return [] }
        let required = protocols.contains { p in
            declaration(p)?.requirements.contains { Self.requirementName($0.signature) == name } ?? false
        }
        return required ? [] : added
    }

    /// The method a requirement's signature names (`func showQueue(for:)`, `- (void)showQueueForItem:(id)item;`).
    /// Where the first occurrence of `word` in `text` ends (no Foundation in this layer).
    private static func end(of word: String, in text: String) -> String.Index? {
        var i = text.startIndex
        while i < text.endIndex {
            if text[i...].hasPrefix(word) { return text.index(i, offsetBy: word.count) }
            i = text.index(after: i)
        }
        return nil
    }

    public static func requirementName(_ signature: String) -> String? {
        let text: Substring
        if let start = Self.end(of: "func ", in: signature) { text = signature[start...] }
        else if signature.hasPrefix("-") || signature.hasPrefix("+"), let close = signature.firstIndex(of: ")") { text = signature[signature.index(after: close)...] }
        else { return nil }
        let name = text.drop(while: { $0 == " " }).prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" })
        return name.isEmpty ? nil : String(name)
    }

    /// Functions named `name` that a value of type `type` can call: its own, its supertypes',
    /// and protocol extensions of what it adopts.
    public func lookup(method name: String, labels: [String?]?, in type: String) -> [Int] {
        guard functionsByName[name] != nil else { return [] }
        if let found = lookup(method: name, labels: labels, declaredIn: type) { return found }
        for candidate in allSupertypes(of: type) {
            if let found = lookup(method: name, labels: labels, declaredIn: candidate) { return found }
        }
        return []
    }

    /// `lookup` on one type's own functions: nil when it declares none that match.
    private func lookup(method name: String, labels: [String?]?, declaredIn candidate: String) -> [Int]? {
        guard let named = methodsByOwner[candidate]?[name] else { return nil }
        let found = named.filter { matches(functions[$0].fact, name, labels) }
        // An overload with exactly these labels is the one called, not a longer one that might take defaults.
        if let labels, found.count > 1 {
            let exact = found.filter { functions[$0].fact.parameters.map(\.label) == labels }
            if !exact.isEmpty { return exact }
        }
        return found.isEmpty ? nil : found
    }

    public func matches(_ fact: FunctionFact, _ name: String, _ labels: [String?]?) -> Bool {
        // A mixed app calls across languages by the other language's spelling.
        if let bridged = fact.bridgedName, bridged == name, fact.name != name {
            return labels.map { $0 == fact.bridgedLabels } ?? true
        }
        guard fact.name == name else { return false }
        guard let labels else { return true }
        let declared = fact.parameters.map(\.label)
        // Trailing closures fill the last parameters, whatever their labels.
        let given = labels.prefix { $0 != CallArgument.trailingLabel }
        let trailing = labels.count - given.count
        if trailing > 0 {
            return declared.count >= labels.count && Array(declared.prefix(given.count)) == Array(given)
        }
        if declared == labels { return true }
        // `init(_ tabs: Tab...)`: a variadic parameter takes every unlabelled argument after it.
        if let variadic = fact.parameters.firstIndex(where: \.isVariadic) {
            let head = Array(labels.prefix(variadic))
            let rest = labels.dropFirst(variadic)
            let before = Array(declared.prefix(variadic))
            let after = Array(declared.dropFirst(variadic + 1))
            if head == before, let first = rest.first, first == declared[variadic] {
                let tail = rest.dropFirst().drop { $0 == nil }
                return Array(tail) == after
            }
        }
        // Defaulted trailing parameters may be left out.
        if labels.count < declared.count && Array(declared.prefix(labels.count)) == labels { return true }
        // So may defaulted parameters anywhere (`present(_:kind: Kind = .push, animated:)`).
        var next = 0
        for param in fact.parameters {
            if next < labels.count, labels[next] == param.label { next += 1 } else if param.defaultValue == nil { return false }
        }
        return next == labels.count
    }

    /// Types adopting protocol `name`, directly or through protocol inheritance.
    public func concreteAdopters(of name: String) -> [String] {
        var result: Set<String> = []
        var queue = [name]
        var seen: Set<String> = []
        while let next = queue.popLast() {
            guard seen.insert(next).inserted else { continue }
            for adopter in adopters[next] ?? [] {
                if isProtocol(adopter) { queue.append(adopter) } else { result.insert(adopter) }
            }
        }
        return result.sorted()
    }
}

import ViperMapModel
import ViperMapLanguage

/// What a module's page teaches beyond its structure: the README in its folder, the ways to make it
/// from code (with who calls them), the ways to configure it, and the services its components use.
/// Read from declarations and call sites alone: a call counts when its receiver is the declaring type
/// itself (`HomeBuilder.build()`, `HomeBuilder(...)`, `HomeBuilder().build()`) or a value whose declared
/// type is that type or a protocol it adopts (a property, a parameter, a local).
struct ModuleGuideResolver {
    let index: TypeIndex
    let files: [FileFacts]
    let moduleOfType: [String: String]

    func apply(to modules: [Module], resolved: [ResolvedModule]) -> [Module] {
        let readmes = Dictionary(files.compactMap { file -> (String, Readme)? in
            guard let text = file.document else { return nil }
            let folder = file.path.split(separator: "/").dropLast().joined(separator: "/")
            return (folder, Readme(file: file.path, text: text))
        }, uniquingKeysWith: { a, b in a.file < b.file ? a : b })
        let calls = CallSites(index: index, moduleOfType: moduleOfType)
        let membersByModule = Dictionary(resolved.map { ($0.name, $0.members) }, uniquingKeysWith: { a, _ in a })
        let services = ServiceFinder(index: index, moduleOfType: moduleOfType)
        return modules.map { module in
            var module = module
            if !module.path.isEmpty { module.readme = readmes[module.path] }
            let points = entryPoints(module).compactMap { point -> EntryPoint? in
                var entry = point.entry
                let found = calls.callers(of: point.fact, owner: entry.owner)
                // A router's method is a way in when other code calls it (`[self.addWireframe presentAddInterfaceFromViewController:]`).
                if point.whenCalledFromOutside, !found.contains(where: { $0.module != module.name }) { return nil }
                entry.callers = found.isEmpty ? nil : found
                return entry
            }
            module.entryPoints = points.isEmpty ? nil : points
            let inputs = self.inputs(module)
            module.inputs = inputs.isEmpty ? nil : inputs
            let roles = Dictionary(module.components.map { ($0.name, $0.role) }, uniquingKeysWith: { a, _ in a })
            let used = services.services(of: (membersByModule[module.name] ?? []).map { index.declarations[$0] }.filter { $0.kind != .protocol }, roles: roles)
            module.services = used.isEmpty ? nil : used
            return module
        }
    }

    /// Return types that hand back a screen or a module (a UIKit or SwiftUI screen, a module's parts).
    static let screenSuffixes = ["Controller", "VC", "View", "Module", "Scene", "Screen", "Presentable", "Routable", "Router", "Wireframe",
                                 "Coordinator", "Interface", "Input", "Assembly"]

    private func entryPoints(_ module: Module) -> [(entry: EntryPoint, fact: FunctionFact, whenCalledFromOutside: Bool)] {
        let own = Set(module.components.map(\.name) + module.contracts.map(\.name))
        var result: [(EntryPoint, FunctionFact, Bool)] = []
        for component in module.components {
            for id in index.functionsByOwner[component.name] ?? [] {
                let function = index.functions[id]
                let fact = function.fact
                guard !fact.isPrivate, !fact.isProperty else { continue }
                let returned = Self.bareType(fact.returnType)
                let handsBackScreen = own.contains(returned) || Self.screenSuffixes.contains { returned.hasSuffix($0) }
                    || fact.returnType.hasPrefix("(") && Self.screenSuffixes.contains { fact.returnType.contains($0) }
                // A router's instance method that other modules call shows this module (checked by the caller).
                if component.role == .router, !fact.isStatic, fact.name != "init", !fact.isPrivate, !fact.isProperty {
                    result.append((EntryPoint(owner: component.name, declaration: fact.declaration ?? Self.spelled(fact), file: function.file,
                                              line: fact.line, doc: fact.doc), fact, true))
                    continue
                }
                let isWayIn: Bool
                if component.role == .builder {
                    // A builder's public surface: what it makes, and its initialiser's arguments.
                    isWayIn = fact.name == "init" ? !fact.parameters.isEmpty : !fact.returnType.isEmpty
                } else {
                    // Elsewhere, a type-level factory that hands back a screen (`static func createModule() -> UIViewController`).
                    isWayIn = fact.isStatic && fact.name != "init" && handsBackScreen
                }
                guard isWayIn, let declaration = fact.declaration else { continue }
                result.append((EntryPoint(owner: component.name, declaration: declaration, file: function.file, line: fact.line, doc: fact.doc), fact, false))
            }
        }
        return result
    }

    /// Module inputs: its `…ModuleInput` and `…DataStore` protocols, and its components' `configure…` / `setUp(with:)` methods.
    private func inputs(_ module: Module) -> [EntryPoint] {
        var result: [EntryPoint] = []
        for contract in module.contracts where ["ModuleInput", "DataStore", "ModuleConfiguration", "Configurable"].contains(where: { contract.name.hasSuffix($0) }) {
            result.append(EntryPoint(owner: contract.name, declaration: "protocol " + contract.name, file: contract.file, line: contract.line, doc: contract.doc))
        }
        // Configured through its own parts (a cell's `configure(with:)` fills a row, not the module).
        for component in module.components where RoleNaming.coreRoles.contains(component.role) {
            for id in index.functionsByOwner[component.name] ?? [] {
                let function = index.functions[id]
                let fact = function.fact
                let name = fact.name.lowercased()
                guard !fact.isPrivate, !fact.isStatic, !fact.parameters.isEmpty,
                      name.hasPrefix("configure") || name == "setup" || name == "setupwith" || name == "setupmodule" else { continue }
                result.append(EntryPoint(owner: component.name, declaration: fact.declaration ?? Self.spelled(fact), file: function.file,
                                         line: fact.line, doc: fact.doc))
            }
        }
        return result
    }

    /// A declaration put back together from its parts (for functions whose text the scanner did not keep).
    static func spelled(_ fact: FunctionFact) -> String {
        if let selector = fact.objcSelector { return selector }
        let parameters = fact.parameters.map { p -> String in
            let label = p.label ?? "_"
            return (label == p.name ? label : label + " " + p.name) + ": " + p.typeName
        }
        return "func \(fact.name)(\(parameters.joined(separator: ", ")))" + (fact.returnType.isEmpty ? "" : " -> " + fact.returnType)
    }

    /// `UIViewController?`, `[Item]`, `some View` -> the type's name.
    static func bareType(_ text: String) -> String {
        var t = Substring(text)
        for prefix in ["some ", "any "] where t.hasPrefix(prefix) { t = t.dropFirst(prefix.count) }
        while let last = t.last, last == "?" || last == "!" { t = t.dropLast() }
        if let angle = t.firstIndex(of: "<") { t = t[..<angle] }
        return String(t)
    }
}

/// Every call in the scan's function bodies, by the called name and the declared type of its receiver:
/// who calls a function (file:line). The receiver's type is worked out once per call, so that asking for
/// the callers of every module's entry points costs what those callers number, not every call of the scan.
struct CallSites {
    struct Call {
        var labels: [String?]
        var caller: Int
        var line: Int
    }

    /// A called name with its receiver's declared type, as a static call or initialiser sees it or as an instance call does.
    private struct Key: Hashable {
        var name: String
        var receiverType: String
        var isStatic: Bool
    }

    let index: TypeIndex
    let moduleOfType: [String: String]
    private var calls: [Key: [Call]] = [:]

    init(index: TypeIndex, moduleOfType: [String: String]) {
        self.index = index
        self.moduleOfType = moduleOfType
        for (id, function) in index.functions.enumerated() {
            var locals: [String: String]?
            for statement in function.fact.body {
                for expr in statement.expressions {
                    expr.forEachExpression { node in
                        guard case .call(let callee, let arguments) = node else { return }
                        let labels = arguments.filter { $0.label != CallArgument.trailingLabel }.map(\.label)
                        let name: String, receiver: Expr?
                        switch callee {
                        case .member(let base, let member): (name, receiver) = (member, base)
                        // `HomeBuilder(...)`: its initialiser.
                        case .name(let type) where type.first?.isUppercase == true: (name, receiver) = ("init", .name(type))
                        default: return
                        }
                        let call = Call(labels: labels, caller: id, line: statement.line)
                        for isStatic in [true, false] {
                            guard let type = Self.receiverType(receiver, in: function, static: isStatic, locals: &locals, index: index) else { continue }
                            calls[Key(name: name, receiverType: type, isStatic: isStatic), default: []].append(call)
                        }
                    }
                }
            }
        }
    }

    /// The places that call `fact` of `owner`.
    func callers(of fact: FunctionFact, owner: String) -> [CallSite] {
        let names = Set([fact.name] + (fact.bridgedName.map { [$0] } ?? []))
        let isStatic = fact.isStatic || fact.name == "init"
        var result: Set<CallSite> = []
        for name in names {
            for type in Set([owner] + index.allSupertypes(of: owner)) {
                for call in calls[Key(name: name, receiverType: type, isStatic: isStatic)] ?? [] where Self.fits(call.labels, fact) {
                    let caller = index.functions[call.caller]
                    // A builder's own code calling itself is not a way in.
                    if caller.owner == owner { continue }
                    result.insert(CallSite(via: caller.fact.qualifiedName(owner: caller.owner), module: caller.owner.flatMap { moduleOfType[$0] },
                                           file: caller.file, line: call.line))
                }
            }
        }
        return result.sorted()
    }

    /// Arguments given in order, each label the next (or a later) parameter's; every parameter without a default given.
    static func fits(_ labels: [String?], _ fact: FunctionFact) -> Bool {
        if fact.objcSelector != nil { return labels.count == fact.parameters.count }
        var p = 0
        for label in labels {
            while p < fact.parameters.count, fact.parameters[p].label != label {
                if fact.parameters[p].defaultValue == nil { return false }
                p += 1
            }
            guard p < fact.parameters.count else { return false }
            p += 1
        }
        return fact.parameters[p...].allSatisfy { $0.defaultValue != nil }
    }

    /// The declared type of a call's receiver: a type named directly (for a static call or an initialiser),
    /// a fresh instance (`HomeBuilder().build()`), or a local, parameter or property with a declared type.
    /// `locals`: the caller's locals' types (the first binding of each name that says one), made on first use.
    private static func receiverType(_ receiver: Expr?, in caller: OwnedFunction, static isStatic: Bool, locals: inout [String: String]?,
                                     index: TypeIndex) -> String? {
        guard let receiver else { return nil }
        switch receiver {
        case .name(let name) where isStatic:
            if name == "Self" || name == "self" { return caller.owner }
            return name
        case .call(.name(let type), _) where !isStatic:
            return type
        case .name(let name) where !isStatic:
            if locals == nil { locals = localTypes(of: caller.fact) }
            if let local = locals?[name] { return ModuleGuideResolver.bareType(local) }
            if let parameter = caller.fact.parameters.first(where: { $0.name == name }) { return ModuleGuideResolver.bareType(parameter.typeName) }
            return caller.owner.flatMap { index.propertyTypes[$0]?[name] }.map(ModuleGuideResolver.bareType)
        case .member(.name("self")?, let name) where !isStatic:
            return caller.owner.flatMap { index.propertyTypes[$0]?[name] }.map(ModuleGuideResolver.bareType)
        default:
            return nil
        }
    }

    /// Each local's type: the first binding of the name that declares one or makes a value of a named type.
    private static func localTypes(of fact: FunctionFact) -> [String: String] {
        var types: [String: String] = [:]
        for case .bind(let name, let value, let typeName, _) in fact.body where types[name] == nil {
            if !typeName.isEmpty { types[name] = typeName } else if case .call(.name(let type), _) = value { types[name] = type }
        }
        return types
    }
}

import ViperMapModel
import ViperMapLanguage

/// Module -> module dependencies and module -> framework imports (`sdk` for Apple's frameworks).
/// A module depends on another when its code names one of the other's VIPER parts (view, presenter,
/// interactor, router, builder), workers or a contract it holds or calls, or when at least two of its
/// own VIPER parts use a helper type that merely lives in the other's folder (one `Appearance`
/// reference is not a dependency); adopting another module's protocol alone is such a light
/// reference too, unless the protocol's extension builds another module's parts (a `SearchRoute` whose
/// default implementation, in Search's files, makes Search: adopting it is depending on Search).
/// Navigation alone is not a dependency: a coordinator's or an inherited router's
/// navigation names nothing of the other module in the showing module's code.
struct DependencyResolver {
    let index: TypeIndex
    let modules: [ResolvedModule]
    let moduleOfType: [String: String]
    var roleOfType: [String: Role] = [:]

    func resolve() -> [Dependency] {
        var reasons: [String: [String: (DependencyKind, Set<String>)]] = [:]
        func add(_ from: String, _ to: String, _ kind: DependencyKind, _ why: String) {
            var entry = reasons[from, default: [:]][to] ?? (kind, [])
            entry.1.insert(why)
            reasons[from, default: [:]][to] = entry
        }
        let moduleNames = Set(modules.map(\.name))
        let built = builtInProtocolExtensions()
        for module in modules {
            var files: Set<String> = []
            // Light references to each other module: (referencing part, name), kept when two VIPER parts make them.
            var light: [String: [(String, String)]] = [:]
            for i in module.members {
                let decl = index.declarations[i]
                files.insert(decl.file)
                let extensionRefs = (index.extensionReferences[decl.name] ?? []).flatMap(\.names)
                let conformances = Set(decl.inherits + decl.extensionConformances)
                for name in Set(decl.references + extensionRefs).sorted() {
                    guard let other = moduleOfType[name], other != module.name else { continue }
                    let role = roleOfType[name]
                    let isPart = role.map { RoleNaming.coreRoles.contains($0) || $0 == .worker } ?? false
                    let isContract = role == nil && index.isProtocol(name) && !conformances.contains(name)
                    if isPart || isContract {
                        add(module.name, other, .module, "\(decl.name) references \(name)")
                    } else {
                        light[other, default: []].append((decl.name, name))
                    }
                }
                // `HomeRouter: BaseRouter, DetailRoute` where an extension of DetailRoute (or of a base class's
                // protocol) builds DetailBuilder: the module depends on what the adopted helper names.
                // The same for another module's route protocol (`SearchRoute`, whose extension in Search's files builds it).
                if decl.kind != .protocol, let role = roleOfType[decl.name], RoleNaming.coreRoles.contains(role) {
                    for helper in index.allSupertypes(of: decl.name) where moduleOfType[helper] != module.name && index.isProtocol(helper) {
                        for name in built[helper, default: []].sorted() {
                            guard let other = moduleOfType[name], other != module.name,
                                  roleOfType[name].map(RoleNaming.coreRoles.contains) ?? false else { continue }
                            add(module.name, other, .module, "\(decl.name) adopts \(helper), whose extension references \(name)")
                        }
                    }
                }
            }
            for other in light.keys.sorted() {
                let uses = light[other]!
                let parts = Set(uses.map(\.0).filter { roleOfType[$0].map(RoleNaming.coreRoles.contains) ?? false })
                // One part naming two types of the other (adopting its protocol and using its enum) leans on it as much.
                let heavyPart = Dictionary(grouping: uses.filter { parts.contains($0.0) }, by: \.0).values.contains { Set($0.map(\.1)).count >= 2 }
                guard parts.count >= 2 || heavyPart || reasons[module.name]?[other] != nil else { continue }
                for (from, name) in uses { add(module.name, other, .module, "\(from) references \(name)") }
            }
            for file in files.sorted() {
                let fileName = file.split(separator: "/").last.map(String.init) ?? file
                for imp in index.imports[file] ?? [] {
                    if moduleNames.contains(imp.module) {
                        if imp.module != module.name { add(module.name, imp.module, .module, "import \(imp.module) in \(fileName)") }
                    } else {
                        let kind: DependencyKind = RoleNaming.sdkFrameworks.contains(imp.module) ? .sdk : .import
                        add(module.name, imp.module, kind, "import \(imp.module) in \(fileName)")
                    }
                }
            }
        }
        var result: [Dependency] = []
        for from in reasons.keys.sorted() {
            for (to, entry) in reasons[from]! {
                result.append(Dependency(from: from, to: to, kind: entry.0, reasons: entry.1.sorted()))
            }
        }
        return result.sorted()
    }

    /// Protocol -> the types its extensions' default implementations build: construct (`SearchAssembly()`),
    /// call a static method of (`SearchAssembly.createModule()`) or hand on as a type (`SearchAssembly.self`).
    /// A cast (`as? MainViewController`) builds nothing.
    private func builtInProtocolExtensions() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        func visit(_ expr: Expr, _ into: inout Set<String>) {
            switch expr {
            case .call(let callee, let args):
                switch callee {
                case .name(let n): into.insert(n)
                case .member(.name(let n)?, _): into.insert(n)
                default: break
                }
                visit(callee, &into)
                for arg in args { visit(arg.value, &into) }
            case .member(.name(let n)?, "self"): into.insert(n)
            case .member(let base?, _): visit(base, &into)
            case .list(let items): for item in items { visit(item, &into) }
            case .cast(let inner, _): visit(inner, &into)
            default: break
            }
        }
        for function in index.functions where function.isProtocolExtension {
            guard let owner = function.owner else { continue }
            var names: Set<String> = []
            for stmt in function.fact.body {
                switch stmt {
                case .bind(_, let e, _, _), .eval(let e, _), .ret(let e, _), .assign(_, let e, _), .when(let e, _, _): visit(e, &names)
                default: break
                }
            }
            result[owner, default: []].formUnion(names)
        }
        return result
    }
}

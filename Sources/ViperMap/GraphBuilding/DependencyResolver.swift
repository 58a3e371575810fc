import ViperMapModel

/// Module -> module dependencies (a module's code names another module's types) and
/// module -> framework imports (`sdk` for Apple's frameworks).
struct DependencyResolver {
    let index: TypeIndex
    let modules: [ResolvedModule]
    let moduleOfType: [String: String]

    func resolve() -> [Dependency] {
        var reasons: [String: [String: (DependencyKind, Set<String>)]] = [:]
        func add(_ from: String, _ to: String, _ kind: DependencyKind, _ why: String) {
            var entry = reasons[from, default: [:]][to] ?? (kind, [])
            entry.1.insert(why)
            reasons[from, default: [:]][to] = entry
        }
        let moduleNames = Set(modules.map(\.name))
        for module in modules {
            var files: Set<String> = []
            for i in module.members {
                let decl = index.declarations[i]
                files.insert(decl.file)
                let extensionRefs = (index.extensionReferences[decl.name] ?? []).flatMap(\.names)
                for name in Set(decl.references + extensionRefs).sorted() {
                    guard let other = moduleOfType[name], other != module.name else { continue }
                    add(module.name, other, .module, "\(decl.name) references \(name)")
                }
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
}

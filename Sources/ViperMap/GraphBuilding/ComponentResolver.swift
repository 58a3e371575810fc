import ViperMapModel

/// Gives each member of a module its role and its contracts their wiring (`adoptedBy`, `heldBy`).
struct ComponentResolver {
    let index: TypeIndex
    let naming: RoleNaming
    let resolver: ModuleResolver

    func module(_ resolved: ResolvedModule, holders: [String: [String]]) -> Module {
        let protocols = resolved.members.map { index.declarations[$0] }.filter { $0.kind == .protocol }
        // A contract speaks for a role of this module only when its prefix is the module's (not `CartCellPresenterInterface` in Cart).
        let contractRoles = Dictionary(protocols.map { proto -> (String, Role?) in
            guard let (role, stem) = RoleNaming.contractRoleAndStem(proto.name), resolved.stems.contains(stem) else { return (proto.name, nil) }
            return (proto.name, role)
        }, uniquingKeysWith: { a, _ in a })
        // A module with a view controller: its `XView` class is the controller's root view, not the view role.
        let hasController = resolved.members.contains { i in
            let decl = index.declarations[i]
            return decl.kind != .protocol && (decl.name.hasSuffix("Controller") || decl.name.hasSuffix("VC"))
                && resolver.roleAndStem(decl).map { $0.role == .view && resolved.stems.contains($0.stem) } == true
        }
        // What a component may name of its own module: the other components and the module's contracts.
        let own = Set(resolved.members.map { index.declarations[$0].name })
        var components: [Component] = []
        for i in resolved.members {
            let decl = index.declarations[i]
            guard decl.kind != .protocol else { continue }
            let (inherits, conforms) = splitInheritance(decl)
            var role = role(decl, resolved, contractRoles)
            if role == .view, hasController, !(decl.name.hasSuffix("Controller") || decl.name.hasSuffix("VC")),
               !(decl.inherits + decl.extensionConformances).contains(where: { contractRoles[$0] == .view }) {
                role = .other
            }
            let named = Set(decl.references + (index.extensionReferences[decl.name] ?? []).flatMap(\.names))
            let uses = named.intersection(own).subtracting([decl.name]).sorted()
            let imports = Dictionary((index.imports[decl.file] ?? []).map { ($0.module, $0.line) }, uniquingKeysWith: min)
                .map { Import(module: $0.key, line: $0.value) }.sorted { $0.module < $1.module }
            components.append(Component(name: decl.name, role: role, kind: decl.kind.rawValue,
                                        file: decl.file, line: decl.line, inherits: inherits, conformsTo: conforms,
                                        imports: imports.isEmpty ? nil : imports, uses: uses.isEmpty ? nil : uses))
            components[components.count - 1].doc = decl.doc
        }
        let contracts = protocols.map { proto in
            Contract(name: proto.name, file: proto.file, line: proto.line, inherits: proto.inherits,
                     requirements: proto.requirements.map { Requirement(signature: $0.signature, line: $0.line, doc: $0.doc) },
                     // Adopted directly or through a protocol that refines it (`protocol FeedRoutable: CartRoute`).
                     adoptedBy: index.concreteAdopters(of: proto.name),
                     heldBy: holders[proto.name] ?? [], doc: proto.doc)
        }
        return Module(name: resolved.name, path: Self.home(resolved, components), components: components, contracts: contracts,
                      style: Self.style(components: components, contracts: contracts))
    }

    /// `clean-swift` when the scene speaks Clean Swift's protocols (`…BusinessLogic`, `…DisplayLogic`,
    /// `…PresentationLogic`, `…RoutingLogic`, declared or adopted) or is wired as its VIP cycle is (the view
    /// names the interactor, the presenter names the view, and no presenter names the interactor, which a
    /// VIPER presenter always does); else `viper`.
    static func style(components: [Component], contracts: [Contract]) -> String {
        let suffixes = ["BusinessLogic", "DisplayLogic", "PresentationLogic", "RoutingLogic"]
        let names = contracts.map(\.name) + components.flatMap(\.conformsTo)
        if names.contains(where: { name in suffixes.contains { name.hasSuffix($0) } }) { return "clean-swift" }
        let roleOf = Dictionary(components.map { ($0.name, $0.role) }, uniquingKeysWith: { a, _ in a })
        var speaksFor: [String: Role] = roleOf
        for contract in contracts {
            let roles = Set(contract.adoptedBy.compactMap { roleOf[$0] })
            if roles.count == 1 { speaksFor[contract.name] = roles.first }
        }
        func talks(_ role: Role, to target: Role) -> Bool {
            components.contains { $0.role == role && ($0.uses ?? []).contains { speaksFor[$0] == target } }
        }
        return talks(.view, to: .interactor) && talks(.presenter, to: .view) && !talks(.presenter, to: .interactor) ? "clean-swift" : "viper"
    }

    /// A module's home is the folder where most of its components live (role folders stepped out), not
    /// the folder above one stray file: `Scenes/Login` even when its presenter sits in `Support/Extension`.
    static func home(_ resolved: ResolvedModule, _ components: [Component]) -> String {
        guard components.count >= 2 else { return resolved.home }
        var perFile: [String: Int] = [:]
        for component in components { perFile[component.file, default: 0] += 1 }
        guard perFile.count > 1 else { return resolved.home }
        var counts: [String: Int] = [:]
        for (file, n) in perFile { counts[ModuleResolver.homeFolder([file]), default: 0] += n }
        guard let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), best.value * 2 > components.count else { return resolved.home }
        // The shared home stays when it is inside the majority folder (it is the more precise of the two).
        return ModuleResolver.isInside(resolved.home + "/x", folder: best.key) && !resolved.home.isEmpty ? resolved.home : best.key
    }

    /// Words a screen's name may end in that say no role by themselves (a `…Page` may be a page of results).
    static let screenWords = ["Page", "Scene"]

    func role(_ decl: TypeDecl, _ module: ResolvedModule, _ contractRoles: [String: Role?]) -> Role {
        // A view model class (MVVM in a module, a SwiftUI screen's state) is behaviour, not the module's model;
        // a Clean Swift `…ViewModel` struct is the data a presenter hands its view, an entity.
        if decl.kind == .class, decl.name.hasSuffix("ViewModel") { return .other }
        let adopted = Set((decl.inherits + decl.extensionConformances).compactMap { contractRoles[$0] ?? nil })
        if let split = resolver.roleAndStem(decl) {
            if RoleNaming.coreRoles.contains(split.role) {
                // `HomeCellPresenter` in Home is a cell's helper, not Home's presenter: the stem must be the module's own.
                if module.stems.contains(split.stem) || adopted.contains(split.role) {
                    return split.role
                }
                return .other
            }
            return split.role
        }
        // `SettingsPage: View`, `CheckoutScene: UIViewController`: a screen named for the module with another word.
        for suffix in Self.screenWords where decl.name.hasSuffix(suffix) && module.stems.contains(String(decl.name.dropLast(suffix.count))) {
            if decl.inherits.contains(where: { $0 == "View" || ($0.hasSuffix("Controller") && RoleNaming.looksLikeFrameworkClass($0)) }) { return .view }
        }
        // A Clean Swift scene's `enum <Scene>` is a namespace for its Request/Response/ViewModel.
        if module.stems.contains(decl.name) { return .other }
        let folders = decl.file.split(separator: "/").dropLast().map { $0.lowercased() }
        if folders.contains(where: { ["entity", "entities", "model", "models"].contains($0) }) { return .entity }
        // Plain value types of a module are its model.
        let isViewLike = ["Cell", "View", "Controller"].contains { decl.name.hasSuffix($0) }
        if (decl.kind == .struct || decl.kind == .enum) && !isViewLike { return .entity }
        return .other
    }

    /// A class's first inherited name is its superclass when it is a class; the rest are conformances.
    func splitInheritance(_ decl: TypeDecl) -> (inherits: [String], conformsTo: [String]) {
        var names = decl.inherits
        var inherits: [String] = []
        if decl.kind == .class, let first = names.first {
            let firstIsClass = index.declaration(first).map { $0.kind == .class } ?? RoleNaming.looksLikeFrameworkClass(first)
            if firstIsClass {
                inherits = [first]
                names.removeFirst()
            }
        } else if decl.kind == .protocol {
            return (names, [])
        }
        var conforms: [String] = []
        for name in names + decl.extensionConformances where !conforms.contains(name) { conforms.append(name) }
        return (inherits, conforms)
    }

    /// Protocol name -> the types with a stored property of that type.
    static func holders(_ index: TypeIndex) -> [String: [String]] {
        var result: [String: Set<String>] = [:]
        for decl in index.declarations {
            for property in decl.properties where !property.typeName.isEmpty && index.isProtocol(property.typeName) {
                result[property.typeName, default: []].insert(decl.name)
            }
        }
        return result.mapValues { $0.sorted() }
    }
}

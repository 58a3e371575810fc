import ViperMapModel

/// A module found in the scan: its name, home folder and the declarations that belong to it.
struct ResolvedModule {
    var name: String
    /// The folder the module owns alone ("" when its types live in a folder shared with other modules).
    var home: String
    var exclusiveHome: Bool
    /// The type-name prefixes its components use (`LiveNews`, `LiveNewsList`; `SMGoalsList`).
    var stems: [String]
    /// Indices into `TypeIndex.declarations`.
    var members: [Int] = []
}

/// Finds the modules: groups types by name stem, places each group in its home folder, merges groups
/// that share a home without sharing a role (`AddMajorRouter` + `MajorPresenter`), keeps the groups
/// that form a VIPER set, then gives every declaration in a module's home (or, where homes are
/// shared, with a module's prefix) to that module.
struct ModuleResolver {
    let index: TypeIndex
    let naming: RoleNaming
    let overrides: [String: ModuleOverride]

    /// Declarations under each folder (at any depth), for the folder questions asked per module.
    private let declsUnder: [String: [Int]]
    /// A declaration's file -> its folders, deepest first (asked once per declaration by several passes).
    private let foldersOfFile: [String: [String]]
    /// The folders of the app's entry code: its application or scene delegate (by what it adopts or its name).
    private let appEntryFolders: Set<String>
    /// Class name -> the classes that name it as their superclass.
    private let subclasses: [String: [String]]

    init(index: TypeIndex, naming: RoleNaming, overrides: [String: ModuleOverride]) {
        self.index = index
        self.naming = naming
        self.overrides = overrides
        var under: [String: [Int]] = [:]
        var folders: [String: [String]] = [:]
        for (i, decl) in index.declarations.enumerated() where !decl.isNested {
            let file = decl.file
            if folders[file] == nil { folders[file] = Self.ancestors(of: file) }
            for folder in folders[file]! { under[folder, default: []].append(i) }
        }
        declsUnder = under
        foldersOfFile = folders
        var subs: [String: [String]] = [:]
        var entries: Set<String> = []
        for decl in index.declarations where decl.kind == .class {
            if let superclass = decl.inherits.first { subs[superclass, default: []].append(decl.name) }
            if decl.inherits.contains(where: { $0 == "UIApplicationDelegate" || $0 == "UIWindowSceneDelegate" })
                || decl.name.hasSuffix("AppDelegate") || decl.name.hasSuffix("SceneDelegate") {
                entries.insert(Self.folder(of: decl.file))
            }
        }
        subclasses = subs
        appEntryFolders = entries
    }

    /// `a/b/c.swift` -> `a/b`, `a`, `` (deepest first).
    static func ancestors(of file: String) -> [String] {
        var result: [String] = []
        var rest = Substring(file)
        while let slash = rest.lastIndex(of: "/") {
            rest = rest[..<slash]
            result.append(String(rest))
        }
        result.append("")
        return result
    }

    private struct Group {
        var stems: [String]
        var decls: [Int]
        var roles: Set<Role>
        var home: String
    }

    func resolve() -> [ResolvedModule] {
        var groups = candidateGroups()
        groups = mergeByHome(groups)
        var strong = groups.filter { isVIPERSet($0) && !isBaseSet($0, among: groups) && !isFlowLogic($0) }
        // Minimal scenes, in folders no module above holds: a view controller with its router or builder
        // only, or one that adopts its own module's contract (`ListViewController: ListDisplayLogic`).
        let taken = Set(strong.map(\.home))
        strong += groups.filter { !taken.contains($0.home) && !isVIPERSet($0) && isMinimalScene($0) && !isBaseSet($0, among: groups) }
        // SwiftUI screens with their view model, in folders of their own no module holds or contains.
        let held = Set(strong.map(\.home)).subtracting([""])
        strong += groups.filter { group in
            isSwiftUIScreen(group) && !isVIPERSet(group) && !Self.ancestors(of: group.home + "/x").contains(where: held.contains)
        }
        // Lone routers that show a module are modules too, and may show each other (a root router showing a tab-bar router).
        var anchors = strong
        var pending = groups.filter { !isVIPERSet($0) }
        while true {
            let found = pending.filter { isLoneRoutingModule($0, among: anchors) }
            if found.isEmpty { break }
            anchors += found
            pending.removeAll { group in found.contains { $0.stems == group.stems && $0.home == group.home } }
        }
        let subunits = anchors.filter { isSubunit($0, of: anchors) }
        anchors = anchors.filter { !isSubunit($0, of: anchors) }
        var modules = nameModules(anchors)
        // A second interactor beside a module's own keeps its prefix as one of the module's (for its role and contract).
        for sub in subunits {
            if let m = modules.firstIndex(where: { $0.home == sub.home }) { modules[m].stems = (modules[m].stems + sub.stems).sorted() }
        }
        assignMembers(&modules)
        // Pass order matters: strays move only into roles their module still lacks, known after membership.
        reclaimStrays(&modules)
        releaseFlowOwners(&modules)
        return modules.filter { !$0.members.isEmpty }.sorted { $0.name < $1.name }
    }

    // MARK: groups

    private func candidateGroups() -> [Group] {
        var byStem: [String: Group] = [:]
        for (i, decl) in index.declarations.enumerated() where decl.kind != .protocol && !decl.isNested {
            guard let (role, stem) = roleAndStem(decl), RoleNaming.coreRoles.contains(role) else { continue }
            byStem[stem, default: Group(stems: [stem], decls: [], roles: [], home: "")].decls.append(i)
            byStem[stem]!.roles.insert(role)
        }
        return byStem.keys.sorted().map { stem in
            var group = byStem[stem]!
            // A coordinator does not say where the module lives: it may sit above the module's folder, beside its flow's other modules.
            let strong = group.decls.filter { i in
                let name = index.declarations[i].name
                return !Self.isCoordinatorName(name) && (naming.split(name).map { RoleNaming.anchorRoles.contains($0.role) } ?? false)
            }
            group.home = Self.homeFolder((strong.isEmpty ? group.decls : strong).map { index.declarations[$0].file })
            return group
        }
    }

    /// A type's role and stem by its name; a class named `WeatherListDefaultPresenter` that adopts a
    /// protocol named for the role (`WeatherListPresenter`) takes the protocol's stem.
    func roleAndStem(_ decl: TypeDecl) -> (role: Role, stem: String)? {
        guard let split = naming.split(decl.name) else { return nil }
        for proto in decl.inherits + decl.extensionConformances where index.isProtocol(proto) {
            if let named = naming.split(proto), named.role == split.role, named.stem.count < split.stem.count,
               Self.hasStem(split.stem, named.stem) {
                return named
            }
        }
        return split
    }

    /// Groups in one home folder whose roles do not overlap are one module under two prefixes.
    private func mergeByHome(_ groups: [Group]) -> [Group] {
        var byHome: [String: [Group]] = [:]
        for group in groups { byHome[group.home, default: []].append(group) }
        var result: [Group] = []
        for home in byHome.keys.sorted() {
            let bucket = byHome[home]!
            let roleCount = bucket.reduce(0) { $0 + $1.roles.count }
            let union = bucket.reduce(into: Set<Role>()) { $0.formUnion($1.roles) }
            if bucket.count > 1, !home.isEmpty, roleCount == union.count {
                result.append(Group(stems: bucket.flatMap(\.stems), decls: bucket.flatMap(\.decls), roles: union, home: home))
            } else {
                result += bucket
            }
        }
        return result
    }

    private func isVIPERSet(_ group: Group) -> Bool {
        let hasLogic = group.roles.contains(.presenter) || group.roles.contains(.interactor)
        if hasLogic && group.roles.count >= 2 { return true }
        if group.roles.contains(.router) && group.roles.contains(.builder) && !isOnlyCoordinators(group) { return true }
        if isAssembledScreen(group) { return true }
        // A lone presenter or interactor is a module when it adopts a contract of its own prefix;
        // a lone builder or factory with its protocol (`ServiceFactoryImpl: ServiceFactory`) is plain dependency injection.
        guard hasLogic else { return false }
        return adoptsOwnContract(group)
    }

    /// A module builder (`…Assembly`, `…Builder`, `…Configurator`, not a `…Factory`) with the view
    /// controller of its own stem: a screen assembled as a module, its logic in a view model.
    private func isAssembledScreen(_ group: Group) -> Bool {
        guard group.roles.contains(.builder), group.roles.contains(.view) else { return false }
        let names = group.decls.map { index.declarations[$0].name }
        let builds = names.contains { name in Self.moduleBuilderSuffixes.contains { name.hasSuffix($0) } }
        let screen = names.contains { $0.hasSuffix("ViewController") }
        return builds && screen
    }

    static let moduleBuilderSuffixes = ["Assembly", "Builder", "Configurator", "Assembler"]

    /// A scene of a view controller and one other role: its router (`ListRouter` for `ListViewController`,
    /// routing logic without interactor or presenter), its module builder (`…Assembly`, `…Builder`,
    /// `…Configurator`, not a `…Factory`); or a view controller alone that adopts its module's view
    /// contract (`ListDisplayLogic`). A view that is no view controller (a cell, a custom `UIView`) is
    /// no scene; nor is a group of coordinators or the app's own entry.
    private func isMinimalScene(_ group: Group) -> Bool {
        guard !group.home.isEmpty, group.roles.contains(.view), !Self.isAppLevel(group), !isOnlyCoordinators(group) else { return false }
        let views = group.decls.filter { naming.split(index.declarations[$0].name)?.role == .view && isViewController(index.declarations[$0].name) }
        guard !views.isEmpty else { return false }
        let others = group.decls.filter { i in
            let name = index.declarations[i].name
            guard let role = naming.split(name)?.role else { return false }
            switch role {
            case .router: return !Self.isCoordinatorName(name)
            case .builder: return Self.moduleBuilderSuffixes.contains { name.hasSuffix($0) }
            default: return false
            }
        }
        if !others.isEmpty { return true }
        // The contract must be a view's module contract by its name (`ListDisplayLogic`, `ListViewInput`),
        // not any protocol of the stem (`ListCellDelegate`) nor a bare `ListView` (as often a component's own interface).
        return views.contains { i in
            let decl = index.declarations[i]
            return (decl.inherits + decl.extensionConformances).contains { proto in
                guard index.isProtocol(proto), !proto.hasSuffix("View"), let (role, stem) = RoleNaming.contractRoleAndStem(proto) else { return false }
                return role == .view && group.stems.contains(stem)
            }
        }
    }

    /// A SwiftUI screen built as a view with its view model (`LogView: View` + `LogViewModel`), the two
    /// in a home folder of their own that the view's stem names (`…/Log/`): MVVM in place of VIPER's
    /// presenter. A SwiftUI view alone, or one whose folder is named for something else (a row and its
    /// model in a `Components` folder), is no module.
    private func isSwiftUIScreen(_ group: Group) -> Bool {
        guard !group.home.isEmpty, group.roles.count == 1, group.roles.contains(.view), !Self.isAppLevel(group),
              let folder = group.home.split(separator: "/").last?.lowercased() else { return false }
        let names = Set((declsUnder[group.home] ?? []).map { index.declarations[$0].name })
        return group.decls.contains { i in
            let decl = index.declarations[i]
            guard decl.kind == .struct, let (role, stem) = naming.split(decl.name), role == .view, stem.lowercased() == folder,
                  index.allSupertypes(of: decl.name).contains("View") else { return false }
            return names.contains(stem + "ViewModel")
        }
    }

    /// A class that is (or inherits from) one of UIKit's view controller classes.
    private func isViewController(_ name: String) -> Bool {
        index.allSupertypes(of: name).contains { RoleNaming.uikitViewClasses.contains($0) && $0.hasSuffix("ViewController") }
    }

    private func adoptsOwnContract(_ group: Group) -> Bool {
        group.decls.contains { i in
            let decl = index.declarations[i]
            return (decl.inherits + decl.extensionConformances).contains { proto in
                index.isProtocol(proto) && group.stems.contains { proto.hasPrefix($0) }
            }
        }
    }

    /// Coordinators and flows own navigation between modules; alone they are not a module.
    static let coordinatorSuffixes = ["Coordinator", "Flow"]

    static func isCoordinatorName(_ name: String) -> Bool {
        var base = Substring(name)
        for tail in RoleNaming.implementationTails where base.count > tail.count && base.hasSuffix(tail) { base = base.dropLast(tail.count) }
        return coordinatorSuffixes.contains { base.hasSuffix($0) }
    }

    private func isOnlyCoordinators(_ group: Group) -> Bool {
        group.decls.allSatisfy { Self.isCoordinatorName(index.declarations[$0].name) }
    }

    /// A router or wireframe with no presenter or interactor is a module of its own when it is a
    /// screen's entry with its own contract that shows another module's screen (`RootRouter:
    /// RootWireframe` setting the window's root), or when it builds a container of screens (a
    /// `TabBarWireframe` making the `UITabBarController` its tabs go into). Generic routers that only
    /// show what they are handed (a `WindowRouter` over `Presentable`) and coordinators are not.
    private func isLoneRoutingModule(_ group: Group, among strong: [Group]) -> Bool {
        guard group.roles.contains(.router), !isOnlyCoordinators(group), !Self.isAppLevel(group) else { return false }
        let routers = group.decls.filter { naming.split(index.declarations[$0].name)?.role == .router && !Self.isCoordinatorName(index.declarations[$0].name) }
        // A router beside the app's delegate (`DeepLinkRouter` in the folder of `SceneDelegate`) routes for the app.
        if routers.contains(where: { appEntryFolders.contains(Self.folder(of: index.declarations[$0].file)) }) { return false }
        let references = Set(routers.flatMap { index.declarations[$0].references })
        if routers.contains(where: { makesContainer(index.declarations[$0].name) }) { return true }
        guard adoptsOwnContract(group) else { return false }
        let otherStems = Set(strong.flatMap(\.stems)).subtracting(group.stems)
        return references.contains { name in naming.split(name).map { otherStems.contains($0.stem) } ?? otherStems.contains(name) }
    }

    static let containerClasses: Set<String> = ["UITabBarController", "UIPageViewController", "UISplitViewController"]

    /// Whether a type's code makes a tab bar, page or split container (`UITabBarController()`, or a subclass of
    /// one), rather than only reading one it is handed (`window?.rootViewController as? UITabBarController`).
    private func makesContainer(_ type: String) -> Bool {
        func makes(_ expr: Expr) -> Bool {
            var made = false
            expr.forEachExpression { node in
                guard case .call(.name(let callee), _) = node else { return }
                if Self.containerClasses.contains(callee) || index.allSupertypes(of: callee).contains(where: Self.containerClasses.contains) { made = true }
            }
            return made
        }
        let initializers = (index.declaration(type)?.properties ?? []).compactMap(\.initializer)
        return initializers.contains(where: makes) || (index.functionsByOwner[type] ?? []).contains { id in
            index.functions[id].fact.body.contains { $0.expressions.contains(where: makes) }
        }
    }

    static func folder(of file: String) -> String {
        file.lastIndex(of: "/").map { String(file[..<$0]) } ?? ""
    }

    /// An interactor whose only routing is a coordinator, with no presenter or view (`AppInteractor` +
    /// `AppCoordinator`, `CheckoutFlowInteractor` + `CheckoutFlowCoordinator`): flow logic, not a screen.
    private func isFlowLogic(_ group: Group) -> Bool {
        guard !group.roles.contains(.presenter), !group.roles.contains(.view) else { return false }
        let routing = group.decls.filter { naming.split(index.declarations[$0].name).map { $0.role == .router || $0.role == .builder } ?? false }
        return !routing.isEmpty && routing.allSatisfy { Self.isCoordinatorName(index.declarations[$0].name) }
    }

    /// Code prefixed `App`/`Application` is the app's entry (its coordinator, interactor, router), never a module.
    private static func isAppLevel(_ group: Group) -> Bool {
        group.stems.allSatisfy { $0 == "App" || $0 == "Application" }
    }

    /// `AppCoordinator`, `ApplicationRouter`: named for the app, not a feature.
    static func isAppPrefixed(_ name: String) -> Bool {
        ["App", "Application"].contains { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase == true }
    }

    /// A base VIPER set (`BasicPresenter`, `BaseRouter`, `BaseViewController` in a common folder) exists to be
    /// subclassed: its name says so, or every class of it is the superclass of another module's type.
    private func isBaseSet(_ group: Group, among groups: [Group]) -> Bool {
        let words: Set<String> = ["Base", "Basic", "Abstract", "Generic", "Common", "Parent", "Super"]
        if group.stems.allSatisfy({ words.contains($0) }) { return true }
        let classes = group.decls.filter { index.declarations[$0].kind == .class }
        let mine = Set(group.decls.map { index.declarations[$0].name })
        func subclassedOutside(_ i: Int) -> Bool {
            (subclasses[index.declarations[i].name] ?? []).contains { !mine.contains($0) }
        }
        if classes.count >= 2, classes.allSatisfy(subclassedOutside) { return true }
        // A shared screen template: each presenter, interactor and router is the superclass of other
        // modules' types, which configure its view controllers (used as they are) for their own screens.
        let core = classes.filter { [.presenter, .interactor, .router].contains(roleAndStem(index.declarations[$0])?.role) }
        return core.contains { roleAndStem(index.declarations[$0])?.role == .presenter } && core.allSatisfy(subclassedOutside)
    }

    /// A VIPER set nested in another module's folder without a screen of its own (no router, no view
    /// controller) is a part of that module: a cell or header with its own presenter.
    private func isSubunit(_ group: Group, of anchors: [Group]) -> Bool {
        guard !group.home.isEmpty, !group.roles.contains(.router) else { return false }
        // A second interactor (or presenter) beside a module's own, in its folder: a part of that module.
        if !group.roles.contains(.view), !group.roles.contains(.builder),
           case let hosts = anchors.filter({ $0.home == group.home && $0.stems != group.stems }), hosts.count == 1,
           hosts[0].roles.count > group.roles.count { return true }
        guard anchors.contains(where: { $0.home != group.home && Self.isInside(group.home + "/x", folder: $0.home) }) else { return false }
        return !group.decls.contains { i in
            let decl = index.declarations[i]
            guard naming.split(decl.name)?.role == .view else { return false }
            let screens: Set<String> = ["UIViewController", "UITableViewController", "UICollectionViewController",
                                        "UINavigationController", "UITabBarController", "UIPageViewController"]
            return decl.name.hasSuffix("Controller") || decl.name.hasSuffix("VC")
                || index.allSupertypes(of: decl.name).contains { screens.contains($0) }
        }
    }

    // MARK: names

    private func nameModules(_ anchors: [Group]) -> [ResolvedModule] {
        var homeCount: [String: Int] = [:]
        for anchor in anchors { homeCount[anchor.home, default: 0] += 1 }
        let prefix = Self.sharedClassPrefix(anchors.flatMap(\.stems))
        var modules: [ResolvedModule] = []
        var used: Set<String> = []
        for anchor in anchors {
            let exclusive = !anchor.home.isEmpty && homeCount[anchor.home] == 1 && !isCrowded(anchor)
            var name = preferredName(anchor, exclusive: exclusive, classPrefix: prefix)
            if used.contains(name) { name = anchor.stems.sorted().first! }
            used.insert(name)
            modules.append(ResolvedModule(name: name, home: anchor.home, exclusiveHome: exclusive, stems: anchor.stems.sorted()))
        }
        return modules
    }

    /// A home whose types mostly belong to no prefix of the module is a shared source folder (a
    /// layer-first layout, or one VIPER module in a plain app): there the module claims types by prefix only.
    private func isCrowded(_ anchor: Group) -> Bool {
        var own = 0, foreign = 0
        for i in declsUnder[anchor.home] ?? [] {
            if anchor.stems.contains(where: { Self.hasStem(index.declarations[i].name, $0) }) { own += 1 } else { foreign += 1 }
        }
        return foreign > 40 && foreign > 3 * own
    }

    private func preferredName(_ anchor: Group, exclusive: Bool, classPrefix: String?) -> String {
        let folder = exclusive ? String(anchor.home.split(separator: "/").last ?? "").filter { !$0.isWhitespace } : ""
        func stripped(_ stem: String) -> String {
            if let classPrefix, stem.hasPrefix(classPrefix), stem.count > classPrefix.count { return String(stem.dropFirst(classPrefix.count)) }
            return stem
        }
        for stem in anchor.stems where !folder.isEmpty {
            if stem.lowercased() == folder.lowercased() { return stem }
            if stripped(stem).lowercased() == folder.lowercased() { return stripped(stem) }
            if let short = Self.withoutClassPrefix(stem), short.lowercased() == folder.lowercased() { return short }
        }
        // The prefix the routing and logic types use; the shortest when there are several.
        let ranked = anchor.stems.sorted { a, b in
            let ra = rank(a, anchor), rb = rank(b, anchor)
            return ra != rb ? ra < rb : (a.count, a) < (b.count, b)
        }
        return stripped(ranked.first!)
    }

    private func rank(_ stem: String, _ anchor: Group) -> Int {
        let roles = anchor.decls.compactMap { i -> Role? in
            guard let split = naming.split(index.declarations[i].name), split.stem == stem else { return nil }
            return split.role
        }
        if roles.contains(.presenter) || roles.contains(.interactor) { return 0 }
        if roles.contains(.router) { return 1 }
        return 2
    }

    /// `SMGoalsList` -> `GoalsList`: two to four capitals, then a capitalised word.
    static func withoutClassPrefix(_ stem: String) -> String? {
        let chars = Array(stem)
        var upper = 0
        while upper < chars.count, chars[upper].isUppercase { upper += 1 }
        guard upper >= 3, upper <= 5, upper < chars.count, chars[upper].isLowercase else { return nil }
        return String(chars[(upper - 1)...])
    }

    /// The class prefix every module stem shares (`SM`, `VTD`), when there are at least two modules.
    static func sharedClassPrefix(_ stems: [String]) -> String? {
        guard stems.count >= 2 else { return nil }
        let prefixes = Set(stems.map { stem -> String? in
            guard let short = withoutClassPrefix(stem) else { return nil }
            return String(stem.dropLast(short.count))
        })
        guard prefixes.count == 1, let only = prefixes.first, let prefix = only else { return nil }
        return prefix
    }

    // MARK: members

    private func assignMembers(_ modules: inout [ResolvedModule]) {
        let byName = Dictionary(modules.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var exclusiveHome: [String: Int] = [:]
        var sharedHomes: [String: [Int]] = [:]
        for (m, module) in modules.enumerated() {
            if module.exclusiveHome { exclusiveHome[module.home] = m } else { sharedHomes[module.home, default: []].append(m) }
        }
        for (i, decl) in index.declarations.enumerated() where !decl.isNested {
            if let target = overrideModule(decl), let m = byName[target] {
                modules[m].members.append(i)
                continue
            }
            let folders = foldersOfFile[decl.file] ?? Self.ancestors(of: decl.file)
            // The deepest exclusive home holding the file.
            if let m = folders.lazy.compactMap({ exclusiveHome[$0] }).first {
                modules[m].members.append(i)
                continue
            }
            // Modules that share a folder claim their types by prefix (longest first), within that folder.
            let candidates = folders.flatMap { sharedHomes[$0] ?? [] }
            let match = candidates.flatMap { m in modules[m].stems.map { ($0, m) } }
                .filter { Self.hasStem(decl.name, $0.0) }
                .max { ($0.0.count, $1.0) < ($1.0.count, $0.0) }
            if let (_, m) = match { modules[m].members.append(i) }
        }
    }

    /// A core type with a module's exact prefix that sits outside the module's folder (`LoginRouter` in
    /// `Support/Extension/`) belongs to the module when the module has no type of that role yet; a
    /// protocol named for a role of the module with no module of its own joins it too.
    private func reclaimStrays(_ modules: inout [ResolvedModule]) {
        let moduleOfStem = Self.moduleOfStem(modules)
        var owner: [Int: Int] = [:]
        for (m, module) in modules.enumerated() { for i in module.members { owner[i] = m } }
        func rolesPresent(_ m: Int) -> Set<Role> {
            var roles: Set<Role> = []
            let memberNames = Set(modules[m].members.map { index.declarations[$0].name })
            for i in modules[m].members where index.declarations[i].kind != .protocol {
                let decl = index.declarations[i]
                if let (role, stem) = roleAndStem(decl), modules[m].stems.contains(stem) { roles.insert(role) }
                for proto in decl.inherits + decl.extensionConformances where memberNames.contains(proto) {
                    if let (role, stem) = RoleNaming.contractRoleAndStem(proto), modules[m].stems.contains(stem) { roles.insert(role) }
                }
            }
            return roles
        }
        var present = modules.indices.map(rolesPresent)
        for (i, decl) in index.declarations.enumerated() {
            if decl.kind == .protocol {
                guard owner[i] == nil, let (_, stem) = RoleNaming.contractRoleAndStem(decl.name), let m = moduleOfStem[stem] else { continue }
                modules[m].members.append(i)
                owner[i] = m
                continue
            }
            guard let (role, stem) = roleAndStem(decl), RoleNaming.coreRoles.contains(role) else { continue }
            // A coordinator outside the module's folder (`Flows/Home/HomeCoordinator.swift` beside `Flows/Home/Home/`)
            // runs a flow across modules: app-level code, whatever its prefix.
            if owner[i] == nil, Self.isCoordinatorName(decl.name) { continue }
            // By prefix, or by adopting the module's contract for that role (`ToDoController: ToDosViewProtocol`).
            var target = moduleOfStem[stem]
            if target == nil || target == owner[i] {
                for proto in decl.inherits + decl.extensionConformances {
                    if let (protoRole, protoStem) = RoleNaming.contractRoleAndStem(proto), protoRole == role,
                       let m = moduleOfStem[protoStem], index.isProtocol(proto) { target = m; break }
                }
            }
            guard let m = target, owner[i] != m, !present[m].contains(role) else { continue }
            if let old = owner[i] { modules[old].members.removeAll { $0 == i } }
            modules[m].members.append(i)
            owner[i] = m
            present[m].insert(role)
        }
    }

    /// Stem -> the first module that has it.
    private static func moduleOfStem(_ modules: [ResolvedModule]) -> [String: Int] {
        var result: [String: Int] = [:]
        for (m, module) in modules.enumerated() { for stem in module.stems where result[stem] == nil { result[stem] = m } }
        return result
    }

    /// A coordinator or flow in a module's folder that names the screens of two or more other modules owns
    /// navigation across them: app-level code that owns edges, not that module's router.
    private func releaseFlowOwners(_ modules: inout [ResolvedModule]) {
        let moduleOfStem = Self.moduleOfStem(modules)
        for m in modules.indices {
            modules[m].members.removeAll { i in
                let name = index.declarations[i].name
                guard Self.coordinatorSuffixes.contains(where: name.includes), Self.isCoordinatorName(name) else { return false }
                let decl = index.declarations[i]
                guard decl.kind != .protocol, overrideModule(decl) == nil else { return false }
                var others: Set<Int> = []
                for name in decl.references {
                    guard let (_, stem) = naming.split(name), let other = moduleOfStem[stem], other != m else { continue }
                    others.insert(other)
                }
                return others.count >= 2
            }
        }
    }

    private func overrideModule(_ decl: TypeDecl) -> String? {
        guard !overrides.isEmpty else { return nil }
        for name in overrides.keys.sorted() {
            let rule = overrides[name]!
            if rule.types.contains(decl.name) || rule.paths.contains(where: { Glob($0).matches(decl.file) }) { return name }
        }
        return nil
    }

    static func hasStem(_ name: String, _ stem: String) -> Bool {
        guard name.hasPrefix(stem) else { return false }
        let rest = name.dropFirst(stem.count)
        guard let first = rest.first else { return true }
        return first.isUppercase || first.isNumber
    }

    static func isInside(_ file: String, folder: String) -> Bool {
        folder.isEmpty || file.hasPrefix(folder + "/")
    }

    /// The folder above a module's files: their common folder, with role folders (`View`, `Router`, ...) stepped out of.
    static func homeFolder(_ files: [String]) -> String {
        var common: [Substring]? = nil
        for file in files {
            let dirs = file.split(separator: "/").dropLast()
            guard let current = common else { common = Array(dirs); continue }
            common = Array(zip(current, dirs).prefix { $0.0 == $0.1 }.map(\.0))
        }
        var parts = common ?? []
        while let last = parts.last, RoleNaming.isRoleFolder(last) { parts.removeLast() }
        return parts.joined(separator: "/")
    }
}

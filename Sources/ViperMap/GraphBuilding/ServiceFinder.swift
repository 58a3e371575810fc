import ViperMapModel
import ViperMapLanguage

/// What a type's name says it is: `AuthServiceProtocol` is a service, `UserRepository` a repository.
public enum ServiceNaming {
    /// Name endings and the kind they say (the first that fits wins).
    static let kinds: [(suffix: String, kind: String)] = [
        ("Services", "service"), ("Service", "service"),
        ("Repository", "repository"), ("Repo", "repository"),
        ("Manager", "manager"),
        ("Worker", "worker"),
        ("APIClient", "client"), ("Client", "client"), ("API", "client"), ("Api", "client"), ("Networking", "client"), ("Network", "client"),
        ("Gateway", "client"),
        ("Store", "store"), ("Storage", "store"), ("Cache", "store"), ("Database", "store"), ("DAO", "store"), ("Persistence", "store"),
        ("Provider", "provider"), ("Loader", "provider"), ("Fetcher", "provider"),
        ("Tracker", "tracker"), ("Analytics", "tracker"), ("Logger", "tracker"),
    ]
    /// What a protocol's name adds to the thing it describes (`AuthServiceProtocol`, `AuthServiceType`).
    static let protocolEndings = ["Protocol", "Type", "Interface", "Contract", "Facade"]

    /// `AuthServiceProtocol` -> service; nil when the name says nothing.
    public static func kind(of name: String) -> String? {
        var stem = Substring(name)
        for ending in protocolEndings where stem.hasSuffix(ending) && stem.count > ending.count {
            stem = stem.dropLast(ending.count)
            break
        }
        return kinds.first { stem.hasSuffix($0.suffix) }?.kind
    }
}

/// The app's types outside every module that a module's components hold (stored properties, initialiser
/// parameters), name, or reach as singletons (`AuthService.shared`, `[Store sharedInstance]`): its services.
/// A held type counts unless it is a screen or a navigation part; a type only named counts when its name
/// says what it is (`…Service`, `…Repository`, …); a singleton always counts.
struct ServiceFinder {
    let index: TypeIndex
    let moduleOfType: [String: String]

    /// Held types that are not services: screens, views and the navigation's own parts.
    static let notServices = ["Controller", "VC", "View", "Cell", "Layout", "Router", "Wireframe", "Coordinator", "Flow", "Builder",
                              "Assembly", "Presenter", "Interactor", "Delegate", "DataSource", "Output", "Input", "Module", "Handler"]
    /// The members a singleton is reached by.
    static let sharedMembers: Set<String> = ["shared", "sharedInstance", "instance", "default", "standard", "current", "main"]

    /// Plain data a part holds is no service (`EventPlainObject`, `UserModel`).
    static let dataEndings = ["Object", "Model", "Entity", "DTO", "Item", "Data", "Info", "Configuration", "Config", "Style", "Appearance", "Theme"]

    /// `roles`: each member's role (a held type with no telling name counts only for the VIPER parts that talk to services).
    func services(of members: [TypeDecl], roles: [String: Role] = [:]) -> [ServiceUse] {
        struct Found { var users: Set<String> = []; var shared: String? }
        var found: [String: Found] = [:]
        for decl in members {
            var held: Set<String> = []
            // `let feed: FeedService`, `let feed = FeedService()`, `init(feed: FeedServicing = FeedService())`.
            func made(_ value: Expr?) -> String? {
                if case .call(.name(let type), _)? = value, type.first?.isUppercase == true { return type }
                return nil
            }
            for property in decl.properties {
                if !property.typeName.isEmpty { held.insert(ModuleGuideResolver.bareType(property.typeName)) }
                if let type = made(property.initializer) { held.insert(type) }
            }
            var singletons: [String: String] = [:]
            for id in index.functionsByOwner[decl.name] ?? [] {
                let fact = index.functions[id].fact
                if fact.name == "init" {
                    for parameter in fact.parameters {
                        held.insert(ModuleGuideResolver.bareType(parameter.typeName))
                        if let type = made(parameter.defaultValue) { held.insert(type) }
                    }
                }
                for statement in fact.body { Self.singletons(in: statement, into: &singletons) }
            }
            let named = Set(decl.references + (index.extensionReferences[decl.name] ?? []).flatMap(\.names))
            for name in held.union(named).union(singletons.keys) {
                guard name != decl.name, moduleOfType[name] == nil, let type = index.declaration(name), !type.isNested else { continue }
                let shared = singletons[name]
                let byName = ServiceNaming.kind(of: name) != nil
                let talks = roles[decl.name].map { [.presenter, .interactor, .router, .builder, .worker].contains($0) } ?? false
                let isHeld = talks && held.contains(name) && (type.kind == .class || type.kind == .protocol || type.kind == .actor)
                    && !Self.notServices.contains { name.hasSuffix($0) } && !Self.dataEndings.contains { name.hasSuffix($0) }
                guard shared != nil || isHeld || (byName && type.kind != .enum) else { continue }
                found[name, default: Found()].users.insert(decl.name)
                if let shared { found[name]!.shared = shared }
            }
        }
        return found.keys.sorted().compactMap { name in
            guard let type = index.declaration(name) else { return nil }
            let entry = found[name]!
            return ServiceUse(name: name, kind: ServiceNaming.kind(of: name) ?? (entry.shared != nil ? "singleton" : "other"), file: type.file, line: type.line,
                              usedBy: entry.users.sorted(), shared: entry.shared)
        }
    }

    /// `X.shared` (Swift) and `[X sharedInstance]` (a send with no arguments): X, reached so.
    static func singletons(in statement: Stmt, into found: inout [String: String]) {
        for expr in statement.expressions {
            expr.forEachExpression { node in
                if case .member(.name(let type)?, let member) = node, sharedMembers.contains(member), type.first?.isUppercase == true {
                    found[type] = type + "." + member
                }
            }
        }
    }
}

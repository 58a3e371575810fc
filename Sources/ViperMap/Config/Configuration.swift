import ViperMapModel
import Yams

/// A module override from the config: these paths or types belong to the module, whatever their names say.
public struct ModuleOverride: Equatable, Sendable {
    public var paths: [String]
    public var types: [String]

    public init(paths: [String] = [], types: [String] = []) {
        self.paths = paths
        self.types = types
    }
}

/// `.vipermap.yml`: what to scan, module overrides and aliases, extra role suffixes and navigation helpers.
public struct Configuration: Equatable, Sendable {
    public var include: [String] = []
    public var exclude: [String] = []
    public var modules: [String: ModuleOverride] = [:]
    /// Module renames: the scanner's name -> the name to show.
    public var aliases: [String: String] = [:]
    public var roles: [Role: [String]] = [:]
    /// Calls that show their first argument: method name -> kind (`pushWireframe: push`).
    public var navigationHelpers: [String: NavigationKind] = [:]
    public var theme: String?
    /// Custom storyboard segue classes -> the kind they show with (`FadeSegue: present`).
    public var segueKinds: [String: NavigationKind] = [:]
    /// `rules:` for `vipermap check`: a severity per rule id, paths to leave out.
    public var rules = RuleSettings()

    public init() {}

    public static let keys = ["include", "exclude", "modules", "aliases", "roles", "navigation", "segues", "theme", "rules"]
}

public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var message: String

    public var description: String { "\(file): \(message)" }
}

extension Configuration {
    /// Parses the YAML text of a config file; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws -> Configuration {
        func fail(_ message: String) -> ConfigurationError { ConfigurationError(file: file, message: message) }
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch {
            throw fail("not valid YAML: \(error)")
        }
        var config = Configuration()
        guard let node else { return config }
        guard let map = node.mapping else { throw fail("the top level must be a mapping of keys (\(keys.joined(separator: ", ")))") }
        for (keyNode, value) in map {
            guard let key = keyNode.string else { throw fail("a key is not a string") }
            switch key {
            case "include": config.include = try strings(value, key, fail)
            case "exclude": config.exclude = try strings(value, key, fail)
            case "theme": config.theme = value.string
            case "aliases":
                for (k, v) in try mapping(value, key, fail) {
                    guard let name = v.string else { throw fail("aliases.\(k) must be a module name") }
                    config.aliases[k] = name
                }
            case "modules":
                for (name, v) in try mapping(value, key, fail) {
                    var rule = ModuleOverride()
                    for (field, list) in try mapping(v, "modules.\(name)", fail) {
                        switch field {
                        case "paths": rule.paths = try strings(list, "modules.\(name).paths", fail)
                        case "types": rule.types = try strings(list, "modules.\(name).types", fail)
                        default: throw fail("unknown key 'modules.\(name).\(field)' (expected paths, types)")
                        }
                    }
                    config.modules[name] = rule
                }
            case "roles":
                for (roleName, list) in try mapping(value, key, fail) {
                    guard let role = Role(rawValue: roleName) else {
                        throw fail("unknown role 'roles.\(roleName)' (expected \(Role.allCases.map(\.rawValue).joined(separator: ", ")))")
                    }
                    config.roles[role] = try strings(list, "roles.\(roleName)", fail)
                }
            case "navigation":
                for (method, kindNode) in try mapping(value, key, fail) {
                    guard let kindName = kindNode.string, let kind = NavigationKind(rawValue: kindName) else {
                        throw fail("navigation.\(method) must be one of \(NavigationKind.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    config.navigationHelpers[method] = kind
                }
            case "segues":
                for (segueClass, kindNode) in try mapping(value, key, fail) {
                    guard let kindName = kindNode.string, let kind = NavigationKind(rawValue: kindName) else {
                        throw fail("segues.\(segueClass) must be one of \(NavigationKind.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    config.segueKinds[segueClass] = kind
                }
            case "rules":
                for (name, setting) in try mapping(value, key, fail) {
                    if name == "ignore" {
                        config.rules.ignore = try strings(setting, "rules.ignore", fail)
                    } else if name == "groups" {
                        for (group, fields) in try mapping(setting, "rules.groups", fail) {
                            var feature = FeatureGroup(name: group, paths: [])
                            for (field, list) in try mapping(fields, "rules.groups.\(group)", fail) {
                                switch field {
                                case "paths": feature.paths = try strings(list, "rules.groups.\(group).paths", fail)
                                case "entry": feature.entry = try strings(list, "rules.groups.\(group).entry", fail)
                                case "targets": feature.targets = try strings(list, "rules.groups.\(group).targets", fail)
                                default: throw fail("unknown key 'rules.groups.\(group).\(field)' (expected paths, targets, entry)")
                                }
                            }
                            guard !feature.paths.isEmpty || !feature.targets.isEmpty else { throw fail("rules.groups.\(group) needs paths or targets") }
                            config.rules.groups.append(feature)
                        }
                        config.rules.groups.sort { $0.name < $1.name }
                    } else if name == "forbidden" {
                        guard let list = setting.sequence else { throw fail("rules.forbidden must be a list of {from, to, kind, severity, name}") }
                        for (index, item) in list.enumerated() {
                            var rule = ForbiddenRule(name: "forbidden-\(index + 1)", from: "", to: "")
                            for (field, value) in try mapping(item, "rules.forbidden[\(index)]", fail) {
                                guard let text = value.string else { throw fail("rules.forbidden[\(index)].\(field) must be a string") }
                                switch field {
                                case "from": rule.from = text
                                case "to": rule.to = text
                                case "name": rule.name = text
                                case "kind":
                                    guard let kind = ForbiddenRule.Kind(rawValue: text) else { throw fail("rules.forbidden[\(index)].kind must be navigation or dependency") }
                                    rule.kind = kind
                                case "severity":
                                    guard let severity = RuleSeverity(rawValue: text), severity != .off else { throw fail("rules.forbidden[\(index)].severity must be error or warning") }
                                    rule.severity = severity
                                default: throw fail("unknown key 'rules.forbidden[\(index)].\(field)' (expected from, to, kind, severity, name)")
                                }
                            }
                            guard !rule.from.isEmpty, !rule.to.isEmpty else { throw fail("rules.forbidden[\(index)] needs from and to") }
                            config.rules.forbidden.append(rule)
                        }
                    } else if RuleCatalog.rule(name) != nil {
                        guard let text = setting.string, let severity = RuleSeverity(rawValue: text) else {
                            throw fail("rules.\(name) must be one of error, warning, info, off")
                        }
                        config.rules.severities[name] = severity
                    } else {
                        throw fail("unknown key 'rules.\(name)' (expected ignore, groups, forbidden or a rule id: \(RuleCatalog.all.map(\.id).joined(separator: ", ")))")
                    }
                }
            default:
                throw fail("unknown key '\(key)' (expected \(keys.joined(separator: ", ")))")
            }
        }
        return config
    }

    private static func strings(_ node: Node, _ key: String, _ fail: (String) -> ConfigurationError) throws -> [String] {
        if let single = node.string { return [single] }
        guard let seq = node.sequence else { throw fail("\(key) must be a list of strings") }
        return try seq.map {
            guard let s = $0.string else { throw fail("\(key) must be a list of strings") }
            return s
        }
    }

    private static func mapping(_ node: Node, _ key: String, _ fail: (String) -> ConfigurationError) throws -> [(String, Node)] {
        guard let map = node.mapping else { throw fail("\(key) must be a mapping") }
        return try map.map { k, v in
            guard let s = k.string else { throw fail("\(key) has a key that is not a string") }
            return (s, v)
        }
    }
}

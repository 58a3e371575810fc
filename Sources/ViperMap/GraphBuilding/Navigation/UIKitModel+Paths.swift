import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// Stacks driven by a path (`NavigationStack(path: $router.path)`): the properties bound as a path, by name, and
/// whether any code appends to one.
struct NavigationPaths: Sendable {
    private(set) var properties: Set<String> = []
    private(set) var appended = false
    /// Whether some `NavigationLink(…, value:)` hands a route to the destinations.
    private(set) var linked = false
    /// Routes are handed to `.navigationDestination(for:)` (by appends or links), which shows them where they are handed.
    var routed: Bool { appended || linked }
    /// The route types of `.navigationDestination(for:)` each type's code declares ("" for free code).
    private(set) var destinations: [String: Set<String>] = [:]

    /// The route types a link whose value the scan cannot type hands its value to: those its own view declares
    /// destinations for (the stack it is in), else every route type the app declares.
    func routeTypes(declaredBy owner: String?) -> Set<String> {
        if let owner, let own = destinations[owner], !own.isEmpty { return own }
        return destinations.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    init(program: Program) {
        var appends: [Expr] = []
        for unit in program.units {
            for statement in unit.body {
                for expr in statement.expressions {
                    expr.forEachExpression { node in
                        switch node {
                        case .call(.name("NavigationStack"), let args), .call(.member(_, "NavigationStack"), let args):
                            for arg in args where arg.label == "path" {
                                if let p = ProjectedProperty(arg.value)?.property { properties.insert(p) }
                            }
                        case .call(.member(let base?, "append"), _):
                            appends.append(base)
                        case .call(.name("NavigationLink"), let args) where args.contains(where: { $0.label == "value" }):
                            linked = true
                        case .call(.member(_, "navigationDestination"), let args):
                            if let first = args.first, first.label == "for", case .member(.name(let type)?, "self") = first.value {
                                destinations[unit.owner ?? "", default: []].insert(type)
                            }
                        default: break
                        }
                    }
                }
            }
        }
        appended = appends.contains { ProjectedProperty.propertyName($0).map(properties.contains) ?? false }
    }

    /// The channel a route type's destinations listen on.
    static func channel(_ type: String) -> String { "#route:" + type }
}

/// Navigation through a path: appending a route pushes what the stack's `.navigationDestination(for:)` closure
/// builds for that route, there (the code that appends asks for it); `removeLast()` pops; emptying the path pops
/// to the stack's first screen. When no code appends to a path, a destination shows where it is declared.
extension UIKitModel {
    func pathCall(_ call: ExternalCall) -> ExternalResult? {
        switch call.name {
        case "navigationDestination" where call.labels.first == "for" && navigationPaths.routed:
            let types = (call.arguments.first ?? ValueSet()).compactMap { value -> String? in
                if case .metatype(let t) = value { return t } else { return nil }
            }
            guard !types.isEmpty, let receiver = call.receiver else { return nil }
            let closures = ValueSet(call.arguments.dropFirst().flatMap { $0.filter { if case .closure = $0 { return true } else { return false } } })
            var result = ExternalResult(returns: receiver)
            result.runsClosures = false
            result.returnsClosureValues = false
            result.subscribes = types.map { (NavigationPaths.channel($0), Handler.values(closures)) }
            // The site is followed where routes are appended.
            for case .closure(let c) in closures { settled.insert(unit: call.unit, line: program.units[c.unit].line) }
            settled.insert(unit: call.unit, line: call.line)
            return result
        case "append", "removeLast", "removeAll":
            guard let base = call.receiverExpr, let name = ProjectedProperty.propertyName(base), navigationPaths.properties.contains(name) else { return nil }
            var result = ExternalResult()
            result.runsClosures = false
            switch call.name {
            case "removeLast" where call.arguments.isEmpty:
                result.effects = [(ShowEffect.tag(.pop), [ValueSet()], "")]
            case "removeLast", "removeAll":
                result.effects = [(ShowEffect.popToRoot, [ValueSet()], "")]
            default:
                return routeShown(call.arguments.first ?? ValueSet(), call, what: Self.describe(base) + ".append(…)", result)
            }
            return result
        default:
            return nil
        }
    }

    /// `NavigationLink(title, value: route)` in a stack whose path code appends to: the route is handed to the
    /// stack's destinations as an append's is, at the link.
    func linkToRoute(_ call: ExternalCall) -> ExternalResult? {
        guard let i = call.labels.firstIndex(of: "value"), i < call.arguments.count else { return nil }
        var result = ExternalResult(returns: [.object(call.name, exact: true, fields: Fields())])
        result.runsClosures = false
        result.returnsClosureValues = false
        return routeShown(call.arguments[i], call, what: "NavigationLink(value:)", result)
    }

    /// Hands a route to the destinations of its type (first ask), then pushes the screens they build (asked again,
    /// with what they gave as `closureValues`).
    private func routeShown(_ route: ValueSet, _ call: ExternalCall, what: String, _ base: ExternalResult) -> ExternalResult? {
        var result = base
        if let built = call.closureValues {
            result.effects = show(.push, built.filter(isScreen), container: ValueSet(), expr: .other, items: nil, call: what,
                                  callOwner: call.owner, site: (call.unit, call.line))
            return result
        }
        var types: Set<String> = []
        for value in route {
            // A route chosen by tests of a way in's probe (`GardenRoute(url: url)` under `case "bed"`): its case.
            switch value.chosen?.value ?? value {
            case .enumCase(let c): types.formUnion(index.enumsByCase[c] ?? [])
            case .object(let t, _, _): types.insert(t)
            // `NavigationLink("entry", value: 1)`: a number literal is an `Int`.
            case .text(let text): types.insert(Int(text) != nil ? "Int" : "String")
            default: break
            }
        }
        // `ForEach(trips) { trip in NavigationLink(value: trip) { … } }`: a value of a type the scan cannot tell.
        if types.isEmpty, what == "NavigationLink(value:)" { types = navigationPaths.routeTypes(declaredBy: call.owner) }
        guard !types.isEmpty else { return nil }
        result.publishes = types.sorted().map(NavigationPaths.channel)
        result.publishedArguments = [route]
        return result
    }

    /// `path = NavigationPath()`, `path = []`: back to the stack's first screen.
    func pathReset(_ a: ExternalAssignment) -> [(tag: Int, values: [ValueSet], note: String)]? {
        guard navigationPaths.properties.contains(a.property) else { return nil }
        switch a.valueExpr {
        case .call(.name("NavigationPath"), let args) where args.isEmpty: return [(ShowEffect.popToRoot, [ValueSet()], "")]
        case .list(let items) where items.isEmpty: return [(ShowEffect.popToRoot, [ValueSet()], "")]
        default: return nil
        }
    }
}

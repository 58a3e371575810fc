import ViperMapLanguage
import ViperMapModel

/// Combine's publishers of properties (`$loggedIn`): code that subscribes to one runs when any code writes the property.
extension UIKitModel {
    static let subscriptions: Set<String> = ["sink", "assign", "onReceive"]
    /// The parts of a module whose subscriptions can navigate.
    static let routingRoles: Set<Role> = [.presenter, .interactor, .router, .builder]

    /// `state.$loggedIn.sink { … }`, `.onReceive(presenter.$route) { … }` in a module's routing code (a presenter,
    /// interactor, router or builder; a view or cell that binds a label to a publisher is no navigation): the property,
    /// by name, and the types whose code subscribes.
    static func projectionSubscribers(_ program: Program, moduleOfType: [String: String], roleOfType: [String: Role],
                                      routingOnly: Bool = true) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for unit in program.units {
            guard let owner = unit.owner else { continue }
            if routingOnly { guard moduleOfType[owner] != nil, let role = roleOfType[owner], routingRoles.contains(role) else { continue } }
            for statement in unit.body {
                for expr in statement.expressions {
                    expr.forEachExpression { node in
                        guard case .call(.member(let base, let name), let args) = node, subscriptions.contains(name) else { return }
                        var projected: Set<String> = []
                        for part in [base].compactMap({ $0 }) + args.map(\.value) {
                            part.forEachExpression { inner in
                                if let bound = ProjectedProperty(inner) { projected.insert(bound.property) }
                            }
                        }
                        for p in projected { result[p, default: []].insert(owner) }
                    }
                }
            }
        }
        return result
    }
}

/// Following publishers of properties: `state.$loggedIn` is a channel of the property's declaring type; a
/// subscription in a module's routing code (or the app's) hands its closure to the channel; a write of the property
/// runs those closures with the value written, in the writer's run (so what they show is the writer's).
extension UIKitModel {
    static let publisherToken = "publisher"

    /// `$loggedIn` on an object whose type (or a supertype) declares `loggedIn`: its publisher.
    func publisher(_ name: String, of base: Value) -> Value? {
        guard name.hasPrefix("$"), name.count > 1, case .object(let type, _, _) = base else { return nil }
        let property = String(name.dropFirst())
        let declarer = StateChoices.declaring(property, from: type, index: index)
        guard index.propertyTypes[declarer]?[property] != nil else { return nil }
        return .token(Self.publisherToken, base: [.text(Self.publishedChannel(declarer, property))])
    }

    static func publishedChannel(_ type: String, _ property: String) -> String { "#published:" + type + "." + property }

    /// A call on a publisher (`.sink { … }`, `.removeDuplicates()`) or `.onReceive(publisher) { … }`: a subscription hands
    /// the closures to the channel; an operator gives the publisher on.
    func publisherCall(_ call: ExternalCall) -> ExternalResult? {
        func channels(_ values: ValueSet) -> [String] {
            values.compactMap { value -> String? in
                guard case .token(Self.publisherToken, let base) = value else { return nil }
                for case .text(let channel) in base { return channel }
                return nil
            }
        }
        let onReceiver = channels(call.receiver ?? ValueSet())
        let inArguments = call.name == "onReceive" ? channels(call.arguments.first ?? ValueSet()) : []
        let found = onReceiver + inArguments
        guard !found.isEmpty else { return nil }
        var result = ExternalResult(returns: call.receiver ?? ValueSet())
        result.runsClosures = false
        guard Self.subscriptions.contains(call.name) else { return result }
        // Views and cells that bind labels to a publisher show nothing: only routing code and the app's subscribe
        // (and a view's `.onReceive`, which is its own reaction).
        if let owner = call.owner, call.name != "onReceive" {
            switch codeOwner(owner) {
            case .app: break
            case .module: guard Self.routingRoles.contains(roleOfType[owner] ?? .other) else { return result }
            case .none: return result
            }
        }
        var closures = ValueSet()
        for set in call.arguments { closures.formUnion(set.filter { if case .closure = $0 { return true } else { return false } }) }
        result.subscribes = found.sorted().map { ($0, Handler.values(closures)) }
        return result
    }

    /// The channels a write publishes on: the property's, of each type written that declares it.
    func publishes(_ a: ExternalAssignment) -> [String] {
        // An initializer's write (`loggedIn = storedLoggedIn` in `init`) is the first state, not a change.
        guard subscribedProperties.contains(a.property), program.units[a.unit].name != "init" else { return [] }
        var result: Set<String> = []
        // Written through a protocol or a base class (`extension UserStateProtocol { func logIn() { loggedIn = true } }`):
        // the publisher of each related type that declares it.
        for type in writtenTypes(a) {
            for related in [type] + index.allSupertypes(of: type) + program.subtypes(of: type)
            where index.propertyTypes[related]?[a.property] != nil {
                result.insert(Self.publishedChannel(related, a.property))
            }
        }
        return result.sorted()
    }

    /// `presenter.accountTab = …` with screens, on a module's part: the module's content swaps to them (see `ShowEffect.swap`).
    func swap(_ a: ExternalAssignment) -> [(tag: Int, values: [ValueSet], note: String)] {
        let screens = a.value.filter(isScreen)
        guard !modules(of: screens).isEmpty else { return [] }
        for type in writtenTypes(a) {
            let declarer = StateChoices.declaring(a.property, from: type, index: index)
            if let host = moduleOfType[declarer] { return [(ShowEffect.swap, [screens], host)] }
        }
        return []
    }

    /// Properties a view's content places: read in a view's code (`presenter.accountTab` in its `body`), or returned by
    /// a method with no parameters that it calls (`presenter.getProfilePage()` returning `profileTab`).
    static func placedProperties(_ program: Program) -> Set<String> {
        let index = program.index
        var returnedBy: [String: String] = [:]
        for unit in program.units where !unit.isClosure && unit.parameters.isEmpty && unit.body.count == 1 {
            guard case .ret(let e, _) = unit.body[0] else { continue }
            switch e {
            case .name(let p), .member(.name("self")?, let p): returnedBy[unit.name] = p
            default: break
            }
        }
        var placed: Set<String> = []
        for unit in program.units {
            guard let owner = unit.owner, index.functionNames(of: owner).contains("body") else { continue }
            for statement in unit.body {
                for expr in statement.expressions {
                    expr.forEachExpression { node in
                        guard case .member(_?, let n) = node else { return }
                        placed.insert(n)
                        if let p = returnedBy[n] { placed.insert(p) }
                    }
                }
            }
        }
        return placed
    }
}

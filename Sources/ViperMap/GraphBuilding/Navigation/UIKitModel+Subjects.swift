import ViperMapFacts
import ViperMapLanguage

/// Subjects and relays (Combine's `PassthroughSubject`/`CurrentValueSubject`, RxSwift's `PublishSubject`,
/// `PublishRelay`, `BehaviorRelay`…) kept in a property: code that sends into one (`send`, `accept`, `onNext`) runs the
/// subscriptions to it (`sink`, `subscribe(onNext:)`, `bind(onNext:)`, `drive(onNext:)`, after operators such as `map`
/// or `receive(on:)`) with the value sent, as part of the sender's run, so what they show is the sender's.
/// A subject some code feeds otherwise (`tap.bind(to: subject)`), or that nothing sends into, keeps the language's
/// default: its subscriptions run where they are made.
struct SubjectFeeds: Sendable {
    static let kinds: Set<String> = ["PassthroughSubject", "CurrentValueSubject", "PublishSubject", "BehaviorSubject",
                                     "ReplaySubject", "PublishRelay", "BehaviorRelay", "ReplayRelay"]
    static let sends: Set<String> = ["send", "accept", "onNext"]
    static let subscriptions: Set<String> = ["sink", "subscribe", "bind", "drive"]
    /// Properties (by name) code sends into, and those fed some other way (handed as an observer: `bind(to:)`).
    private(set) var sent: Set<String> = []
    private(set) var fedOtherwise: Set<String> = []

    init(program: Program) {
        for unit in program.units {
            for statement in unit.body {
                for expr in statement.expressions {
                    expr.forEachExpression { node in
                        guard case .call(.member(let base?, let name), let args) = node else { return }
                        if Self.sends.contains(name), let property = ProjectedProperty.propertyName(base) { sent.insert(property) }
                        // `button.rx.tap.bind(to: presenter.tapped)`, `.subscribe(subject)`: the subject is fed by another stream.
                        if name == "bind" || name == "subscribe" || name == "drive" {
                            for arg in args where arg.label == "to" || arg.label == nil {
                                if let property = ProjectedProperty.propertyName(arg.value) { fedOtherwise.insert(property) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Whether sends are what feeds a subject kept in `property`.
    func followsSends(_ property: String) -> Bool { sent.contains(property) && !fedOtherwise.contains(property) }
}

extension UIKitModel {
    static let subjectToken = "subject"

    /// `let showSelected = PublishRelay<Show>()` (a property's initial value): a subject whose channel is the property.
    func subjectConstruct(_ call: ExternalCall) -> ExternalResult? {
        let kind = call.name.firstIndex(of: "<").map { String(call.name[..<$0]) } ?? call.name
        guard SubjectFeeds.kinds.contains(kind), let property = program.units[call.unit].property,
              subjectFeeds.followsSends(property), let owner = program.units[call.unit].owner else { return nil }
        // Kept by a module's part or a coordinator (a service's stream of updates feeds code the scan does not time).
        guard moduleOfType[owner] != nil ? roleOfType[owner] != .entity && roleOfType[owner] != .other
                                          : ModuleResolver.isCoordinatorName(owner) else { return nil }
        var result = ExternalResult(returns: [.token(Self.subjectToken, base: [.text("#subject:" + owner + "." + property)])])
        result.runsClosures = false
        return result
    }

    /// A send into a subject publishes the value; a subscription hands its closures to the subject; an operator gives the
    /// subject on.
    func subjectCall(_ call: ExternalCall) -> ExternalResult? {
        var channels: Set<String> = []
        for case .token(Self.subjectToken, let base) in call.receiver ?? ValueSet() { for case .text(let c) in base { channels.insert(c) } }
        // `Observable.merge(a, b)`, `a.merge(with: b)`: the subjects merged, as one.
        if call.name == "merge" {
            var merged = ValueSet()
            for set in call.arguments + [call.receiver ?? ValueSet()] {
                merged.formUnion(set.filter { if case .token(Self.subjectToken, _) = $0 { return true } else { return false } })
            }
            guard !merged.isEmpty else { return nil }
            var result = ExternalResult(returns: merged)
            result.runsClosures = false
            return result
        }
        guard !channels.isEmpty else { return nil }
        var result = ExternalResult(returns: call.receiver ?? ValueSet())
        result.runsClosures = false
        if SubjectFeeds.sends.contains(call.name) {
            result.returns = ValueSet()
            result.publishes = channels.sorted()
            result.publishedArguments = [call.arguments.first ?? ValueSet()]
        } else if SubjectFeeds.subscriptions.contains(call.name) {
            // Only routing code and the app's subscribe (a view or cell binding a label runs its closure where it is made).
            if let owner = call.owner {
                switch codeOwner(owner) {
                case .app: break
                case .module: guard Self.routingRoles.contains(roleOfType[owner] ?? .other) else { return nil }
                case .none: return nil
                }
            }
            result.returns = ValueSet()
            // `subscribe(onNext:onError:)`: the handler of the values sent (the first closure when none is labelled).
            let labelled = zip(call.labels, call.arguments).first { $0.0 == "onNext" || $0.0 == "receiveValue" }?.1
            var closures = ValueSet()
            for set in labelled.map({ [$0] }) ?? call.arguments {
                closures.formUnion(set.filter { if case .closure = $0 { return true } else { return false } })
            }
            result.subscribes = channels.sorted().map { ($0, Handler.values(closures)) }
        }
        return result
    }
}

import ViperMapLanguage
import ViperMapModel

/// Combine's publishers of properties (`$loggedIn`): a module's code that subscribes to one runs when any code writes
/// the property; the scan does not follow that, and says so where a module's code writes it.
extension UIKitModel {
    static let subscriptions: Set<String> = ["sink", "assign", "onReceive"]

    /// `state.$loggedIn.sink { … }`, `.onReceive(presenter.$route) { … }` in a module's routing code (a presenter,
    /// interactor, router or builder; a view or cell that binds a label to a publisher is no navigation): the property,
    /// by name, and the types whose code subscribes.
    static func projectionSubscribers(_ program: Program, moduleOfType: [String: String], roleOfType: [String: Role]) -> [String: Set<String>] {
        let routing: Set<Role> = [.presenter, .interactor, .router, .builder]
        var result: [String: Set<String>] = [:]
        for unit in program.units {
            guard let owner = unit.owner, moduleOfType[owner] != nil, let role = roleOfType[owner], routing.contains(role) else { continue }
            for statement in unit.body {
                for expr in statement.expressions {
                    expr.forEachExpression { node in
                        guard case .call(.member(let base, let name), let args) = node, subscriptions.contains(name) else { return }
                        var projected: Set<String> = []
                        for part in [base].compactMap({ $0 }) + args.map(\.value) {
                            part.forEachExpression { inner in
                                switch inner {
                                case .name(let n) where n.hasPrefix("$") && !n.hasPrefix("$closure@") && n.count > 1 && !n.dropFirst().allSatisfy(\.isNumber):
                                    projected.insert(String(n.dropFirst()))
                                case .member(_, let n) where n.hasPrefix("$") && n.count > 1:
                                    projected.insert(String(n.dropFirst()))
                                default: break
                                }
                            }
                        }
                        for p in projected { result[p, default: []].insert(owner) }
                    }
                }
            }
        }
        return result
    }

    /// Whether the property written is one that a type of the written object (`writtenTypes`), or a type related to it, declares.
    func declaresProperty(_ a: ExternalAssignment) -> Bool {
        writtenTypes(a).contains { t in ([t] + index.allSupertypes(of: t) + program.subtypes(of: t)).contains { index.propertyTypes[$0]?[a.property] != nil } }
    }
}

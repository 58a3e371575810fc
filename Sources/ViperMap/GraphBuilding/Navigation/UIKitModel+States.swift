import ViperMapFacts
import ViperMapLanguage

/// State a presentation is bound to that nothing ever sets: `.popover(isPresented: $isDayPassShown)` where no code
/// assigns `isDayPassShown` (or toggles it, passes it `inout`, assigns it by key path), or hands its binding to anything else. Its content never shows.
struct SettableStates: Sendable {
    /// Properties some code assigns or toggles (by name).
    private var written: Set<String> = []
    /// Property -> how many times code names its binding (`$flag`, `$presenter.flag`, `presenter.$flag`).
    private var bindings: [String: Int] = [:]
    /// Properties the scan's types declare (of another, the scan cannot tell who sets it).
    private var declared: Set<String> = []

    init(program: Program) {
        for name in program.index.byName.keys {
            for property in program.index.declaration(name)?.properties ?? [] { declared.insert(property.name) }
        }
        for unit in program.units {
            for statement in unit.body {
                if case .assign(let target, _, _) = statement, let name = Self.propertyName(target) { written.insert(name) }
                for expr in statement.expressions {
                    expr.forEachExpression { node in
                        switch node {
                        case .call(.member(let base?, "toggle"), _):
                            if let name = Self.propertyName(base) { written.insert(name) }
                        // `&flag` handed to a function; `.assign(to: \.flag, on: self)`.
                        case .call(.name("#inout"), let args):
                            for arg in args { if let name = Self.propertyName(arg.value) { written.insert(name) } }
                        case .call(.member(_, "assign"), let args):
                            for case .member(nil, let name) in args.map(\.value) { written.insert(name) }
                        case .name(let n) where Self.isProjection(n):
                            bindings[String(n.dropFirst()), default: 0] += 1
                        case .member(.name(let holder)?, let n) where Self.isProjection(holder):
                            bindings[n, default: 0] += 1
                        case .member(_, let n) where Self.isProjection(n):
                            bindings[String(n.dropFirst()), default: 0] += 1
                        default: break
                        }
                    }
                }
            }
        }
    }

    /// The property a presentation's binding argument names (`$flag`, `self.$flag`, `$presenter.flag`, `presenter.$flag`).
    static func boundProperty(_ expr: Expr) -> String? {
        switch expr {
        case .name(let n) where isProjection(n): return String(n.dropFirst())
        case .member(.name(let holder)?, let n) where isProjection(holder): return n
        case .member(_, let n) where isProjection(n): return String(n.dropFirst())
        default: return nil
        }
    }

    /// Whether nothing but this one binding can ever change the property (one the scan's types declare).
    func neverSet(_ property: String) -> Bool {
        declared.contains(property) && !written.contains(property) && (bindings[property] ?? 0) <= 1
    }

    private static func isProjection(_ n: String) -> Bool {
        n.hasPrefix("$") && !n.hasPrefix("$closure@") && n.count > 1 && !n.dropFirst().allSatisfy(\.isNumber)
    }

    private static func propertyName(_ target: Expr) -> String? {
        switch target {
        case .name(let n), .member(_, let n): return n
        default: return nil
        }
    }
}

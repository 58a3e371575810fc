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
    /// Property -> the types whose code assigns or toggles it; properties changed otherwise (`inout`, `assign(to:)`).
    private var assigners: [String: Set<String>] = [:]
    private var untold: Set<String> = []
    /// Property -> the enum cases code assigns it (`sheet = .gearRental(run)`); `writtenOtherwise`: assigned something else too.
    private var writtenCases: [String: Set<String>] = [:]
    private var writtenOtherwise: Set<String> = []

    init(program: Program) {
        for name in program.index.byName.keys {
            for property in program.index.declaration(name)?.properties ?? [] { declared.insert(property.name) }
        }
        for unit in program.units {
            for statement in unit.body {
                if case .assign(let target, let value, _) = statement, let name = ProjectedProperty.propertyName(target) {
                    written.insert(name)
                    assigners[name, default: []].insert(unit.owner ?? "")
                    switch value {
                    case .member(nil, let c), .call(.member(nil, let c), _): writtenCases[name, default: []].insert(c)
                    case .literal("nil"), .name("nil"): break
                    default: writtenOtherwise.insert(name)
                    }
                }
                for expr in statement.expressions {
                    expr.forEachExpression { node in
                        switch node {
                        case .call(.member(let base?, "toggle"), _):
                            if let name = ProjectedProperty.propertyName(base) { written.insert(name); assigners[name, default: []].insert(unit.owner ?? "") }
                        // `&flag` handed to a function; `.assign(to: \.flag, on: self)`.
                        case .call(.name("#inout"), let args):
                            for arg in args { if let name = ProjectedProperty.propertyName(arg.value) { written.insert(name); untold.insert(name) } }
                        case .call(.member(_, "assign"), let args):
                            for case .member(nil, let name) in args.map(\.value) { written.insert(name); untold.insert(name) }
                        case .name, .member:
                            if let bound = ProjectedProperty(node) { bindings[bound.property, default: 0] += 1 }
                        default: break
                        }
                    }
                }
            }
        }
    }

    /// The types whose code assigns or toggles the property ("" for free code); nil when other code may change it too
    /// (handed on `inout`, a publisher assigning to it, its binding handed to another view).
    func assigners(of property: String) -> Set<String>? {
        guard !untold.contains(property), (bindings[property] ?? 0) <= 1 else { return nil }
        return assigners[property] ?? []
    }

    /// The enum cases the property is ever set to (`sheet = .liftPass`), when code sets it to nothing else (or `nil`) and
    /// nothing else may change it; nil otherwise.
    func cases(of property: String) -> Set<String>? {
        guard assigners(of: property) != nil, !writtenOtherwise.contains(property), let cases = writtenCases[property], !cases.isEmpty else { return nil }
        return cases
    }

    /// Whether nothing but this one binding can ever change the property (one the scan's types declare).
    func neverSet(_ property: String) -> Bool {
        declared.contains(property) && !written.contains(property) && (bindings[property] ?? 0) <= 1
    }
}

/// A property's projected value named in code, Swift's `$`: `$flag` and `self.$flag` (the code's own type's),
/// `$presenter.flag` and `presenter.$flag` (held by `presenter`), `a.b.$flag` (held by something else).
enum ProjectedProperty: Equatable {
    case own(String)
    case held(holder: String, property: String)
    case other(String)

    init?(_ expr: Expr) {
        switch expr {
        case .name(let n) where Self.isProjected(n), .member(.name("self")?, let n) where Self.isProjected(n):
            self = .own(String(n.dropFirst()))
        case .member(.name(let holder)?, let n) where Self.isProjected(holder):
            self = .held(holder: String(holder.dropFirst()), property: n)
        case .member(.name(let holder)?, let n) where Self.isProjected(n):
            self = .held(holder: holder, property: String(n.dropFirst()))
        case .member(_, let n) where Self.isProjected(n):
            self = .other(String(n.dropFirst()))
        default:
            return nil
        }
    }

    var property: String {
        switch self {
        case .own(let p), .held(_, let p), .other(let p): return p
        }
    }

    /// `$flag`, not a closure's name (`$closure@…`) nor a closure parameter (`$0`).
    static func isProjected(_ n: String) -> Bool {
        n.hasPrefix("$") && !n.hasPrefix("$closure@") && n.count > 1 && !n.dropFirst().allSatisfy(\.isNumber)
    }

    /// The property an expression names last (`flag`, `presenter.flag`).
    static func propertyName(_ expr: Expr) -> String? {
        switch expr {
        case .name(let n), .member(_, let n): return n
        default: return nil
        }
    }
}

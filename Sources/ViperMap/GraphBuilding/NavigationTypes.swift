import ViperMapModel

/// Who owns a piece of code, for navigation: a module, the app's entry code, or neither
/// (a plain view controller outside every module, whose navigation is not drawn).
enum CodeOwner: Hashable {
    case module(String)
    case app
    case none

    var name: String? {
        switch self {
        case .module(let m): return m
        case .app: return appModuleName
        case .none: return nil
        }
    }
}

/// What a navigation shows: a module, or whatever the caller passed as a parameter.
enum Target: Hashable {
    case module(String)
    case param(Int)
}

/// One thing a function shows (or, with no target, the screen it closes), and, when it happens only
/// for some cases of an enum parameter (`switch route { case .settings: ... }`), which.
struct ShowEntry: Hashable {
    var kind: NavigationKind
    var target: Target?
    var condition: CaseCondition? = nil
    /// `tabBarController?.selectedIndex = tab`: a switch to another tab (no target of its own).
    var tab: Int? = nil
}

/// A switch to tab `index` of the tab bar that holds the module: which module that is, the tab
/// bar's embed order says, once it is known.
struct TabSwitch: Hashable {
    var from: String
    var index: Int
    var via: String
    var file: String
    var line: Int
}

/// "Only when parameter `param` (or, with `state`, the owner's stored property of that name, which
/// some caller sets before the call) is one of `cases`."
struct CaseCondition: Hashable {
    var param: Int
    var cases: Set<String>
    var state: String? = nil

    /// Whether the case named `name` takes this path. `!x` stands for "any case but x" (the `else` of `if k == .x`).
    func admits(_ name: String) -> Bool {
        cases.contains(name) || (!cases.isEmpty && cases.allSatisfy { $0.hasPrefix("!") } && !cases.contains("!" + name))
    }
}

/// What a function has put in a stored property before a call: a parameter of its own, or a case.
enum StateValue: Hashable {
    case param(Int)
    case caseName(String)
}

/// A pop or dismiss: its target is the module that showed the closing one, known only once all
/// forward edges are.
struct BackEvent: Hashable {
    var from: String
    var kind: NavigationKind
    var via: String
    var file: String
    var line: Int
}

extension Optional where Wrapped == CaseCondition {
    var isNone: Bool { self == nil }
}

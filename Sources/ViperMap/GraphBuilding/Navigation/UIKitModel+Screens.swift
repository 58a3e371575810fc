import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// The UIKit model's screens: which module a value belongs to, which values are screens, and how an
/// unresolved show is explained.
extension UIKitModel {
    /// Who owns code of a type, for navigation (a module's navigating part, the app, or neither).
    func codeOwner(_ type: String) -> CodeOwner {
        NavigationResolver.classify(type, index: index, moduleOfType: moduleOfType, roleOfType: roleOfType)
    }

    /// The modules these values are the screens of.
    /// `stack.viewControllers = [home]` on a navigation controller: its one module's screen.
    private func stackOfOne(_ type: String, _ fields: Fields) -> ValueSet? {
        guard type == "UINavigationController", let stack = fields["viewControllers"], modules(of: stack).count == 1 else { return nil }
        return stack
    }

    func modules(of values: ValueSet) -> Set<String> {
        var result: Set<String> = []
        for value in values {
            switch value {
            case .object(let type, _, let fields):
                if let m = moduleOfType[type] {
                    result.insert(m)
                } else if Self.wrappers.contains(type), let root = fields["rootViewController"] ?? stackOfOne(type, fields) {
                    // A navigation controller the code filled with its first screen (or a stack of one module's screen): that screen.
                    result.formUnion(modules(of: root))
                } else if !fields.entries.isEmpty, index.isKnownType(type) {
                    let ancestry = index.allSupertypes(of: type)
                    let held = fields.entries.map { field in modules(of: field.values.filter { if case .object = $0 { return true } else { return false } }) }
                    if ancestry.contains(where: Self.containerClasses.contains) {
                        // A container class of no module (a split view made with its two screens): it stands for the screens it holds.
                        for modules in held { result.formUnion(modules) }
                    } else if ancestry.contains(where: Self.screenClasses.contains) {
                        // A screen class of no module wired, where it is made, to one module's parts (`view.presenter = presenter`): that module's screen.
                        let wired = held.reduce(into: Set<String>()) { $0.formUnion($1) }
                        if wired.count == 1 { result.formUnion(wired) }
                    }
                }
            case .token("module", let base): for case .text(let m) in base { result.insert(m) }
            case .token where value.chosen != nil: result.formUnion(modules(of: [value.chosen!.value]))
            default: break
            }
        }
        return result
    }

    /// Gaps worth saying: on a module's part or contract (an output delegate, a router protocol).
    func speaksFor(_ type: String) -> Bool { moduleOfType[type] != nil }

    /// A view of no module (a plain SwiftUI view) stands for what its body shows, and so does a subview of a module
    /// placed by that module's own code or by a plain view (a card whose link opens the next screen); a module's representable for the
    /// view controller it makes. Another module's views are that module's.
    func standsForContent(_ type: String, placedBy owner: String?) -> Bool {
        guard let module = moduleOfType[type] else { return true }
        guard !isScreen(.object(type, exact: true, fields: Fields())) else { return false }
        // Placed by its module's code, or by a plain view of no module (a list that places the cards it is handed).
        if let owner, moduleOfType[owner] == module || moduleOfType[owner] == nil { return true }
        return index.allSupertypes(of: type).contains { $0 == "UIViewControllerRepresentable" || $0 == "NSViewControllerRepresentable" }
    }

    /// A module's screen for sure: its view (a view controller), or a screen known only by its module.
    func isScreen(_ value: Value) -> Bool {
        switch value {
        case .object(let type, _, let fields):
            guard let module = moduleOfType[type] else { return false }
            if roleOfType[type] == .view || type.hasSuffix("Controller") || type.hasSuffix("VC") { return true }
            // A view of a module that its builder makes holding the module's presenter (`AtlasCanvas(presenter: presenter)`)
            // is its screen, whatever its name says; a subview its views make with the presenter (a filter, a card) is not.
            guard builderMade.contains(type) else { return false }
            return fields.entries.contains { field in
                field.values.contains { held in
                    guard case .object(let heldType, _, _) = held else { return false }
                    return moduleOfType[heldType] == module && roleOfType[heldType] == .presenter
                }
            }
        case .token("module", _): return true
        case .token where value.chosen != nil: return isScreen(value.chosen!.value)
        default: return false
        }
    }

    /// Values that may be a screen (not strings, cases, closures or types).
    func isScreenLike(_ value: Value) -> Bool {
        switch value {
        case .object: return true
        case .token("module", _): return true
        case .token where value.chosen != nil: return isScreenLike(value.chosen!.value)
        default: return false
        }
    }

    /// A screen of a known type that is no module's: a system screen, a plain controller, a library's.
    func isKnownNonModule(_ value: Value) -> Bool {
        guard case .object(let type, _, _) = value, moduleOfType[type] == nil else { return false }
        if Self.systemControllers.contains(type) { return true }
        if Self.wrappers.contains(type) || type == "UIViewController" || index.isProtocol(type) { return false }
        // A class of the scan that is no module's (a plain controller), or a library's screen.
        if index.isKnownType(type) { return true }
        return type.hasSuffix("Controller") && !Self.containerClasses.contains(type)
    }

    /// Why a show names no module.
    func reason(_ expr: Expr, _ values: ValueSet) -> String {
        switch expr {
        case .call(let callee, let args):
            if case .member(_, let name) = callee, name == "instantiateViewController" || name == "instantiateViewControllerWithIdentifier",
               let first = args.first {
                if case .literal(let id) = first.value {
                    return storyboards.catalog.boards.isEmpty ? "no storyboard in the scan has the scene '\(id)'"
                        : "no scanned storyboard has a scene of a module with the ID '\(id)'"
                }
                return "the storyboard ID is not a constant the scan can read"
            }
            if case .name(let t) = callee, Self.wrappers.contains(t), let root = args.first?.value { return reason(root, values) }
            if case .name("#subscript") = callee, let base = args.first?.value {
                return "the view controller is an element of `\(Self.describe(base))`, and which one the index picks is not known here"
            }
            return "the view controller comes from \(Self.describe(callee))(…), which the scan cannot see into"
        case .name(let n): return "the value of `\(n)` is not known here"
        case .member: return "the value of `\(Self.describe(expr))` is not known here"
        case .list: return "several values, none of them a module"
        default: return "an expression the scan does not follow"
        }
    }

    static func describe(_ expr: Expr) -> String {
        switch expr {
        case .name(let n): return n
        case .member(let base?, let n): return describe(base) + "." + n
        case .member(nil, let n): return "." + n
        // The front-end's own forms, as written: `pages[i]`, `&screen`, `(a, b)`.
        case .call(.name("#subscript"), let args) where !args.isEmpty: return describe(args[0].value) + "[…]"
        case .call(.name("#inout"), let args) where args.count == 1: return "&" + describe(args[0].value)
        case .call(.name("#tuple"), _): return "(…)"
        case .call(.name("#switch"), _): return "switch …"
        case .call(let callee, _): return describe(callee) + "(…)"
        case .cast(let inner, let t): return describe(inner) + " as " + t
        case .literal(let l): return "\"" + l + "\""
        default: return "…"
        }
    }

    /// A storyboard or identifier named after a module (`"Detail"`, `"DetailScene"`).
    func moduleNamed(_ name: String) -> String? {
        if moduleNames.contains(name) { return name }
        for suffix in ["Storyboard", "Scene", "Screen", "Module"] where name.hasSuffix(suffix) {
            let stem = String(name.dropLast(suffix.count))
            if moduleNames.contains(stem) { return stem }
        }
        return nil
    }

    /// The strings values may be: literals, constants, an enum case's raw value.
    func strings(_ values: ValueSet) -> Set<String> {
        var result: Set<String> = []
        for value in values {
            switch value {
            case .text(let s): result.insert(s)
            case .enumCase(let c): result.formUnion(index.rawValues(ofCase: c))
            default: break
            }
        }
        return result
    }
}

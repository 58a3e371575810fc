import Foundation
import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// A place in the app's own code that can change the screen: a UIKit transition call, an assignment of a
/// window's root or a container's screens, a SwiftUI link, sheet or dismiss, a routing library's show or
/// close. Found from the code as written, whether or not value flow can follow it.
struct TransitionSite: Hashable {
    var unit: Int
    var line: Int
    /// The call as written (`navigationController?.pushViewController(…)`, `window.rootViewController = …`).
    var call: String
}

/// Finds the transition sites of a program: calls and assignments whose name and labels are UIKit's,
/// SwiftUI's or a routing library's, and not a function of the app's own with that signature (a
/// presenter's `present(_ items:)`, a router's `dismiss()`: their bodies hold the sites).
struct TransitionSiteFinder {
    let program: Program
    /// Name -> the parameter lists of the app's own functions of that name (transition names only).
    private var declared: [String: [[ParameterFact]]] = [:]

    init(program: Program) {
        self.program = program
        for owned in program.index.functions where Self.callNames.contains(owned.fact.name) {
            declared[owned.fact.name, default: []].append(owned.fact.parameters)
        }
    }

    /// Names that show or close a screen, with the argument labels each must have (nil: any).
    static let callNames: Set<String> = Set(UIKitModel.showMethods.keys).union(UIKitModel.swiftUIShows.keys).union([
        "setViewControllers", "setViewController", "performSegue", "performSegueWithIdentifier", "NavigationLink", "TabView",
        "openModuleUsingFactory", "openModuleUsingSegue", "closeCurrentModule", "closeModulesUntil", "closeTopModules",
    ])
    /// Properties whose assignment changes the screen.
    static let properties: Set<String> = ["rootViewController", "viewControllers", "selectedIndex", "selectedViewController"]

    /// Whether a call of `name` with these labels is the framework's transition (not another method of that name).
    static func isTransition(_ name: String, labels: [String?]) -> Bool {
        guard callNames.contains(name) else { return false }
        let first = labels.first ?? nil
        switch name {
        case "show", "showDetailViewController": return labels.count == 2 && labels[1] == "sender"
        case "present": return labels.count >= 2 && first == nil && labels[1] == "animated"
        case "pushViewController", "setViewControllers": return first == nil
        case "popViewController", "popToRootViewController": return labels.isEmpty || first == "animated"
        case "popToViewController": return first == nil
        case "dismiss": return labels.isEmpty || first == "animated"
        case "addChild", "addChildViewController": return labels.count == 1 && first == nil
        case "setViewController": return labels.count == 2 && labels[1] == "for"
        case "performSegue": return first == "withIdentifier"
        case "sheet", "popover", "fullScreenCover": return first == "isPresented" || first == "item"
        case "navigationDestination": return first == "for" || first == "isPresented" || first == "item"
        // `NavigationLink(title, value: entry)` hands a value to the stack's `navigationDestination`, the site that shows it.
        case "NavigationLink": return !labels.contains("value")
        // `TabView { … }`: its children are the screens it holds side by side.
        case "TabView": return labels.last == nil && !labels.isEmpty
        default: return true
        }
    }

    /// Every transition site, in unit order (each statement belongs to one unit: a closure's body is its own).
    func sites() -> [TransitionSite] {
        var result: [TransitionSite] = []
        var seen: Set<String> = []
        for unit in program.units {
            func add(_ line: Int, _ call: String) {
                guard seen.insert("\(unit.file)\u{0}\(line)\u{0}\(call)").inserted else { return }
                result.append(TransitionSite(unit: unit.id, line: line, call: call))
            }
            for stmt in unit.body {
                if case .assign(let target, _, let line) = stmt, case .member(let base, let property) = target, Self.properties.contains(property),
                   !property.hasPrefix("selected") || isTabBar(base, in: unit) {
                    add(line, UIKitModel.describe(target) + " = …")
                }
                for expr in stmt.expressions {
                    expr.forEachExpression { e in
                        guard case .call(let callee, let arguments) = e else { return }
                        let name: String
                        switch callee {
                        case .name(let n), .member(_, let n): name = n
                        default: return
                        }
                        let labels = arguments.map(\.label)
                        guard Self.isTransition(name, labels: labels), !isAppFunction(name, labels: labels) else { return }
                        // In a chain of modifiers the statement starts lines above: the content closure says where the call is.
                        let content = arguments.lazy.filter { $0.label != "onDismiss" }.compactMap { argument -> Int? in
                            guard case .name(let n) = argument.value, n.hasPrefix("$closure@") else { return nil }
                            return program.closure(named: n, in: unit.id)
                        }.first
                        add(content.map { program.units[$0].line } ?? stmt.line, UIKitModel.describe(callee) + "(…)")
                    }
                }
            }
        }
        return result
    }

    /// `selectedIndex` is a tab bar's when it is set on one (`tabs.selectedIndex`, `tabBarController?.selectedIndex`) or in a
    /// tab bar class's own code; a picker's or a view model's `selectedIndex` changes no screen.
    private func isTabBar(_ base: Expr?, in unit: ViperMapLanguage.Unit) -> Bool {
        if let base, UIKitModel.describe(base).lowercased().contains("tab") { return true }
        guard base == nil || base == .name("self"), let owner = unit.owner else { return false }
        return ([owner] + program.index.allSupertypes(of: owner)).contains("UITabBarController")
    }

    /// A function of the app's own that a call of this name and these labels would run.
    private func isAppFunction(_ name: String, labels: [String?]) -> Bool {
        guard let lists = declared[name] else { return false }
        return lists.contains { parameters in
            var p = 0
            for label in labels {
                if label == CallArgument.trailingLabel { p += 1; continue }
                while p < parameters.count, parameters[p].label != label, parameters[p].defaultValue != nil { p += 1 }
                guard p < parameters.count, parameters[p].label == label else { return false }
                if !parameters[p].isVariadic { p += 1 }
            }
            return parameters[min(p, parameters.count)...].allSatisfy { $0.defaultValue != nil || $0.isVariadic }
        }
    }
}

/// What the analysis made of each transition site: followed, or not and why (in the construct's words).
struct SiteVerdict {
    var site: TransitionSite
    var file: String
    /// The module whose code it is (nil for app code and views of no module).
    var module: String?
    /// Nil when followed; else the diagnostic that says where the analysis stopped.
    var stop: Diagnostic?
}

/// Sites a UIKit model call judged to show no module's screen (an alert, a system picker, a plain
/// screen): followed, to no edge. Written while value flow runs (one thread at a time).
final class SettledSites: @unchecked Sendable {
    private var sites: Set<Int64> = []
    private let lock = NSLock()

    func insert(unit: Int, line: Int) { lock.withLock { _ = sites.insert(NavigationResolver.siteKey(unit, line)) } }
    func contains(unit: Int, line: Int) -> Bool { lock.withLock { sites.contains(NavigationResolver.siteKey(unit, line)) } }
}

import ViperMapLanguage
import ViperMapModel

/// A container class of no module that fills itself (a `UITabBarController` subclass whose `viewDidLoad`
/// sets its tabs): its tabs are shown by whoever builds and shows it. From the app's launch code they are
/// the app's embeds; from a module's code, that module shows the tab the container opens on, the way it
/// shows the container.
struct FilledContainer: Equatable {
    /// The modules its own code embeds, in tab order.
    var modules: [String] = []
    /// `selectedIndex = n` in its own code: the tab it opens on.
    var selected: Int?

    var opening: String? {
        guard !modules.isEmpty else { return nil }
        return modules[min(selected ?? 0, modules.count - 1)]
    }
}

extension NavigationResolver {
    /// Container classes of no module filled by their own code that UIKit runs (a lifecycle method nothing
    /// in the scan calls, and what it calls of the class's own), not by a caller handing them screens.
    func filledContainers() -> [String: FilledContainer] {
        var result: [String: FilledContainer] = [:]
        let containers = Set(index.declarations.lazy.filter { $0.kind == .class && self.moduleOfType[$0.name] == nil }.map(\.name)
            .filter(model.isContainerSubclass))
        guard !containers.isEmpty else { return result }
        flow.forEachRun { u, outcome in
            let unit = program.units[u]
            guard let owner = unit.owner, containers.contains(owner), unitOwners[u] == CodeOwner.none, !unit.isClosure,
                  flow.callers(of: u).isEmpty else { return }
            let family = Set([owner] + index.allSupertypes(of: owner))
            for (effect, trail) in outcome.sortedEffects(where: { effect, _ in effect.tag == ShowEffect.tag(.embed) || effect.tag == ShowEffect.tabSwitch }) {
                guard trail.path.allSatisfy({ program.units[$0].owner.map(family.contains) ?? false }) else { continue }
                if effect.tag == ShowEffect.tabSwitch {
                    if case .text(let digits)? = effect.values.first?.values.first, let tab = Int(digits) { result[owner, default: FilledContainer()].selected = tab }
                    continue
                }
                let items = effect.values.dropFirst(2).map { model.modules(of: $0).sorted() }
                let ordered = items.allSatisfy { $0.count == 1 } && !items.isEmpty ? items.map { $0[0] } : model.modules(of: effect.values[0]).sorted()
                for m in ordered where !(result[owner]?.modules.contains(m) ?? false) { result[owner, default: FilledContainer()].modules.append(m) }
            }
        }
        return result.filter { !$0.value.modules.isEmpty }
    }

    /// A show of a self-filling container: the app's launch code embeds its tabs; a module shows the tab it
    /// opens on. False when the screens hold no such container.
    func emitFilledContainer(_ effect: Effect, _ trail: Trail, kind: NavigationKind, at u: Int, from: String, into out: inout Emitted) -> Bool {
        let unit = program.units[u]
        let through = trail.path.map(describe(unit:))
        var drawn = false
        for case .object(let type, _, _) in effect.values[0] {
            guard let filled = filled[type] else { continue }
            drawn = true
            out.shownContainers.insert(type)
            let via = describe(unitFunction: u)
            if from == appModuleName {
                for m in filled.modules {
                    out.edges.insert(NavigationEdge(from: from, to: m, kind: .embed, via: via, file: unit.file, line: trail.line, through: through))
                }
            } else if let opening = filled.opening, opening != from {
                out.edges.insert(NavigationEdge(from: from, to: opening, kind: kind, via: via, file: unit.file, line: trail.line, through: through))
            }
        }
        return drawn
    }
}

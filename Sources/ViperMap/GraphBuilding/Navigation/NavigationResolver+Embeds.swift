import ViperMapLanguage
import ViperMapModel

/// Embeds: a container's children are its module's (the container's), else those of the module whose
/// code embeds them; a helper of no module (a pager view, a page controller) embeds for the module whose
/// code runs it, the screens that module keeps.
extension NavigationResolver {
    /// Embeds, from every run where the code that fills a container runs: from the container's module
    /// when it is a module's screen, else from the module whose code fills it, else from `App` (a tab bar
    /// the app's launch code makes); a plain controller's children are not drawn.
    func emitEmbeds(into out: inout Emitted) {
        var seen: Set<Effect> = []
        let carriers = embedCarriers()
        flow.forEachRun { runUnit, outcome in
            for (effect, _) in outcome.sortedEffects(where: { $1.path.isEmpty && $0.tag == ShowEffect.tag(.embed) }) {
                guard seen.insert(effect).inserted else { continue }
                out.origin = Self.siteKey(effect.unit, effect.line)
                defer { out.origin = nil }
                let targets = model.modules(of: effect.values[0])
                let unit = program.units[runUnit]
                guard !targets.isEmpty else {
                    sayUnknownChildren(effect, at: runUnit, into: &out)
                    continue
                }
                let containers = effect.values.count > 1 ? model.modules(of: effect.values[1]) : []
                let from: String
                if containers.count == 1, let only = containers.first {
                    from = only
                } else if case .module(let m) = unitOwners[runUnit] {
                    from = m
                } else if unitOwners[runUnit] == .app {
                    from = appModuleName
                } else {
                    embedThroughPlainCode(effect, targets: targets, at: runUnit, carriers: carriers, into: &out)
                    continue
                }
                let via = describe(unitFunction: runUnit)
                for m in targets.sorted() where m != from {
                    out.edges.insert(NavigationEdge(from: from, to: m, kind: .embed, via: via, file: unit.file, line: effect.line,
                                                    through: ShowEffect.stepOf(effect.note).map { [$0] } ?? []))
                }
                let items = effect.values.dropFirst(2).map { Set(model.modules(of: $0)) }
                if !items.isEmpty, out.orders[from] == nil || out.orders[from]!.count < items.count { out.orders[from] = Array(items) }
            }
        }
    }

    /// A container filled with screens the scan cannot tell (made by code it does not see into): said where
    /// it is filled, in a module's code, the app's, or a container class's own.
    private func sayUnknownChildren(_ effect: Effect, at u: Int, into out: inout Emitted) {
        guard let (call, why) = ShowEffect.reasonOf(effect.note) else { return }
        let unit = program.units[u]
        let isContainerCode = unit.owner.map(model.isContainerSubclass) ?? false
        // Code the scan calls with arguments may be handed its screens by its callers, which say them.
        guard unitOwners[u] != CodeOwner.none || isContainerCode, flow.callers(of: u).isEmpty || unit.parameters.isEmpty else { return }
        out.stop(unit.file + ":\(effect.line)", Diagnostic(severity: .info, file: unit.file, line: effect.line,
            message: "navigation not resolved: \(call) at \(unit.file):\(effect.line) embeds screens the scan cannot tell (\(why); in \(describe(unitFunction: u)))"))
    }

    /// A page controller's data source hands UIKit the page before or after the one shown: the screens
    /// `pageViewController(_:viewControllerBefore:)` and `(_:viewControllerAfter:)` return are pages the
    /// data source's module embeds, in whatever order the user swipes.
    func emitDataSourcePages(into out: inout Emitted) {
        for f in index.functionsByName["pageViewController"] ?? [] {
            let u = program.unitOfFunction[f]
            guard case .module(let m) = unitOwners[u] else { continue }
            let fact = index.functions[f].fact
            guard fact.parameters.count == 2,
                  let label = fact.parameters[1].label, Self.pageDataSourceLabels.contains(label) else { continue }
            let unit = program.units[u]
            let via = describe(unitFunction: u)
            for outcome in generalOutcomes(of: u) {
                for target in model.modules(of: outcome.returns.filter(model.isScreen)).sorted() where target != m {
                    out.edges.insert(NavigationEdge(from: m, to: target, kind: .embed, via: via, file: unit.file, line: fact.line))
                }
            }
        }
    }

    static let pageDataSourceLabels: Set<String> = ["viewControllerBefore", "viewControllerAfter"]

    /// Module code that runs an embed made by code of no module, innermost first: for each such embed,
    /// the module units whose outcome carries it with no other module's code on the way.
    func embedCarriers() -> [Effect: [(unit: Int, trail: Trail)]] {
        var result: [Effect: [(unit: Int, trail: Trail)]] = [:]
        for u in program.units.indices where emitters[u] {
            guard unitOwners[u] != CodeOwner.none else { continue }
            for outcome in generalOutcomes(of: u) {
                for (effect, trail) in outcome.sortedEffects(where: { $0.tag == ShowEffect.tag(.embed) && !$1.path.isEmpty }) {
                    guard unitOwners[effect.unit] == CodeOwner.none,
                          !trail.path.contains(where: { if case .module = unitOwners[$0] { return true } else { return false } }) else { continue }
                    result[effect, default: []].append((u, trail))
                }
            }
        }
        return result
    }

    /// An embed in code of no module: drawn from each module whose code runs it, for the screens that
    /// module keeps (its builder filled its screen's `pages` with them); said where the module's code
    /// calls the helper when the module keeps none of them, or said in the helper when no module runs it.
    func embedThroughPlainCode(_ effect: Effect, targets: Set<String>, at u: Int, carriers: [Effect: [(unit: Int, trail: Trail)]],
                               into out: inout Emitted) {
        let unit = program.units[u]
        let helper = unit.owner ?? describe(unitFunction: u)
        let runs = carriers[effect] ?? []
        guard !runs.isEmpty else {
            // A container that fills itself, shown by code the scan follows: its tabs are drawn from there.
            if let owner = unit.owner, out.shownContainers.contains(owner) { return }
            for m in targets.sorted() {
                out.stop("\(unit.file):\(effect.line):\(m)", Diagnostic(severity: .info, file: unit.file, line: effect.line,
                    message: "navigation not drawn: \(helper) embeds \(m) at \(unit.file):\(effect.line), but it is no module's code nor the app's launch code (in \(describe(unitFunction: u)))"))
            }
            return
        }
        var keptBy: [String: Set<String>] = [:]
        for k in out.kept { keptBy[k.from, default: []].formUnion(k.modules) }
        // One caller's code alone hands the helper these screens (launch code filling the app's own tab bar, a
        // module's view calling an `embed(_:)` wrapper): it embeds them all.
        let callers = Set(runs.compactMap { unitOwners[$0.unit].name })
        if callers.count == 1, let only = callers.first { keptBy[only, default: []].formUnion(targets) }
        for (c, trail) in runs {
            guard let m = unitOwners[c].name else { continue }
            let carrier = program.units[c]
            let via = describe(unitFunction: c)
            let chain = trail.path.map(describe(unit:))
            let held = targets.intersection(keptBy[m] ?? []).subtracting([m])
            for t in held.sorted() {
                out.edges.insert(NavigationEdge(from: m, to: t, kind: .embed, via: via, file: carrier.file, line: trail.line, through: chain))
            }
            let others = targets.subtracting([m])
            if held.isEmpty, !others.isEmpty {
                out.stop(carrier.file + ":\(trail.line)", Diagnostic(severity: .info, file: carrier.file, line: trail.line,
                    message: "navigation not drawn: the call at \(carrier.file):\(trail.line) has \(helper), code of no module, embed one of \(others.sorted().joined(separator: ", ")); which of them \(m)'s screen holds, the scan cannot tell (in \(([via] + chain).joined(separator: " → ")))"))
            }
        }
    }
}

extension NavigationResolver {
    /// A module's SwiftUI view whose `body` builds another module's screen (`if !onboarded { OnboardingBuilder.build() }
    /// else { … }`): the screen is part of this one, an embed.
    func emitBuiltContent(into out: inout Emitted) {
        for unit in program.units where unit.name == "body" && !unit.isClosure {
            guard let owner = unit.owner, let from = moduleOfType[owner], roleOfType[owner] == .view else { continue }
            let targets = model.modules(of: flow.outcome(of: unit.id).returns.filter(model.isScreen)).subtracting([from])
            guard !targets.isEmpty else { continue }
            var line = unit.line
            for case .ret(_, let l) in unit.body { line = l; break }
            for m in targets.sorted() {
                out.edges.insert(NavigationEdge(from: from, to: m, kind: .embed, via: describe(unitFunction: unit.id), file: unit.file, line: line, through: []))
            }
        }
    }
}

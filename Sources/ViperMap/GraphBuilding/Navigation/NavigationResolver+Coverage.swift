import Foundation
import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// Coverage: each transition site of the app's code is followed (some run of it shows or closes a screen
/// the scan knows, or shows one known to be no module's) or not, and then why, in the construct's words.
extension NavigationResolver {
    /// A transition site's key: its unit and line.
    static func siteKey(_ unit: Int, _ line: Int) -> Int64 { Int64(unit) << 32 | Int64(line) }

    /// What value flow made of each site, and a diagnostic for each one it did not follow.
    func siteVerdicts() -> [SiteVerdict] {
        let sites = TransitionSiteFinder(program: program).sites()
        guard !sites.isEmpty else { return [] }
        struct Seen {
            var modules: Set<String> = []
            var handed = false
            /// A close of screens all known to be no module's (a system picker, a plain controller).
            var closesNonModule = false
            var reasons: Set<String> = []
            var gaps: Set<String> = []
        }
        let key = Self.siteKey
        var seen: [Int64: Seen] = [:]
        for site in sites { seen[key(site.unit, site.line)] = Seen() }
        flow.forEachRun { _, outcome in
            for effect in outcome.effects.keys {
                let k = key(effect.unit, effect.line)
                guard seen[k] != nil else { continue }
                if effect.tag == Effect.gap { seen[k]!.gaps.insert(effect.note); continue }
                if effect.tag == ShowEffect.tabSwitch {
                    if let (_, why) = ShowEffect.reasonOf(effect.note) { seen[k]!.reasons.insert(why) }
                    continue
                }
                let isBack = effect.tag == ShowEffect.popToRoot || ShowEffect.kind(effect.tag)?.isBackward == true
                guard isBack || ShowEffect.kind(effect.tag) != nil, let screens = effect.values.first else { continue }
                if let (_, why) = ShowEffect.reasonOf(effect.note) { seen[k]!.reasons.insert(why); continue }
                if !screens.isEmpty, screens.allSatisfy(\.isParameter) { seen[k]!.handed = true; continue }
                if isBack, !screens.isEmpty, screens.allSatisfy(isOnlyNonModule) { seen[k]!.closesNonModule = true }
                seen[k]!.modules.formUnion(model.modules(of: screens))
            }
        }
        var inScope: [Int: Bool] = [:]
        let makers = Self.makers(program)
        let tracing = ProcessInfo.processInfo.environment["VIPERMAP_SITES"] != nil
        return sites.compactMap { site in
            let unit = program.units[site.unit]
            let state = seen[key(site.unit, site.line)] ?? Seen()
            // The map is of modules: a plain screen's own navigation among plain screens (code of no module that
            // no module's or the app's code runs, and that shows no module) is outside it.
            if unitOwners[site.unit] == CodeOwner.none, state.modules.isEmpty, !reachesTheMap(site.unit, makers: makers, memo: &inScope) { return nil }
            let module: String? = if case .module(let m) = unitOwners[site.unit] { m } else { nil }
            var verdict = SiteVerdict(site: site, file: unit.file, module: module, stop: nil)
            if tracing {
                print("site \(unit.file):\(site.line) \(site.call) followed=\(followedSites.contains(key(site.unit, site.line))) settled=\(model.settled.contains(unit: site.unit, line: site.line)) modules=\(state.modules.sorted())")
            }
            if followedSites.contains(key(site.unit, site.line)) || model.settled.contains(unit: site.unit, line: site.line)
                || state.closesNonModule { return verdict }
            let reason = state.modules.isEmpty ? why(site, state.reasons, state.gaps, handed: state.handed) : unspoken(site, state.modules)
            verdict.stop = Diagnostic(severity: .info, file: unit.file, line: site.line,
                message: "navigation not followed: \(site.call) at \(unit.file):\(site.line) (\(reason); in \(describe(unit: site.unit)))")
            return verdict
        }
    }

    /// Whether code of a module or the app's own code runs this unit, directly or through code of no module; a unit of a
    /// type is run for whoever makes a value of that type (a view's `body` for the code that builds the view).
    private func reachesTheMap(_ u: Int, makers: [String: [Int]], memo: inout [Int: Bool]) -> Bool {
        if let known = memo[u] { return known }
        var seen: Set<Int> = [u]
        var frontier = [u]
        var found = false
        while let next = frontier.popLast(), !found {
            let made = program.units[next].owner.flatMap { makers[$0] } ?? []
            for caller in flow.callers(of: next) + made where seen.insert(caller).inserted {
                if unitOwners[caller] != CodeOwner.none || memo[caller] == true { found = true; break }
                frontier.append(caller)
            }
        }
        memo[u] = found
        return found
    }

    /// The units that make a value of each type of the program whose content is its `body` (a SwiftUI view:
    /// `SettingsLogOutButton(loginPage: page)`), which runs for the code that makes it. A plain view controller made by
    /// a module's code is not: its own navigation among plain screens stays outside the map.
    static func makers(_ program: Program) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        var hasBody: [String: Bool] = [:]
        for unit in program.units {
            for stmt in unit.body {
                for expr in stmt.expressions {
                    expr.forEachExpression { e in
                        guard case .call(.name(let type), _) = e, result[type]?.last != unit.id else { return }
                        if hasBody[type] == nil { hasBody[type] = program.index.isKnownType(type) && program.index.functionNames(of: type).contains("body") }
                        guard hasBody[type] == true else { return }
                        result[type, default: []].append(unit.id)
                    }
                }
            }
        }
        return result
    }

    /// A screen known to be no module's, whatever subclass it may be (`self` in a class no module's screen inherits).
    private func isOnlyNonModule(_ value: Value) -> Bool {
        guard model.isKnownNonModule(value), case .object(let type, let exact, _) = value else { return false }
        return exact || !index.concreteAdopters(of: type).contains { moduleOfType[$0] != nil }
    }

    /// A site whose screen value flow knows in some run, but whose effect no module's (or the app's) code
    /// speaks for: the code it is written in runs for no one the scan follows.
    private func unspoken(_ site: TransitionSite, _ modules: Set<String>) -> String {
        let shown = modules.sorted().prefix(3).joined(separator: ", ") + (modules.count > 3 ? ", …" : "")
        let unit = program.units[site.unit]
        let holder = unit.owner ?? describe(unitFunction: site.unit)
        if case .module(let m) = unitOwners[site.unit] {
            return "it shows or closes \(shown), but the scan cannot tell from which screen: \(m)'s code here runs only where another module asks"
        }
        let callers = flow.callers(of: site.unit).compactMap { unitOwners[$0].name }
        return callers.isEmpty
            ? "it shows or closes \(shown), but \(holder) is code of no module and nothing the scan follows runs it for a module"
            : "it shows or closes \(shown), but \(holder) is code of no module, and which module's screen it acts for the scan cannot tell"
    }

    /// Why a site was not followed: the first thing on its way the analysis could not tell.
    private func why(_ site: TransitionSite, _ reasons: Set<String>, _ gaps: Set<String>, handed: Bool) -> String {
        if let reason = reasons.min() { return reason }
        if let gap = gaps.min() { return gap }
        let unit = program.units[site.unit]
        let callers = flow.callers(of: site.unit)
        if unit.isClosure, callers.isEmpty {
            return "the closure it is written in is never run by code the scan follows (stored, or handed to a call the scan does not model)"
        }
        if handed {
            return callers.isEmpty
                ? "the screen is a parameter of \(describe(unitFunction: site.unit)), which no code the scan follows calls"
                : "the screen is a parameter of \(describe(unitFunction: site.unit)), and none of its \(callers.count) caller\(callers.count == 1 ? "" : "s") hands it a screen the scan knows"
        }
        if callers.isEmpty, unit.owner.map({ moduleOfType[$0] == nil }) ?? true {
            return "what it is called on is not known here, and \(describe(unitFunction: site.unit)) is not called by code the scan follows"
        }
        return "what it shows or closes, or what it is called on, is not known here"
    }
}

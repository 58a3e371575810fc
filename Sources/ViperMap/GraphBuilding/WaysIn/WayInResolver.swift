import Foundation
import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// Ways in from outside: runs each handler the system calls when the app is opened (a URL, a universal
/// link, a notification, a quick action, an activity) with what it is handed as a probe (`Value.probe`),
/// so that every screen shown on the way comes with the tests of the probe that lead to it; those tests
/// make the entry's pattern (`WayInPattern`). A handler that shows nothing the scan can name, and a
/// declared scheme no handler reads, are said where they are written.
struct WayInResolver {
    let navigation: NavigationResolver
    let files: [FileFacts]
    /// Each tab container's modules, by tab: a way in that selects a tab opens that tab's module.
    var tabOrders: [String: [Set<String>]] = [:]

    struct Result {
        var entries: [WayIn] = []
        var diagnostics: [Diagnostic] = []
    }

    /// A handler found in the code: its unit, what the system hands it, and (for SwiftUI's
    /// `onContinueUserActivity("type")`) the activity type it is for.
    private struct Found {
        var unit: Int
        var carrier: WayInHandler.Carrier
        var parameter: Int
        var activityType: String?
        var captures: [Field] = []
    }

    func resolve() -> Result {
        let declared = files.flatMap { file in (file.manifest?.ways ?? []).map { (file.path, $0) } }
        let pattern = WayInPattern(schemes: Self.names(declared, .scheme), domains: Self.names(declared, .domain),
                                   shortcuts: Self.names(declared, .shortcut))
        var result = Result()
        // What the navigation solved stays as it is: each handler's run makes entries of its own.
        navigation.flow.freeze()
        let handlers = findHandlers()
        let clock = PhaseClock()
        for found in handlers {
            run(found, pattern: pattern, into: &result)
            if ProcessInfo.processInfo.environment["VIPERMAP_DEBUG_WORK"] != nil {
                print("HANDLER \(navigation.describe(unit: found.unit)) \(navigation.flow.work)")
                var rows: [(Int, Int, Int, String, Int)] = []
                navigation.flow.forEachRun { u, o in
                    let maxLen = o.effects.keys.map { $0.choices.count }.max() ?? 0
                    let paths = Set(o.effects.keys.map { $0.choicePath.id }).count
                    let reads = o.effects.keys.filter { $0.tag == Effect.probeRead }.count
                    rows.append((o.effects.count, maxLen, paths, navigation.describe(unit: u), reads))
                }
                for r in rows.sorted(by: { $0.0 > $1.0 }).prefix(12) { print("  \(r.0) effects (\(r.4) reads), longest path \(r.1), \(r.2) paths: \(r.3)") }
            }
        }
        clock.mark("ways in: \(handlers.count) handlers run (value flow so far: \(navigation.flow.work))")
        result.diagnostics += unreadDeclarations(declared, handlers: handlers, entries: result.entries)
        result.entries = Array(Set(result.entries)).sorted()
        return result
    }

    private static func names(_ declared: [(String, DeclaredWayIn)], _ kind: DeclaredWayIn.Kind) -> [String] {
        Array(Set(declared.filter { $0.1.kind == kind }.map(\.1.name))).sorted()
    }

    private var program: Program { navigation.program }

    /// The handlers the app's code has: delegate methods by name, SwiftUI modifiers' closures.
    private func findHandlers() -> [Found] {
        var found: [Found] = []
        let delegates = WayInHandler.delegateTypes(program)
        for unit in program.units where !unit.isClosure && unit.property == nil {
            guard let f = unit.function, let handler = WayInHandler.handler(for: program.index.functions[f].fact),
                  handler.parameter < unit.parameters.count else { continue }
            if !WayInHandler.mayRun(handler, unit, delegates: delegates, program) { continue }
            found.append(Found(unit: unit.id, carrier: handler.carrier, parameter: handler.parameter))
        }
        // `.onOpenURL { url in … }`: the closure handed to the modifier, in files that import SwiftUI.
        let swiftUIFiles = Set(files.filter { $0.imports.contains { $0.module == "SwiftUI" } }.map(\.path))
        for unit in program.units where !unit.body.isEmpty && unit.property == nil && swiftUIFiles.contains(unit.file) {
            for stmt in unit.body {
                for expr in stmt.expressions {
                    expr.forEachExpression { e in
                        guard case .call(.member(_, let name), let args) = e, let carrier = WayInHandler.modifierCarrier(name) else { return }
                        var type: String?
                        if case .literal(let text)? = args.first?.value { type = text }
                        for arg in args {
                            guard case .name(let n) = arg.value, n.hasPrefix("$closure@"), let closure = program.closure(named: n, in: unit.id),
                                  !program.units[closure].parameters.isEmpty else { continue }
                            let captures = navigation.flow.closuresMade(for: closure).first?.captures ?? []
                            found.append(Found(unit: closure, carrier: carrier, parameter: 0, activityType: type, captures: captures))
                        }
                    }
                }
            }
        }
        return found.sorted { ($0.unit, $0.parameter) < ($1.unit, $1.parameter) }
    }

    private func run(_ found: Found, pattern: WayInPattern, into result: inout Result) {
        let unit = program.units[found.unit]
        let flow = navigation.flow
        let general = flow.generalContext(of: found.unit)
        var arguments = general.arguments
        while arguments.count < unit.parameters.count { arguments.append(ValueSet()) }
        arguments[found.parameter] = [.probe(found.carrier.rawValue)]
        let receiver = unit.isClosure ? (flow.closuresMade(for: found.unit).first?.receiver ?? general.receiver) : general.receiver
        let outcome = flow.outcome(of: found.unit, in: Context(receiver: receiver, arguments: arguments, captures: found.captures))
        let via = unit.isClosure ? navigation.describe(unit: found.unit) : navigation.describe(unitFunction: found.unit)
        var shown = 0
        var unnamed: [(Effect, Trail)] = []
        let probeReads = outcome.effects.keys.filter { $0.tag == Effect.probeRead }
        // Tests after which a screen is shown: a tab selected there only leads to it.
        let showing = Set(outcome.sortedEffects.filter { ShowEffect.kind($0.0.tag).map { !$0.isBackward } ?? false }.map(\.0.choicePath))
        for (effect, trail) in outcome.sortedEffects {
            var effect = effect
            // `tabs.selectedIndex = Tab.tickets.rawValue` with one tab container in the app: that tab's module is shown.
            if effect.tag == ShowEffect.tabSwitch, !showing.contains(effect.choicePath), let tab = selectedTab(effect) {
                effect.tag = ShowEffect.tag(.unknown)
                effect.values = [[ShowEffect.module(tab)]]
            }
            guard let how = ShowEffect.kind(effect.tag), !how.isBackward else { continue }
            // At launch, what the scene shows anyway is the first screen, not a way in.
            if found.carrier == .launchOptions && effect.choices.isEmpty { continue }
            let targets = navigation.model.modules(of: effect.values.first ?? ValueSet())
            guard !targets.isEmpty, targets.count <= NavigationResolver.maxTargets else {
                if ShowEffect.reasonOf(effect.note) != nil || targets.count > NavigationResolver.maxTargets { unnamed.append((effect, trail)) }
                continue
            }
            // A screen chosen into a local under tests and shown after them: each with its own tests.
            for (choices, screens) in Self.byChoices(effect.values.first ?? ValueSet(), effect.choices) {
                let shownHere = navigation.model.modules(of: screens)
                // Where the way is decided: the innermost test that leads there, else the show itself.
                let (placeUnit, line) = choices.last.map { ($0.unit, $0.line) } ?? (effect.unit, effect.line)
                let place = program.units[placeUnit]
                let reads = probeReads.filter { $0.choices.starts(with: choices) }.map(\.note)
                for (kind, text) in pattern.patterns(found.carrier, choices: choices, reads: reads, activityType: found.activityType) {
                    for target in shownHere.sorted() {
                        result.entries.append(WayIn(kind: kind, pattern: text, to: target, how: how, via: via, file: place.file, line: line))
                        shown += 1
                    }
                }
            }
        }
        // One sentence per place a screen cannot be named, with every pattern that reaches it and the first reason.
        var unnamedAt: [String: (file: String, line: Int, patterns: Set<String>, why: String)] = [:]
        for (effect, _) in unnamed {
            let place = program.units[effect.unit]
            let key = "\(place.file):\(effect.line)"
            let why = ShowEffect.reasonOf(effect.note).map { "\($0.0): \($0.1)" } ?? "a screen of more than \(NavigationResolver.maxTargets) modules"
            let patterns = pattern.patterns(found.carrier, choices: effect.choices, activityType: found.activityType).map(\.pattern)
            unnamedAt[key, default: (place.file, effect.line, [], why)].patterns.formUnion(patterns)
        }
        for key in unnamedAt.keys.sorted() {
            let (file, line, patterns, why) = unnamedAt[key]!
            let listed = patterns.sorted().prefix(6).joined(separator: ", ") + (patterns.count > 6 ? " and \(patterns.count - 6) more" : "")
            result.diagnostics.append(Diagnostic(severity: .info, file: file, line: line,
                message: "way in not resolved: \(listed) reaches a screen the scan cannot name at \(key) (\(why); handled by \(via))"))
        }
        guard shown == 0, unnamed.isEmpty, found.carrier != .launchOptions else { return }
        // Nothing shown the scan can name: the handler hands what it got to code the scan does not follow, or only stores it.
        let gap = outcome.sortedEffects.first { $0.0.tag == Effect.gap }.map { " (the analysis stopped at \($0.0.note), \(program.units[$0.0.unit].file):\($0.0.line))" } ?? ""
        result.diagnostics.append(Diagnostic(severity: .info, file: unit.file, line: unit.line,
            message: "way in not followed: \(via) handles \(Self.what(found.carrier)), and no screen it opens could be told\(gap)"))
    }

    /// The screens of a show grouped by the tests that chose them: a value chosen under tests (`Value.chosen`)
    /// adds its own to the show's.
    static func byChoices(_ screens: ValueSet, _ choices: [Choice]) -> [([Choice], ValueSet)] {
        var groups: [[Choice]: ValueSet] = [:]
        for value in screens {
            if let (inner, own) = value.chosen {
                groups[choices + own.filter { !choices.contains($0) }, default: ValueSet()].insert(inner)
            } else {
                groups[choices, default: ValueSet()].insert(value)
            }
        }
        return groups.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { ($0, groups[$0]!) }
    }

    static func what(_ carrier: WayInHandler.Carrier) -> String {
        switch carrier {
        case .url, .urlContexts: return "URLs"
        case .activity: return "user activities (universal links, Handoff)"
        case .response, .payload: return "notifications"
        case .shortcut: return "quick actions"
        case .launchOptions: return "what the scene is opened with"
        }
    }

    /// A URL scheme (or quick action) the app declares that no handler in the scan reads.
    private func unreadDeclarations(_ declared: [(String, DeclaredWayIn)], handlers: [Found], entries: [WayIn]) -> [Diagnostic] {
        let carriers = Set(handlers.map(\.carrier))
        var result: [Diagnostic] = []
        for (file, way) in declared.sorted(by: { ($0.0, $0.1.line, $0.1.name) < ($1.0, $1.1.line, $1.1.name) }) {
            switch way.kind {
            case .scheme:
                if carriers.isDisjoint(with: [.url, .urlContexts, .launchOptions]) {
                    result.append(Diagnostic(severity: .info, file: file, line: way.line,
                        message: Diagnostic.unreadWayInPrefix + "the app declares URL scheme `\(way.name)` and no URL handler in the scan reads it (application(_:open:options:), scene(_:openURLContexts:), onOpenURL)"))
                } else if !entries.contains(where: { $0.kind == "url" && ($0.pattern.lowercased().hasPrefix(way.name.lowercased() + "://") || $0.pattern.hasPrefix("*")) }) {
                    result.append(Diagnostic(severity: .info, file: file, line: way.line,
                        message: "way in not followed: URLs of scheme `\(way.name)` reach a handler, and no screen they open could be told"))
                }
            case .domain:
                if carriers.isDisjoint(with: [.activity, .launchOptions]) {
                    result.append(Diagnostic(severity: .info, file: file, line: way.line,
                        message: Diagnostic.unreadWayInPrefix + "the app declares universal links for `\(way.name)` and no user activity handler in the scan reads them (application(_:continue:restorationHandler:), scene(_:continue:))"))
                }
            case .shortcut:
                if carriers.isDisjoint(with: [.shortcut, .launchOptions]) {
                    result.append(Diagnostic(severity: .info, file: file, line: way.line,
                        message: Diagnostic.unreadWayInPrefix + "the app declares quick action `\(way.name)` and no quick action handler in the scan reads it (application(_:performActionFor:completionHandler:))"))
                }
            case .activity:
                break
            }
        }
        return result
    }

    /// The module of the tab a tab switch selects, when the app has one tab container and that tab holds one module.
    private func selectedTab(_ effect: Effect) -> String? {
        // A SwiftUI tab selected by its tag: the module it names.
        if let named = effect.values.first, !named.isEmpty, named.allSatisfy({ if case .token("module", _) = $0 { return true } else { return false } }) {
            let modules = navigation.model.modules(of: named)
            return modules.count == 1 ? modules.first : nil
        }
        guard tabOrders.count == 1, let order = tabOrders.values.first,
              case .text(let digits)? = effect.values.first?.values.first, let i = Int(digits), i >= 0, i < order.count,
              order[i].count == 1 else { return nil }
        return order[i].first
    }
}

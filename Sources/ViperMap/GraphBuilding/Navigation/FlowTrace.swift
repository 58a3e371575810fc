import Foundation
import ViperMapLanguage

/// For debugging the navigation layer (off by default): with VIPERMAP_DEBUG_FLOW=<text>, the value
/// flow's runs of every function whose name contains <text> go to stderr (receiver, arguments,
/// returns, callers, effects; VIPERMAP_DEBUG_BODY=1 adds the statements).
enum FlowTrace {
    static func print(_ resolver: NavigationResolver) {
        let environment = ProcessInfo.processInfo.environment
        guard let filter = environment["VIPERMAP_DEBUG_FLOW"] else { return }
        let flow = resolver.flow
        var text = ""
        for run in flow.runs where resolver.describe(unit: run.unit).contains(filter) {
            text += "RUN \(resolver.describe(unit: run.unit)) self=\(run.context.receiver) args=\(run.context.arguments)\n  returns=\(run.outcome.returns)\n"
            text += "  callers=\(flow.callers(of: run.unit).sorted().map(resolver.describe(unit:)))\n"
            if environment["VIPERMAP_DEBUG_BODY"] != nil { for s in resolver.program.units[run.unit].body { text += "    | \(s)\n" } }
            for (e, t) in run.outcome.sortedEffects { text += "  effect \(e.tag) \(e.values) \(e.note) line \(t.line) path \(t.path.map(resolver.describe(unit:)))\n" }
        }
        FileHandle.standardError.write(Data(text.utf8))
    }
}

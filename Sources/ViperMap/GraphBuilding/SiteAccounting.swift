import ViperMapModel

/// A transition site with its verdict: followed, or the diagnostic that says where the analysis stopped.
struct AccountedSite {
    var file: String
    var line: Int
    var call: String
    var module: String?
    var stop: Diagnostic?
}

extension GraphBuilder {
    /// Every site accounted for: a site not followed gets exactly one diagnostic at its place, the one
    /// already said there (a screen that could not be told, a wide show, a back edge with no target) or
    /// its own; a site the analysis stopped at, saying so there, is not followed.
    static func accountSites(_ verdicts: [SiteVerdict], storyboards: [(file: String, line: Int, call: String, module: String, followed: Bool)],
                             diagnostics: inout [Diagnostic]) -> [AccountedSite] {
        var said: [String: Diagnostic] = [:]
        for d in diagnostics.sorted() where d.isNavigationGap {
            let key = "\(d.file):\(d.line ?? 0)"
            if said[key] == nil { said[key] = d }
        }
        var result: [AccountedSite] = []
        func account(_ file: String, _ line: Int, _ call: String, _ module: String?, _ stop: Diagnostic?) {
            let key = "\(file):\(line)"
            // Followed, unless the analysis said at this very place that it stopped (a back edge with no target, a wide show).
            guard let stop else { return result.append(AccountedSite(file: file, line: line, call: call, module: module, stop: said[key])) }
            if let known = said[key] { return result.append(AccountedSite(file: file, line: line, call: call, module: module, stop: known)) }
            said[key] = stop
            diagnostics.append(stop)
            result.append(AccountedSite(file: file, line: line, call: call, module: module, stop: stop))
        }
        for v in verdicts { account(v.file, v.site.line, v.site.call, v.module, v.stop) }
        for s in storyboards {
            let stop = s.followed ? nil : Diagnostic(severity: .info, file: s.file, line: s.line,
                message: "navigation not followed: \(s.call) at \(s.file):\(s.line) (an unwind no module's class defines)")
            account(s.file, s.line, s.call, s.module, stop)
        }
        return result
    }

    /// The graph with its coverage, for the app and each module; each open site names its diagnostic's index.
    static func withCoverage(_ graph: Graph, sites: [AccountedSite]) -> Graph {
        var graph = graph
        var indexOf: [Diagnostic: Int] = [:]
        for (i, d) in graph.diagnostics.enumerated() where indexOf[d] == nil { indexOf[d] = i }
        var total = (sites: 0, followed: 0, open: [OpenSite]())
        var byModule: [String: (sites: Int, followed: Int, open: [OpenSite])] = [:]
        for site in sites {
            total.sites += 1
            if let module = site.module { byModule[module, default: (0, 0, [])].sites += 1 }
            guard let stop = site.stop, let index = indexOf[stop] else {
                total.followed += 1
                if let module = site.module { byModule[module]!.followed += 1 }
                continue
            }
            let open = OpenSite(file: site.file, line: site.line, call: site.call, module: site.module, diagnostic: index)
            total.open.append(open)
            if let module = site.module { byModule[module]!.open.append(open) }
        }
        // An empty scan (no module, no site) says nothing about coverage.
        guard total.sites > 0 || !graph.modules.isEmpty else { return graph }
        graph.coverage = Coverage(sites: total.sites, followed: total.followed, open: total.open)
        for i in graph.modules.indices {
            let mine = byModule[graph.modules[i].name] ?? (0, 0, [])
            graph.modules[i].coverage = Coverage(sites: mine.sites, followed: mine.followed, open: mine.open)
        }
        return graph
    }
}

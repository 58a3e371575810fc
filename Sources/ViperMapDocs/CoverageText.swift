import ViperMapModel

/// The docs' words for the navigation's coverage: how many transition sites (calls that show or close a
/// screen, segues) the scan followed, for the app and for one module.
enum CoverageText {
    static func sites(_ n: Int) -> String { n == 1 ? "1 transition site" : "\(n) transition sites" }

    /// The module page's "How complete this page is" line.
    static func module(_ coverage: Coverage?) -> String? {
        guard let c = coverage else { return nil }
        if c.sites == 0 {
            return "Its code has no transition site (no call that shows or closes a screen): what it opens, it asks other code to open."
        }
        let head = "Its code has \(sites(c.sites)) (places that show or close a screen)"
        if c.notFollowed == 0 { return head + "; the scan followed \(c.sites == 1 ? "it" : "all of them"): each gives its edges above or is shown to give none." }
        return head + "; the scan followed \(c.followed) and not \(c.notFollowed) (listed below, under Not followed), so the map may miss an edge there."
    }

    /// The index's line for the app.
    static func app(_ coverage: Coverage?) -> String? {
        guard let c = coverage, c.sites > 0 else { return nil }
        let percent = Int((c.ratio * 100).rounded(.down))
        var line = "The app's code has \(sites(c.sites)) (calls and assignments that show or close a screen, storyboard segues); "
            + "the scan followed \(c.followed) (\(percent) %)"
        line += c.notFollowed == 0 ? "." : " and not \(c.notFollowed), each with a diagnostic saying where it stopped."
        return line
    }

    /// Modules with sites not followed, most first (then by name), with the app's code of no module as one row.
    static func ranking(_ graph: Graph) -> [(module: String?, coverage: Coverage)] {
        var rows: [(module: String?, coverage: Coverage)] = graph.modules.compactMap { m in
            guard let c = m.coverage, c.notFollowed > 0 else { return nil }
            return (m.name, c)
        }
        if let total = graph.coverage {
            let outside = total.open.filter { $0.module == nil }
            if !outside.isEmpty {
                let inModules = graph.modules.reduce((0, 0)) { ($0.0 + ($1.coverage?.sites ?? 0), $0.1 + ($1.coverage?.followed ?? 0)) }
                rows.append((nil, Coverage(sites: total.sites - inModules.0, followed: total.followed - inModules.1, open: outside)))
            }
        }
        return rows.sorted { ($1.coverage.notFollowed, $0.module ?? "\u{FFFF}") < ($0.coverage.notFollowed, $1.module ?? "\u{FFFF}") }
    }
}

import ViperMapModel

/// A diff as Markdown for a pull-request comment: a one-line verdict, counts, then a table per
/// kind of change (folded in `<details>` past `foldAfter` rows), optionally a Mermaid picture;
/// never longer than `limit` characters (GitHub's comment limit), with a note when rows were cut.
/// Every name is escaped. Pure: the same diff gives the same text.
public struct DiffReport {
    /// The first line, so a CI job can find and update its own comment.
    public static let marker = "<!-- vipermap-diff -->"
    public static let limit = 65_536

    public var limit: Int
    public var foldAfter: Int
    /// Links file:line to the source: a URL template with `{path}`, `{line}` and `{rev}` (BASE for
    /// what was removed, HEAD for the rest).
    public var sourceURL: String?

    public init(limit: Int = DiffReport.limit, foldAfter: Int = 10, sourceURL: String? = nil) {
        self.limit = limit
        self.foldAfter = foldAfter
        self.sourceURL = sourceURL
    }

    /// The one-line verdict: "no change to the app map", or what changed, most telling first.
    public static func verdict(_ diff: GraphDiff) -> String {
        guard !diff.isEmpty else { return "no change to the app map" }
        func group(_ name: String, _ changes: [ChangeKind]) -> String? {
            guard !changes.isEmpty else { return nil }
            let parts = ChangeKind.allCases.compactMap { kind -> String? in
                let n = changes.filter { $0 == kind }.count
                return n == 0 ? nil : "\(n) \(kind.rawValue)"
            }
            return "\(name) \(parts.joined(separator: ", "))"
        }
        let parts = [
            group("modules:", diff.modules.map(\.change)),
            group("navigation:", diff.navigation.map(\.change)),
            group("ways in:", (diff.entries ?? []).map(\.change)),
            group("contracts:", diff.contracts.map(\.change)),
            group("components:", diff.components.map(\.change)),
            group("dependencies:", diff.dependencies.map(\.change)),
            diff.coverage.map { c in
                "navigation coverage down: \(c.head.followed) of \(c.head.sites) transition sites followed (was \(c.base.followed) of \(c.base.sites))"
                    + (c.notFollowed.isEmpty ? "" : ", \(c.notFollowed.count) newly not followed")
            },
        ].compactMap { $0 }
        return parts.joined(separator: "; ")
    }

    public func render(_ diff: GraphDiff, mermaid: String? = nil) -> String {
        var head = [Self.marker, "**ViperMap:** \(MarkdownText.escape(Self.verdict(diff)))", ""]
        head.append("<sub>base \(MarkdownText.escape(diff.base)) → head \(MarkdownText.escape(diff.head))</sub>")
        head.append("")
        guard !diff.isEmpty else { return head.joined(separator: "\n") + "\n" }
        head += counts(diff)
        head.append("")

        let sections = tables(diff)
        let closingReserve = 400
        var budget = limit - size(head) - closingReserve
        var body: [String] = []
        var cut = 0
        for section in sections {
            // The heading, the table head and the fold cost little; rows are added while they fit.
            let folded = section.rows.count > foldAfter
            var lines = ["#### \(section.title)", ""]
            if folded { lines += ["<details><summary>\(section.rows.count) \(section.summary)</summary>", ""] }
            lines += section.header
            let frame = size(lines) + (folded ? 16 : 0) + 2
            guard frame <= budget else { cut += section.rows.count; continue }
            budget -= frame
            for row in section.rows {
                let cost = row.utf8.count + 1
                if cost > budget { cut += 1; continue }
                budget -= cost
                lines.append(row)
            }
            lines.append("")
            if folded { lines += ["</details>", ""] }
            body += lines
        }
        var text = head
        if let mermaid {
            let block = ["<details open><summary>Map of the changes</summary>", "", "```mermaid", mermaid.trimmingTrailingNewlines(), "```", "", "</details>", ""]
            if size(block) <= budget {
                text += block
            } else {
                text += ["_The map of the changes is too large for a comment; run `vipermap diff --format svg` to see it._", ""]
            }
        }
        text += body
        if cut > 0 {
            text += ["_\(cut) more rows are not shown: a comment holds at most \(limit) characters. `vipermap diff --format json` lists every change._", ""]
        }
        return text.joined(separator: "\n")
    }

    private func size(_ lines: [String]) -> Int { lines.reduce(0) { $0 + $1.utf8.count + 1 } }

    private func counts(_ diff: GraphDiff) -> [String] {
        var lines = ["| | added | removed | changed |", "|---|---:|---:|---:|"]
        func row(_ name: String, _ changes: [ChangeKind]) {
            guard !changes.isEmpty else { return }
            let added = changes.filter { $0 == .added }.count, removed = changes.filter { $0 == .removed }.count
            let changed = changes.filter { $0 == .changed || $0 == .renamed }.count
            lines.append("| \(name) | \(added) | \(removed) | \(changed) |")
        }
        row("modules", diff.modules.map(\.change))
        row("navigation", diff.navigation.map(\.change))
        row("ways in from outside", (diff.entries ?? []).map(\.change))
        row("contracts", diff.contracts.map(\.change))
        row("components", diff.components.map(\.change))
        row("dependencies", diff.dependencies.map(\.change))
        return lines
    }

    struct Section {
        var title: String
        var summary: String
        var header: [String]
        var rows: [String]
    }

    private func tables(_ diff: GraphDiff) -> [Section] {
        let e = MarkdownText.escape
        func cells(_ values: [String]) -> String { "| " + values.joined(separator: " | ") + " |" }
        func header(_ names: [String]) -> [String] { [cells(names), cells(names.map { _ in "---" })] }
        func place(_ file: String, _ line: Int, _ change: ChangeKind) -> String {
            MarkdownText.location(file, line, template: sourceURL, revision: change == .removed ? diff.base : diff.head)
        }
        var sections: [Section] = []
        if !diff.modules.isEmpty {
            sections.append(Section(title: "Modules", summary: "module changes", header: header(["change", "module", "path", "components", "contracts"]),
                                    rows: diff.modules.map { change in
                let name = change.oldName.map { "\(e($0)) → \(e(change.name)) (\(change.similarity ?? 0)% alike)" } ?? e(change.name)
                return cells([change.change.rawValue, name, e(change.path), "\(change.components)", "\(change.contracts)"])
            }))
        }
        if !diff.navigation.isEmpty {
            sections.append(Section(title: "Navigation", summary: "navigation changes", header: header(["change", "from", "to", "kind", "via", "where"]),
                                    rows: diff.navigation.map { change in
                let kind = change.oldKind.map { "\($0.rawValue) → \(change.kind.rawValue)" } ?? change.kind.rawValue
                return cells([change.change == .changed ? "kind changed" : change.change.rawValue, e(change.from), e(change.to), kind,
                              e(change.via), place(change.file, change.line, change.change)])
            }))
        }
        if let entries = diff.entries, !entries.isEmpty {
            sections.append(Section(title: "Ways in from outside", summary: "ways in from outside", header: header(["change", "kind", "pattern", "opens", "how", "handled by", "where"]),
                                    rows: entries.map { change in
                let way = change.entry
                return cells([change.change.rawValue, way.kind, e(way.pattern), e(way.to), way.how.rawValue, e(way.via), place(way.file, way.line, change.change)])
            }))
        }
        if !diff.contracts.isEmpty {
            sections.append(Section(title: "Contracts", summary: "contract changes", header: header(["change", "module", "protocol", "requirement"]),
                                    rows: diff.contracts.map { change in
                var requirement = change.requirement.map(e) ?? "(the whole protocol)"
                if let old = change.oldRequirement { requirement = "\(e(old)) → \(requirement)" }
                let what = change.requirement == nil ? change.change.rawValue : (change.change == .changed ? "signature changed" : "requirement \(change.change.rawValue)")
                return cells([what, e(change.module), e(change.contract), requirement])
            }))
        }
        if !diff.components.isEmpty {
            sections.append(Section(title: "Components", summary: "component changes", header: header(["change", "module", "type", "role", "where"]),
                                    rows: diff.components.map { change in
                let role = change.oldRole.map { "\($0.rawValue) → \(change.role.rawValue)" } ?? change.role.rawValue
                return cells([change.change == .changed ? "role changed" : change.change.rawValue, e(change.module), e(change.name), role,
                              place(change.file, change.line, change.change)])
            }))
        }
        if let coverage = diff.coverage, !coverage.notFollowed.isEmpty {
            sections.append(Section(title: "Navigation not followed", summary: "transition sites newly not followed",
                                    header: header(["module", "call", "where", "why the scan stopped"]),
                                    rows: coverage.notFollowed.map { site in
                cells([e(site.module ?? "App"), e(site.call), place(site.file, site.line, .added), e(site.message)])
            }))
        }
        if !diff.dependencies.isEmpty {
            sections.append(Section(title: "Dependencies", summary: "dependency changes", header: header(["change", "from", "to", "kind", "why"]),
                                    rows: diff.dependencies.map { change in
                cells([change.change.rawValue, e(change.from), e(change.to), change.kind.rawValue, e(change.reasons.first ?? "")])
            }))
        }
        return sections
    }
}

extension String {
    func trimmingTrailingNewlines() -> String {
        var copy = self
        while copy.hasSuffix("\n") { copy.removeLast() }
        return copy
    }
}

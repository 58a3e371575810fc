import Foundation

/// Known violations (`vipermap-baseline.json`): each identity (rule, module, file, symbol; no line) with
/// how many times it occurs, sorted. A second identical violation in the same file is new.
public struct Baseline: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Comparable, Sendable {
        public var rule: String
        public var module: String
        public var file: String
        public var symbol: String
        public var count: Int

        public static func < (a: Entry, b: Entry) -> Bool { (a.rule, a.module, a.file, a.symbol) < (b.rule, b.module, b.file, b.symbol) }
        var identity: String { [rule, module, file, symbol].joined(separator: "\u{1F}") }
    }

    public var version = 1
    public var violations: [Entry]

    public init(_ violations: [Violation]) {
        var counts: [String: (Violation, Int)] = [:]
        for violation in violations { counts[violation.identity] = (violation, (counts[violation.identity]?.1 ?? 0) + 1) }
        self.violations = counts.values.map { Entry(rule: $0.0.rule, module: $0.0.module, file: $0.0.file, symbol: $0.0.symbol, count: $0.1) }.sorted()
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}

/// What `check` found against a baseline: every violation marked new or known, and the known ones fixed since.
public struct CheckOutcome: Equatable, Sendable {
    public struct Finding: Equatable, Sendable {
        public var violation: Violation
        public var isNew: Bool
    }

    public var findings: [Finding]
    /// Baseline entries with fewer occurrences now (count: how many went).
    public var fixed: [Baseline.Entry]

    public init(_ violations: [Violation], baseline: Baseline?) {
        var known: [String: Int] = [:]
        for entry in baseline?.violations ?? [] { known[entry.identity] = entry.count }
        var seen: [String: Int] = [:]
        // In line order within an identity: the first `count` are known, the rest new.
        findings = violations.sorted().map { violation in
            seen[violation.identity, default: 0] += 1
            return Finding(violation: violation, isNew: seen[violation.identity]! > (known[violation.identity] ?? 0))
        }
        fixed = (baseline?.violations ?? []).compactMap { entry in
            let now = seen[entry.identity] ?? 0
            guard now < entry.count else { return nil }
            var gone = entry
            gone.count = entry.count - now
            return gone
        }
    }

    /// New violations of error severity: these fail the check.
    public var failing: Int { findings.filter { $0.isNew && $0.violation.severity == .error }.count }
    public var newCount: Int { findings.filter(\.isNew).count }
}

/// `check`'s outputs: text for a terminal (grouped by rule), JSON, SARIF 2.1.0, Markdown for a PR comment.
public enum CheckReport {
    public static func text(_ outcome: CheckOutcome) -> String {
        var lines: [String] = []
        for rule in RuleCatalog.all {
            let findings = outcome.findings.filter { $0.violation.rule == rule.id }
            guard !findings.isEmpty else { continue }
            let new = findings.filter(\.isNew).count
            lines.append("\(rule.id) (\(findings[0].violation.severity.rawValue)): \(findings.count) violation\(findings.count == 1 ? "" : "s")\(new < findings.count ? ", \(new) new" : "")")
            for finding in findings {
                let v = finding.violation
                lines.append("  \(v.file):\(v.line): \(v.module): \(v.message)\(finding.isNew ? "" : " (known)")")
            }
        }
        for entry in outcome.fixed {
            lines.append("fixed: \(entry.rule): \(entry.module): \(entry.symbol) in \(entry.file)\(entry.count > 1 ? " (\(entry.count))" : "")")
        }
        lines.append(summary(outcome))
        return lines.joined(separator: "\n") + "\n"
    }

    public static func summary(_ outcome: CheckOutcome) -> String {
        let errors = outcome.findings.filter { $0.violation.severity == .error }.count
        let infos = outcome.findings.filter { $0.violation.severity == .info }.count
        let warnings = outcome.findings.count - errors - infos
        return "vipermap check: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
            + (infos > 0 ? ", \(infos) info\(infos == 1 ? "" : "s")" : "") + "; "
            + "\(outcome.newCount) new (\(outcome.failing) failing), \(outcome.findings.count - outcome.newCount) known, \(outcome.fixed.count) fixed"
    }

    public static func json(_ outcome: CheckOutcome) -> Data {
        struct Item: Encodable { var rule, severity, module, file, symbol, message: String; var line: Int; var new: Bool }
        struct Output: Encodable { var violations: [Item]; var fixed: [Baseline.Entry]; var failing: Int }
        let items = outcome.findings.map { f in
            Item(rule: f.violation.rule, severity: f.violation.severity.rawValue, module: f.violation.module, file: f.violation.file,
                 symbol: f.violation.symbol, message: f.violation.message, line: f.violation.line, new: f.isNew)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(Output(violations: items, fixed: outcome.fixed, failing: outcome.failing))) ?? Data()) + Data("\n".utf8)
    }

    public static func markdown(_ outcome: CheckOutcome) -> String {
        var lines = ["## ViperMap check", "", summary(outcome).replacingOccurrences(of: "vipermap check: ", with: ""), ""]
        let shown = outcome.findings.filter(\.isNew)
        if !shown.isEmpty {
            lines += ["| Rule | Severity | Module | Where | What |", "|---|---|---|---|---|"]
            for finding in shown {
                let v = finding.violation
                lines.append("| `\(v.rule)` | \(v.severity.rawValue) | \(cell(v.module)) | `\(codeCell(v.file)):\(v.line)` | \(cell(v.message)) |")
            }
            lines.append("")
        }
        if !outcome.fixed.isEmpty {
            lines.append("Fixed since the baseline: " + outcome.fixed.map { "`\($0.rule)` \(cell($0.module)) (\(cell($0.symbol)))" }.joined(separator: ", ") + ".")
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Text inside a code span in a table cell: entities are not decoded there, so only pipes and backticks change.
    static func codeCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "\n", with: " ")
    }

    /// A Markdown table cell: pipes, backticks and HTML escaped.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "\n", with: " ")
    }

    /// SARIF 2.1.0: one run, the rules with their rationale, one result per violation with its location,
    /// `partialFingerprints` from the baseline identity (so code scanning follows a finding across commits)
    /// and `baselineState` new or unchanged.
    public static func sarif(_ outcome: CheckOutcome) -> Data {
        func level(_ severity: RuleSeverity) -> String { severity == .error ? "error" : severity == .warning ? "warning" : severity == .info ? "note" : "none" }
        let rules: [[String: Any]] = RuleCatalog.all.map { rule in
            ["id": rule.id, "name": rule.id, "shortDescription": ["text": rule.rationale], "fullDescription": ["text": rule.rationale],
             "help": ["text": "Example: \(rule.example)\nFix: \(rule.fix)"], "defaultConfiguration": ["level": level(rule.severity)]]
        }
        let ruleIndex = Dictionary(RuleCatalog.all.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        var occurrence: [String: Int] = [:]
        let results: [[String: Any]] = outcome.findings.map { finding in
            let v = finding.violation
            occurrence[v.identity, default: 0] += 1
            return [
                "ruleId": v.rule, "ruleIndex": ruleIndex[v.rule] ?? 0, "level": level(v.severity), "message": ["text": v.message],
                "locations": [["physicalLocation": ["artifactLocation": ["uri": v.file, "uriBaseId": "%SRCROOT%"],
                                                    "region": ["startLine": max(1, v.line)]]]],
                "partialFingerprints": ["vipermapIdentity/v1": fingerprint(v.identity + "\u{1F}\(occurrence[v.identity]!)")],
                "baselineState": finding.isNew ? "new" : "unchanged",
                "properties": ["module": v.module, "symbol": v.symbol],
            ]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": ["name": "vipermap", "version": ViperMapVersion.current, "semanticVersion": ViperMapVersion.current, "rules": rules]],
                "originalUriBaseIds": ["%SRCROOT%": ["description": ["text": "the scan root"]]],
                "results": results,
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return data + Data("\n".utf8)
    }

    /// A stable 64-bit FNV-1a digest of the identity, as hex (the same on every platform and run).
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

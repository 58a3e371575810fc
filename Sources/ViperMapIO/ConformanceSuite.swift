import Foundation
import ViperMap
import ViperMapModel

/// The language conformance suite (`Conformance/`): one tiny app per construct with the map it must give,
/// labelled by hand. A case passes when the scan finds the truth's modules, exactly the truth's navigation
/// pairs (each with a labelled kind) and, when the truth lists them, its ways in from outside.
public enum ConformanceSuite {
    /// What a case's `truth.json` says (the dev set's format, trimmed to what a case needs).
    public struct Truth: Decodable, Sendable {
        public struct Module: Decodable, Sendable {
            public var name: String
            public var aliases: [String]?
        }
        public struct Edge: Decodable, Sendable {
            public var from: String
            public var to: String
            public var kind: String
            public var file: String?
            public var line: Int?
        }
        public struct Entry: Decodable, Sendable {
            public var kind: String
            public var pattern: String?
            public var to: String?
        }
        public var construct: String?
        public var negative: Bool?
        public var modules: [Module]
        public var navigation: [Edge]
        public var entries: [Entry]?
        /// Edges one reading of the conventions gives and another does not: allowed, never required.
        public var accepted_navigation: [Edge]?
    }

    public struct Case: Sendable {
        public var group: String
        public var name: String
        public var folder: URL
        public var truth: Truth
        public var id: String { group + "/" + name }
    }

    /// What a scan of a case gave against its truth.
    public struct Result: Sendable {
        public var testCase: Case
        public var missing: [String] = []
        public var extra: [String] = []
        public var wrongKinds: [String] = []
        public var modules: [String] = []
        public var entries: [String] = []
        /// Per missed edge, the diagnostics within five lines of where the truth says it is: where the analysis stopped.
        public var said: [String: [String]] = [:]
        public var diagnostics: [Diagnostic] = []
        public var passed: Bool { missing.isEmpty && extra.isEmpty && wrongKinds.isEmpty && modules.isEmpty && entries.isEmpty }
    }

    /// Every case under `root` (`<group>/<case>/truth.json`), in order.
    public static func cases(in root: URL) throws -> [Case] {
        let fm = FileManager.default
        var result: [Case] = []
        for group in try fm.contentsOfDirectory(atPath: root.path).sorted() {
            var isDir: ObjCBool = false
            let groupURL = root.appendingPathComponent(group)
            guard fm.fileExists(atPath: groupURL.path, isDirectory: &isDir), isDir.boolValue else { continue }
            for name in try fm.contentsOfDirectory(atPath: groupURL.path).sorted() {
                let folder = groupURL.appendingPathComponent(name)
                let truthURL = folder.appendingPathComponent("truth.json")
                guard fm.fileExists(atPath: truthURL.path) else { continue }
                do {
                    let truth = try JSONDecoder().decode(Truth.self, from: Data(contentsOf: truthURL))
                    result.append(Case(group: group, name: name, folder: folder, truth: truth))
                } catch {
                    throw InputError("\(group)/\(name)/truth.json: \(error)")
                }
            }
        }
        return result
    }

    /// Scans a case (no cache, its folder as the root) and compares the graph with its truth.
    public static func run(_ testCase: Case) throws -> Result {
        let configuration = try ScanPipeline.loadConfiguration(explicit: nil, root: testCase.folder)
        let graph = try ScanPipeline(root: testCase.folder, configuration: configuration, threads: 1).run([testCase.folder.path])
        return compare(graph, testCase)
    }

    /// The graph against the case's truth.
    public static func compare(_ graph: Graph, _ testCase: Case) -> Result {
        let truth = testCase.truth
        var names: [String: String] = ["App": "App"]
        for module in truth.modules {
            for spelling in [module.name] + (module.aliases ?? []) {
                names[spelling] = module.name
                if names[spelling.lowercased()] == nil { names[spelling.lowercased()] = module.name }
            }
        }
        func canon(_ name: String) -> String { names[name] ?? names[name.lowercased()] ?? name }
        var result = Result(testCase: testCase, diagnostics: graph.diagnostics)
        let found = Set(graph.modules.map { canon($0.name) }), wanted = Set(truth.modules.map(\.name))
        result.modules = wanted.subtracting(found).sorted().map { "module \($0) not found" }
            + found.subtracting(wanted).sorted().map { "module \($0) found, not in the truth" }
        var kinds: [String: Set<String>] = [:]
        for edge in graph.navigation { kinds[canon(edge.from) + " -> " + canon(edge.to), default: []].insert(edge.kind.rawValue) }
        var wantedKinds: [String: Set<String>] = [:]
        var places: [String: Truth.Edge] = [:]
        for edge in truth.navigation {
            let pair = canon(edge.from) + " -> " + canon(edge.to)
            wantedKinds[pair, default: []].insert(edge.kind)
            if places[pair] == nil { places[pair] = edge }
        }
        let accepted = Set((truth.accepted_navigation ?? []).map { canon($0.from) + " -> " + canon($0.to) })
        for pair in wantedKinds.keys.sorted() {
            guard let got = kinds[pair] else {
                let place = places[pair].flatMap { e in e.file.map { "\($0):\(e.line ?? 0)" } } ?? "?"
                result.missing.append("\(pair) \(wantedKinds[pair]!.sorted().joined(separator: "/")) (\(place))")
                if let edge = places[pair], let file = edge.file {
                    result.said[pair] = graph.diagnostics.filter { $0.file == file && abs(($0.line ?? 0) - (edge.line ?? 0)) <= 5 }.map(\.message)
                }
                continue
            }
            if got.isDisjoint(with: wantedKinds[pair]!) {
                result.wrongKinds.append("\(pair): \(got.sorted().joined(separator: "/")), labelled \(wantedKinds[pair]!.sorted().joined(separator: "/"))")
            }
        }
        for pair in kinds.keys.sorted() where wantedKinds[pair] == nil && !accepted.contains(pair) {
            let edge = graph.navigation.first { canon($0.from) + " -> " + canon($0.to) == pair }
            result.extra.append("\(pair) \(kinds[pair]!.sorted().joined(separator: "/"))" + (edge.map { " (\($0.file):\($0.line) via \($0.via))" } ?? ""))
        }
        if let entries = truth.entries {
            func kind(_ k: String) -> String { k == "quick-action" ? "shortcut" : k }
            let want = Set(entries.compactMap { e in e.to.map { kind(e.kind) + " -> " + canon($0) } })
            let got = Set((graph.entries ?? []).map { kind($0.kind) + " -> " + canon($0.to) })
            result.entries = want.subtracting(got).sorted().map { "way in \($0) not found" }
                + got.subtracting(want).sorted().map { "way in \($0) found, not in the truth" }
        }
        return result
    }

    /// The table: per group, cases, negatives and passing; then the total.
    public static func table(_ results: [Result]) -> String {
        table(cases: results.map(\.testCase), passing: Set(results.filter(\.passed).map(\.testCase.id)))
    }

    /// The table for these cases, of which the ones with these ids pass.
    public static func table(cases: [Case], passing: Set<String>) -> String {
        var lines = ["| group | cases | negatives | passing |", "|---|---|---|---|"]
        let groups = Dictionary(grouping: cases, by: \.group)
        func row(_ name: String, _ rows: [Case]) -> String {
            let passed = rows.filter { passing.contains($0.id) }.count
            let percent = rows.isEmpty ? 0 : Int((Double(passed) * 100 / Double(rows.count)).rounded())
            return "| \(name) | \(rows.count) | \(rows.filter { $0.truth.negative == true }.count) | \(passed) (\(percent) %) |"
        }
        for group in groups.keys.sorted() { lines.append(row(group, groups[group]!)) }
        lines.append(row("all", cases))
        return lines.joined(separator: "\n") + "\n"
    }

    /// What each failing case got wrong, and what the scan said where it stopped.
    public static func failures(_ results: [Result]) -> String {
        var text = ""
        for result in results where !result.passed {
            text += "\(result.testCase.id)" + (result.testCase.truth.negative == true ? " (negative)" : "") + "\n"
            for line in result.modules + result.missing + result.wrongKinds + result.extra + result.entries {
                let label = result.missing.contains(line) ? "missing" : result.extra.contains(line) ? "added" : result.wrongKinds.contains(line) ? "kind" : "differs"
                text += "  \(label): \(line)\n"
                if label == "missing", let pair = line.split(separator: " ").prefix(3).joined(separator: " ") as String?,
                   let said = result.said[pair] {
                    text += said.isEmpty ? "    said: nothing there\n" : said.map { "    said: \($0)\n" }.joined()
                }
            }
        }
        return text
    }
}

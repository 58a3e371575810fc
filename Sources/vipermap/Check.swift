import ArgumentParser
import Foundation
import ViperMap
import ViperMapIO
import ViperMapModel

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check VIPER rules; exit 1 on new violations of error severity (known ones are in the baseline).",
        discussion: "Rules: \(RuleCatalog.all.map(\.id).joined(separator: ", ")). `--explain RULE` says why, with an example and the fix. Severities and ignored paths come from `.vipermap.yml`'s `rules:`."
    )

    @Argument(help: "A source folder (scanned on the fly) or a graph JSON written by `vipermap scan`.")
    var input: String?

    @Option(help: "The config file (default: .vipermap.yml at the scan root); its `rules:` set severities (error, warning, off) and `ignore` globs.")
    var config: String?

    @Option(help: "Known violations (default: vipermap-baseline.json at the scan root, or beside the graph JSON).")
    var baseline: String?

    @Flag(help: "Write every current violation to the baseline and exit 0.")
    var updateBaseline = false

    @Option(help: "text, json, sarif or markdown.")
    var format = "text"

    @Option(help: "With a graph JSON as INPUT: the folder its paths are relative to, where the sources' `// vipermap:disable` comments are read (default: the graph's folder).")
    var root: String?

    @Option(help: "Print a rule's rationale, an example and the fix.")
    var explain: String?

    @Option(name: [.short, .customLong("output")], help: "Write the report here instead of stdout.")
    var output: String?

    @Flag(help: "No messages on stderr.")
    var quiet = false

    func run() throws {
        if let explain {
            guard let rule = RuleCatalog.rule(explain) else {
                throw InputError("--explain \(explain): no such rule (rules: \(RuleCatalog.all.map(\.id).joined(separator: ", ")))")
            }
            print("\(rule.id) (default: \(rule.severity.rawValue))\n\nWhy: \(rule.rationale)\nExample: \(rule.example)\nFix: \(rule.fix)")
            return
        }
        guard let input else { throw InputError("check needs INPUT (a source folder or a graph JSON), or --explain RULE") }
        guard ["text", "json", "sarif", "markdown"].contains(format) else { throw InputError("--format \(format): expected text, json, sarif or markdown") }
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDir) else { throw InputError("\(input): no such file or folder") }
        let root = isDir.boolValue ? URL(fileURLWithPath: input) : URL(fileURLWithPath: input).deletingLastPathComponent()
        var settings = RuleSettings()
        let graph: Graph
        if isDir.boolValue {
            let configuration = try ScanPipeline.loadConfiguration(explicit: config, root: root.standardizedFileURL)
            settings = configuration.rules
            graph = try ScanPipeline(root: root.standardizedFileURL, configuration: configuration).run([input])
        } else {
            graph = try GraphInput.load(input, quiet: quiet)
            if let config { settings = try ScanPipeline.loadConfiguration(explicit: config, root: root).rules }
        }
        // Inline suppressions, read from the files that have violations.
        let sources = isDir.boolValue ? root : (self.root.map { URL(fileURLWithPath: $0) } ?? root)
        var suppressions: [String: Suppressions] = [:]
        var suppressed = 0
        let violations = RuleChecker(settings: settings).check(graph).filter { violation in
            if suppressions[violation.file] == nil {
                let path = sources.appendingPathComponent(violation.file).path
                let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
                suppressions[violation.file] = Suppressions.read(text, path: violation.file)
            }
            let keep = !suppressions[violation.file]!.suppresses(violation)
            if !keep { suppressed += 1 }
            return keep
        }
        let baselinePath = baseline ?? root.appendingPathComponent("vipermap-baseline.json").path
        let console = Console(quiet: quiet)
        if suppressed > 0 { console.say("vipermap: \(suppressed) violation\(suppressed == 1 ? "" : "s") suppressed by // vipermap:disable comments") }
        if updateBaseline {
            try OutputWriter.write(Baseline(violations).encoded(), to: baselinePath)
            console.say("vipermap: \(violations.count) violation\(violations.count == 1 ? "" : "s") written to the baseline \(baselinePath)")
            return
        }
        var known: Baseline? = nil
        if FileManager.default.fileExists(atPath: baselinePath) {
            guard let data = FileManager.default.contents(atPath: baselinePath) else { throw InputError("\(baselinePath): cannot be read") }
            do {
                known = try JSONDecoder().decode(Baseline.self, from: data)
            } catch {
                throw InputError("\(baselinePath): not a vipermap baseline (expected {\"version\": 1, \"violations\": [{rule, module, file, symbol, count}]})")
            }
        } else if baseline != nil {
            throw InputError("--baseline \(baselinePath): no such file (write one with --update-baseline)")
        }
        let outcome = CheckOutcome(violations, baseline: known)
        let report: Data = switch format {
        case "json": CheckReport.json(outcome)
        case "sarif": CheckReport.sarif(outcome)
        case "markdown": Data(CheckReport.markdown(outcome).utf8)
        default: Data(CheckReport.text(outcome).utf8)
        }
        if let output {
            try OutputWriter.write(report, to: output)
            console.say(CheckReport.summary(outcome) + " -> \(output)")
        } else {
            FileHandle.standardOutput.write(report)
            if format != "text" { console.say(CheckReport.summary(outcome)) }
        }
        if outcome.failing > 0 { throw ExitCode(1) }
    }
}

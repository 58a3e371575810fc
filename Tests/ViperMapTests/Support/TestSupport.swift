import Foundation
import Testing
import ViperMap
import ViperMapIO
import ViperMapModel

/// Paths and helpers shared by the tests.
enum TestSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = packageRoot.appendingPathComponent("Examples")
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    /// Tests that use `../shared` (the eval scorer, gen-corpus) run when it is there, and always on
    /// CI (`CI` set), which has it: there a missing `../shared` fails them instead of skipping them.
    static let runsSharedTests = FileManager.default.fileExists(atPath: shared.appendingPathComponent("eval/score.py").path)
        || ProcessInfo.processInfo.environment["CI"] != nil
    static let needsShared: Comment = "needs ../shared beside the checkout (eval scorer, gen-corpus); skipped in a clone without it"
    static let exampleApps = ["BookNook", "CityPulse", "GardenLog", "HarborWatch", "PinBoard", "RecipeBox", "SkyWatch", "TaskTrail", "TideTable", "TrailGuide"]

    /// The built `vipermap` executable (the test target depends on it).
    static var vipermapBinary: URL {
        var dir = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = dir.appendingPathComponent("vipermap")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            dir = dir.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/vipermap")
    }

    /// Scans inline sources (path -> text) into a graph.
    static func graph(_ sources: [String: String], configuration: Configuration = Configuration()) -> Graph {
        let facts = SourceScanner.scan(sources.keys.sorted().map { ($0, sources[$0]!) }, threads: 1)
        return GraphBuilder(configuration: configuration).build(facts)
    }

    static func scanFolder(_ url: URL, threads: Int = 2, includeTests: Bool = false) throws -> Graph {
        let configuration = try ScanPipeline.loadConfiguration(explicit: nil, root: url)
        return try ScanPipeline(root: url, configuration: configuration, includeTests: includeTests, threads: threads).run([url.path])
    }

    /// A `gen-corpus` app of `modules` modules in a new temporary folder (the app is under `App/`,
    /// its truth in `truth.json`); the caller removes the folder.
    static func generatedApp(modules: Int) throws -> URL {
        let folder = try temporaryFolder()
        let generator = shared.appendingPathComponent("tools/gen-corpus")
        let made = try run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", generator.path, "--modules", "\(modules)", "--out", folder.path])
        guard made.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "gen-corpus failed: \(made.stderr)"]) }
        return folder
    }

    /// An example app's committed graph JSON.
    static func loadExampleGraph(_ app: String) throws -> Graph {
        try GraphCoding.decode(try Data(contentsOf: examples.appendingPathComponent("\(app)/graph.json")))
    }

    /// The pictures of an example app's screens, drawn from its own files (as `vipermap docs Examples/APP/graph.json` does).
    static func screens(_ app: String) throws -> ScreenDrawing {
        let root = examples.appendingPathComponent(app)
        return ScreenDrawing.draw(try loadExampleGraph(app).modules) { path in
            FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { [UInt8]($0) }
        }
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    struct ProcessResult {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:]) throws -> ProcessResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Scores a graph against a truth file with the eval's own `score.py` (same rules, not a copy).
    /// Returns category -> (tp, fp, fn).
    static func score(_ graph: Graph, truth: URL) throws -> [String: [Int]] {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("graph.json")
        try GraphCoding.encode(graph).write(to: out)
        let scorer = shared.appendingPathComponent("eval/score.py")
        let result = try run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", scorer.path, out.path, truth.path, "--json"])
        guard result.status == 0, let data = result.stdout.data(using: .utf8),
              let json = try JSONSerialization.jsonObject(with: data) as? [String: [Int]] else {
            throw InputError("score.py failed: \(result.stderr)")
        }
        return json
    }
}

/// Golden files: compared exactly; `RECORD_SNAPSHOTS=1` rewrites them and fails, so a re-record is never silent.
enum Golden {
    static func assertEqual(_ actual: Data, file url: URL, hint: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try actual.write(to: url)
            Issue.record("re-recorded \(url.lastPathComponent); run again without RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            Issue.record("missing golden file \(url.path) (\(hint))", sourceLocation: sourceLocation)
            return
        }
        if expected != actual {
            let e = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let a = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(e, a).enumerated().first { $0.element.0 != $0.element.1 }
            let where_ = first.map { "line \($0.offset + 1): expected `\($0.element.0)` got `\($0.element.1)`" } ?? "lengths differ (\(e.count) vs \(a.count) lines)"
            Issue.record("\(url.lastPathComponent) is stale: \(where_). \(hint)", sourceLocation: sourceLocation)
        }
    }
}

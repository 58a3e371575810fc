import ArgumentParser
import Foundation
import ViperMap
import ViperMapIO
import ViperMapModel

struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Scan Swift sources and write the graph JSON (schema 1)."
    )

    @Argument(help: "Folders or Swift files to scan.")
    var paths: [String]

    @Option(help: "Folder that output paths are relative to (default: the scanned folder when there is one, else the current folder).")
    var root: String?

    @Option(help: "Config file (default: .vipermap.yml at the root when present).")
    var config: String?

    @Option(name: [.short, .customLong("output")], help: "Write the JSON here instead of stdout.")
    var output: String?

    @Flag(help: "No progress or messages on stderr.")
    var quiet = false

    @Flag(help: "Scan test targets and files that import XCTest or Testing too.")
    var includeTests = false

    @Option(help: "Parser threads (default: all cores).")
    var threads: Int?

    func run() throws {
        let console = Console(quiet: quiet)
        let rootURL = URL(fileURLWithPath: root ?? defaultRoot()).standardizedFileURL
        let configuration = try ScanPipeline.loadConfiguration(explicit: config, root: rootURL)
        let pipeline = ScanPipeline(root: rootURL, configuration: configuration, includeTests: includeTests,
                                    threads: threads ?? ProcessInfo.processInfo.activeProcessorCount)
        var progress: (@Sendable (Int, Int) -> Void)? = nil
        if console.showsProgress {
            progress = { done, total in
                guard done == total || done % 50 == 0 else { return }
                let end = done == total ? "\n" : ""
                FileHandle.standardError.write(Data("\rscanning: \(done)/\(total) files\(end)".utf8))
            }
        }
        let graph = try pipeline.run(paths, progress: progress)
        for diagnostic in graph.diagnostics where diagnostic.severity != .info {
            console.say("\(diagnostic.file)\(diagnostic.line.map { ":\($0)" } ?? ""): \(diagnostic.severity.rawValue): \(diagnostic.message)")
        }
        let unresolved = graph.diagnostics.filter { $0.severity == .info && $0.message.hasPrefix("navigation not resolved") }.count
        if unresolved > 0 {
            console.say("vipermap: \(unresolved) navigation call\(unresolved == 1 ? "" : "s") not resolved (info diagnostics in the graph)")
        }
        if graph.modules.isEmpty {
            console.say("vipermap: no VIPER modules found in \(paths.joined(separator: " ")); wrote an empty graph")
        }
        let data = GraphCoding.encode(graph)
        if let output {
            try OutputWriter.write(data, to: output)
            console.say("vipermap: \(graph.modules.count) modules, \(graph.navigation.count) navigation edges -> \(output)")
        } else {
            FileHandle.standardOutput.write(data)
        }
    }

    private func defaultRoot() -> String {
        if paths.count == 1 {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: paths[0], isDirectory: &isDir) {
                return isDir.boolValue ? paths[0] : (paths[0] as NSString).deletingLastPathComponent
            }
        }
        return FileManager.default.currentDirectoryPath
    }
}

import Foundation
import SwiftParser
import SwiftSyntax
import ViperMap
import ViperMapGraphviz
import ViperMapIO
import ViperMapModel

// vipermap-bench scan DIR [--threads N] [--runs N]
// vipermap-bench conformance DIR [--write-passing FILE] [--readme FILE]: the language conformance suite's table.
// vipermap-bench objc-parse DIR... [--threads N]: libclang's parse alone of the Objective-C files under the folders
// (what any libclang tool pays; the yardstick for an Objective-C app's scan in Scripts/bench-apps).
// Prints, for the same files and thread count: parse-only seconds (swift-syntax parsing alone),
// full-scan seconds (discover, read, parse, facts, graph, JSON), their ratio, and peak memory.

MemoryTuning.apply()

let args = Array(CommandLine.arguments.dropFirst())
guard args.count >= 2, ["scan", "render", "project", "objc-parse", "conformance"].contains(args[0]) else {
    FileHandle.standardError.write(Data("usage: vipermap-bench scan DIR [--threads N] [--runs N]\n       vipermap-bench render GRAPH.json [--runs N]\n       vipermap-bench project DIR [--runs N]\n       vipermap-bench objc-parse DIR... [--threads N]\n       vipermap-bench conformance DIR [--write-passing FILE] [--readme FILE]\n".utf8))
    exit(2)
}
if args[0] == "conformance" {
    ConformanceBench.run(arguments: Array(args.dropFirst()))
    exit(0)
}
if args[0] == "objc-parse" {
    ObjCParseBench.run(folders: Array(args.dropFirst().prefix { !$0.hasPrefix("--") }), threads: option("--threads", ProcessInfo.processInfo.activeProcessorCount))
    exit(0)
}
if args[0] == "project" {
    do {
        try ProjectBench.run(folder: args[1], runs: option("--runs", 5))
    } catch {
        FileHandle.standardError.write(Data("vipermap-bench: \(error)\n".utf8))
        exit(2)
    }
    exit(0)
}
if args[0] == "render" {
    RenderBench.run(graphPath: args[1], runs: option("--runs", 5))
    exit(0)
}
let folder = args[1]
@MainActor func option(_ name: String, _ fallback: Int) -> Int {
    guard let i = args.firstIndex(of: name), i + 1 < args.count, let v = Int(args[i + 1]) else { return fallback }
    return v
}
let threads = option("--threads", ProcessInfo.processInfo.activeProcessorCount)
let runs = option("--runs", 3)
let root = URL(fileURLWithPath: folder).standardizedFileURL

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func peakMemoryMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
        return kb / 1024
    }
    return 0
}

do {
    let discovery = SourceDiscovery(root: root)
    let (files, _) = try discovery.discover([folder])
    let (texts, _) = SourceReader.read(files)
    let bytes = texts.reduce(0) { $0 + $1.text.utf8.count }
    print("files: \(texts.count) (\(bytes / 1024) KiB), threads: \(threads), runs: \(runs) (best of)")

    var parseBest = Double.infinity
    var readParseBest = Double.infinity
    var fullBest = Double.infinity
    var walkBest = Double.infinity
    var encodeBest = Double.infinity
    var factsBest = Double.infinity
    var buildBest = Double.infinity
    var graph = Graph()
    for _ in 0..<runs {
        // Parse only: swift-syntax's parser on the texts already in memory, same threads.
        parseBest = min(parseBest, seconds {
            _ = Parallel.map(texts.count, threads: threads) { Parser.parse(source: texts[$0].text).totalLength.utf8Length }
        })
        walkBest = min(walkBest, seconds {
            _ = Parallel.map(texts.count, threads: threads) { i -> Int in
                let tree = Parser.parse(source: texts[i].text)
                let walker = NullVisitor(viewMode: .sourceAccurate)
                walker.walk(tree)
                return walker.count
            }
        })
        var facts: [FileFacts] = []
        factsBest = min(factsBest, seconds { facts = SourceScanner.scan(texts, threads: threads) })
        buildBest = min(buildBest, seconds { graph = GraphBuilder().build(facts) })
        encodeBest = min(encodeBest, seconds { _ = GraphCoding.encode(graph) })
        // Read + parse: what any swift-syntax tool must do, file by file on the same threads.
        readParseBest = min(readParseBest, seconds {
            _ = Parallel.map(files.count, threads: threads) { i -> Int in
                guard case .text(let text) = SourceReader.read(files[i]) else { return 0 }
                return Parser.parse(source: text).totalLength.utf8Length
            }
        })
        // The full scan: discover, read, parse, facts, graph, JSON.
        let pipeline = ScanPipeline(root: root, configuration: Configuration(), threads: threads)
        fullBest = min(fullBest, try seconds {
            graph = try pipeline.run([folder])
            _ = GraphCoding.encode(graph)
        })
    }
    print(String(format: "parse-only:        %.3f s", parseBest))
    print(String(format: "read + parse:      %.3f s", readParseBest))
    print(String(format: "parse + empty walk: %.3f s", walkBest))
    print(String(format: "parse + facts:     %.3f s", factsBest))
    print(String(format: "graph build:       %.3f s", buildBest))
    print(String(format: "JSON encode:       %.3f s", encodeBest))
    print(String(format: "full scan:         %.3f s  (%d modules, %d navigation edges)", fullBest, graph.modules.count, graph.navigation.count))
    print(String(format: "ratio full/parse:  %.2f", fullBest / parseBest))
    print(String(format: "ratio full/(read+parse): %.2f", fullBest / readParseBest))
    print(String(format: "peak memory: %.0f MiB", peakMemoryMiB()))
} catch {
    FileHandle.standardError.write(Data("vipermap-bench: \(error)\n".utf8))
    exit(2)
}

final class NullVisitor: SyntaxVisitor {
    var count = 0
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        count += 1
        return .visitChildren
    }
}

/// Navigation map of a graph JSON: our in-process libgvc render vs the `dot -Tsvg` command on the
/// same DOT (the benchmark is the one place outside the tests that runs `dot`, to compare with it).
enum RenderBench {
    static func run(graphPath: String, runs: Int) {
        guard let data = FileManager.default.contents(atPath: graphPath), let graph = try? GraphCoding.decode(data) else {
            FileHandle.standardError.write(Data("vipermap-bench: \(graphPath) is not a graph JSON\n".utf8))
            exit(2)
        }
        let layout = graph.modules.count <= 150 ? "dot" : "sfdp"
        let hints = layout == "dot" ? [] : ["overlap=false", "splines=false", "outputorder=edgesfirst"]
        let dot = NavigationDOTEncoder(graphAttributes: hints).encode(graph)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("vipermap-bench-\(getpid()).dot")
        try? Data(dot.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var inProcess = Double.infinity, external = Double.infinity
        for _ in 0..<runs {
            inProcess = min(inProcess, seconds { _ = try? GraphvizRenderer.render(dot: dot, layout: layout) })
            external = min(external, seconds {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = [layout, "-Tsvg", file.path, "-o", "/dev/null"]
                try? process.run()
                process.waitUntilExit()
            })
        }
        print("modules: \(graph.modules.count), edges: \(graph.navigation.count), layout: \(layout), runs: \(runs) (best of)")
        print(String(format: "in-process (libgvc): %.3f s", inProcess))
        print(String(format: "%@ -Tsvg command:    %.3f s", layout, external))
        print(String(format: "ratio in-process/command: %.2f", inProcess / external))
    }
}

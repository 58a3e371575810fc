import ArgumentParser
import Foundation
import ViperMap
import ViperMapIO
import ViperMapModel

struct Path: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "How a user gets from one screen to another: the shortest chains of forward navigation.",
        discussion: "FROM may be App: the app's entry (App when the graph has it, else the modules no forward navigation enters). Exit 1 when there is no path."
    )

    @Argument(help: "The module to start from, or App (the app's entry).")
    var from: String

    @Argument(help: "The module to reach.")
    var to: String

    @Argument(help: "A source folder (scanned on the fly) or a graph JSON written by `vipermap scan`.")
    var input = "."

    @Option(help: "text or json.")
    var format = "text"

    @Option(help: "At most this many shortest paths.")
    var limit = 5

    func run() throws {
        guard ["text", "json"].contains(format) else { throw InputError("--format \(format): expected text or json") }
        guard limit >= 1 else { throw InputError("--limit \(limit): expected 1 or more") }
        let graph = try GraphInput.load(input)
        let names = Set(graph.modules.map(\.name))
        for name in [from, to] where !names.contains(name) && name != appModuleName {
            throw InputError("\(name): no such module in \(input)")
        }
        let paths = ShortestPaths.find(from: from, to: to, in: graph, limit: limit)
        let start = from == appModuleName && !graph.navigation.contains(where: { $0.from == appModuleName })
            ? "the entry (\(AppEntry.modules(graph).joined(separator: ", ")))" : from
        if format == "json" {
            struct Output: Encodable { var from: String; var to: String; var entry: [String]; var paths: [[ShortestPaths.Step]] }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let entry = from == appModuleName ? AppEntry.modules(graph) : [from]
            FileHandle.standardOutput.write(try encoder.encode(Output(from: from, to: to, entry: entry, paths: paths)) + Data("\n".utf8))
        } else if !paths.isEmpty {
            FileHandle.standardOutput.write(Data(Self.text(paths, start: start, to: to).utf8))
        }
        if paths.isEmpty {
            FileHandle.standardError.write(Data("vipermap: no forward navigation leads from \(start) to \(to)\n".utf8))
            throw ExitCode(1)
        }
    }

    static func text(_ paths: [[ShortestPaths.Step]], start: String, to: String) -> String {
        guard let first = paths.first, !first.isEmpty else { return "\(to) is where \(start) starts: no step needed\n" }
        let count = first.count
        var lines = ["\(start) → \(to): \(count) step\(count == 1 ? "" : "s"), \(paths.count) shortest path\(paths.count == 1 ? "" : "s")"]
        for (index, path) in paths.enumerated() {
            if paths.count > 1 { lines.append("path \(index + 1):") }
            for (number, step) in path.enumerated() {
                let ways = step.ways > 1 ? " (and \(step.ways - 1) other way\(step.ways == 2 ? "" : "s"))" : ""
                lines.append("  \(number + 1). \(step.from) → \(step.to)  \(step.kind.rawValue)  \(step.via)  \(step.file):\(step.line)\(ways)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

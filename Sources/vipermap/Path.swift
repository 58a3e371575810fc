import ArgumentParser
import Foundation
import ViperMap
import ViperMapIO
import ViperMapModel

struct Path: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "How a user gets from one screen to another: the shortest chains of forward navigation.",
        discussion: """
            FROM may be App: the app's entry (App when the graph has it, else the modules no forward navigation enters). \
            `vipermap path URL [INPUT]` (a URL, a notification's key=value, a quick action's or activity's type in place of \
            FROM and TO): the screens that way in from outside opens, from the graph's entries. Exit 1 when there is no path.
            """
    )

    @Argument(help: "The module to start from, or App (the app's entry); or a URL (`myapp://product/42`).")
    var from: String

    @Argument(help: "The module to reach (with a URL: the INPUT).")
    var to: String?

    @Argument(help: "A source folder (scanned on the fly) or a graph JSON written by `vipermap scan`.")
    var input = "."

    @Option(help: "text or json.")
    var format = "text"

    @Option(help: "At most this many shortest paths.")
    var limit = 5

    func run() throws {
        guard ["text", "json"].contains(format) else { throw InputError("--format \(format): expected text or json") }
        guard limit >= 1 else { throw InputError("--limit \(limit): expected 1 or more") }
        let names: Set<String>
        if let to, !isWayIn(from) {
            let graph = try GraphInput.load(input)
            names = Set(graph.modules.map(\.name))
            try route(graph, names: names, to: to)
        } else {
            guard to != nil || isWayIn(from) else { throw InputError("\(from): give TO (a module), or a URL in place of FROM and TO") }
            guard input == "." else { throw InputError("with a URL, give the INPUT in place of TO: `vipermap path URL [INPUT]`") }
            let graph = try GraphInput.load(to ?? ".")
            try wayIn(graph)
        }
    }

    /// A URL or another way in rather than a module's name: `://`, `key=value`, or a reverse-DNS type.
    private func isWayIn(_ text: String) -> Bool {
        text.contains("://") || text.contains("=") || (text.contains(".") && text.first?.isLowercase == true)
    }

    private func wayIn(_ graph: Graph) throws {
        let taken = WayInMatch.entries(for: from, in: graph)
        if format == "json" {
            struct Output: Encodable { var way: String; var entries: [WayIn] }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(Output(way: from, entries: taken)) + Data("\n".utf8))
        } else if !taken.isEmpty {
            FileHandle.standardOutput.write(Data(Self.text(taken, way: from).utf8))
        }
        guard taken.isEmpty else { return }
        let known = (graph.entries ?? []).map(\.pattern)
        let hint = known.isEmpty ? "the graph has no ways in from outside" : "known: " + Array(Set(known)).sorted().prefix(12).joined(separator: ", ")
        FileHandle.standardError.write(Data("vipermap: no way in from outside matches \(from) (\(hint))\n".utf8))
        throw ExitCode(1)
    }

    static func text(_ entries: [WayIn], way: String) -> String {
        var lines = ["\(way) opens \(entries.count == 1 ? "1 screen" : "\(entries.count) screens"):"]
        for (number, entry) in entries.enumerated() {
            lines.append("  \(number + 1). \(entry.to)  \(entry.how.rawValue)  \(entry.kind) \(entry.pattern)  \(entry.via)  \(entry.file):\(entry.line)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func route(_ graph: Graph, names: Set<String>, to: String) throws {
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

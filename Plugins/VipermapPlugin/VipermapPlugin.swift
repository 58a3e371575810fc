import Foundation
import PackagePlugin

/// `swift package [--allow-writing-to-package-directory] vipermap <scan|render|docs|diff|check|path> [ARGUMENTS...]`
/// run from an app's package that depends on ViperMap. Without paths it maps the package's source
/// targets (`--target NAME` to choose some), and writes into `vipermap/` in the package folder:
/// `scan` → `vipermap/graph.json`, `render` → `vipermap/navigation.svg`, `docs` → `vipermap/docs/`,
/// `check` → the report on standard output. Other arguments go to `vipermap` as they are.
@main
struct VipermapPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let chosen = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        let command = rest.first.map { ["scan", "render", "docs", "diff", "check", "path"].contains($0) } == true ? rest.removeFirst() : "scan"
        let root = context.package.directoryURL
        let output = root.appendingPathComponent("vipermap")
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { chosen.isEmpty || chosen.contains($0.name) }
            .filter { $0.kind != .test }
        guard chosen.isEmpty || targets.count == chosen.count else {
            throw PluginError("--target: no such source target among \(context.package.targets.map(\.name).joined(separator: ", "))")
        }
        // A path given after the command (an existing file or folder) is the user's; none: the package's source targets.
        let givesInput = rest.contains { !$0.hasPrefix("-") && FileManager.default.fileExists(atPath: URL(fileURLWithPath: $0, relativeTo: root).path) }
        let writes = rest.contains("-o") || rest.contains("--output")
        var invocation = [command]
        switch command {
        case "scan":
            invocation += givesInput ? rest : targets.map { $0.directory.string } + ["--root", root.path] + rest
            if !writes { invocation += ["-o", output.appendingPathComponent("graph.json").path] }
        case "render", "docs", "check":
            // One INPUT: the graph `scan` wrote when there is one, else the package folder (scanned on the fly).
            // `check` always scans the package: its .vipermap.yml rules, baseline and suppression comments live there.
            let graph = output.appendingPathComponent("graph.json")
            let input = command != "check" && FileManager.default.fileExists(atPath: graph.path) ? graph.path : root.path
            invocation += givesInput ? rest : [input] + rest
            if !writes, command == "render" { invocation += ["-o", output.appendingPathComponent(rest.contains("html") ? "map.html" : "navigation.svg").path] }
            if !writes, command == "docs" { invocation += ["-o", output.appendingPathComponent("docs").path] }
        default:
            invocation += rest
        }
        if (command == "scan" || command == "render" || command == "docs") && !writes {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        }
        let tool = try context.tool(named: "vipermap")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = invocation
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw PluginError("vipermap \(command) exited with \(process.terminationStatus)")
        }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

import ArgumentParser
import Foundation
import ViperMap
import ViperMapGraphviz
import ViperMapIO
import ViperMapModel

struct Render: ParsableCommand {
    static let dotLimit = 150

    static let configuration = CommandConfiguration(
        abstract: "Draw the app's navigation map (SVG through libgvc in process, or DOT)."
    )

    @Argument(help: "A source folder (scanned on the fly) or a graph JSON written by `vipermap scan`.")
    var input: String

    @Option(help: "What to draw: navigation, dependencies, or module:NAME.")
    var view = "navigation"

    @Option(help: "svg, dot, mermaid or json.")
    var format = "svg"

    @Option(help: "Draw only this module's neighbourhood (with --depth).")
    var focus: String?

    @Option(help: "Hops around --focus (navigation or dependency, either direction).")
    var depth = 1

    @Flag(help: "Show Apple SDK frameworks in the dependencies view.")
    var includeSDK = false

    @Option(help: "Graphviz layout: auto (dot up to \(Render.dotLimit) modules, then sfdp), dot, sfdp or neato.")
    var layout = "auto"

    @Option(help: "Theme: light (default), dark, high-contrast, print, or a theme JSON file (see Themes/README.md).")
    var theme = "light"

    @Option(name: [.short, .customLong("output")], help: "Write here instead of stdout.")
    var output: String?

    @Flag(help: "No messages on stderr.")
    var quiet = false

    func run() throws {
        guard ["svg", "dot", "mermaid", "json"].contains(format) else { throw InputError("--format \(format): expected svg, dot, mermaid or json") }
        let moduleName = view.hasPrefix("module:") ? String(view.dropFirst("module:".count)) : nil
        guard view == "navigation" || view == "dependencies" || moduleName != nil else {
            throw InputError("--view \(view): expected navigation, dependencies or module:NAME")
        }
        let chosenTheme = try ThemeLoader.load(theme)
        var graph = try GraphInput.load(input)
        if let focus {
            guard let cut = Focus.neighbourhood(of: focus, depth: depth, in: graph) else {
                throw InputError("--focus \(focus): no such module")
            }
            graph = cut
        }
        // Plain dot takes minutes past a few hundred nodes (measured here: 5 s at 400, 40 s at 600).
        var chosen = layout
        if layout == "auto" {
            chosen = graph.modules.count <= Self.dotLimit ? "dot" : "sfdp"
            if chosen != "dot" {
                Console(quiet: quiet).say("vipermap: \(graph.modules.count) modules: laying out with sfdp (dot is too slow past \(Self.dotLimit))")
            }
        }
        if let moduleName, !graph.modules.contains(where: { $0.name == moduleName }) {
            throw InputError("--view module:\(moduleName): no such module (modules: \(graph.modules.map(\.name).joined(separator: ", ")))")
        }
        if format == "json" {
            try emit(GraphCoding.encode(graph), graph)
            return
        }
        if format == "mermaid" {
            guard moduleName == nil else { throw InputError("--format mermaid: draws the navigation and dependencies views") }
            let diagrams = view == "navigation" ? MermaidEncoder().navigation(graph) : MermaidEncoder().dependencies(graph, includeSDK: includeSDK)
            if diagrams.count > 1 {
                Console(quiet: quiet).say("vipermap: split into \(diagrams.count) Mermaid diagrams (Mermaid's limits: \(MermaidEncoder.maxEdges) edges, \(MermaidEncoder.maxCharacters) characters)")
            }
            try emit(Data(diagrams.joined(separator: "\n").utf8), graph)
            return
        }
        let hints = chosen == "dot" ? [] : ["overlap=false", "splines=false", "outputorder=edgesfirst"]
        let dot: String
        if let moduleName {
            dot = ModuleDOTEncoder(theme: chosenTheme).encode(graph, module: moduleName)!
        } else if view == "dependencies" {
            dot = DependenciesDOTEncoder(theme: chosenTheme, includeSDK: includeSDK).encode(graph)
        } else {
            dot = NavigationDOTEncoder(graphAttributes: hints, theme: chosenTheme).encode(graph)
        }
        let data: Data
        if format == "dot" {
            data = Data(dot.utf8)
        } else {
            do {
                data = try GraphvizRenderer.render(dot: dot, layout: chosen, format: "svg")
            } catch let error as GraphvizError {
                throw InputError(error.description)
            }
        }
        try emit(data, graph)
    }

    private func emit(_ data: Data, _ graph: Graph) throws {
        if let output {
            try OutputWriter.write(data, to: output)
            Console(quiet: quiet).say("vipermap: \(view) map of \(graph.modules.count) modules -> \(output)")
        } else {
            FileHandle.standardOutput.write(data)
        }
    }
}

/// A command's INPUT: a graph JSON, or a folder to scan first.
enum GraphInput {
    static func load(_ input: String) throws -> Graph {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDir) else {
            throw InputError("\(input): no such file or folder")
        }
        if isDir.boolValue {
            let root = URL(fileURLWithPath: input).standardizedFileURL
            let configuration = try ScanPipeline.loadConfiguration(explicit: nil, root: root)
            return try ScanPipeline(root: root, configuration: configuration).run([input])
        }
        guard let data = FileManager.default.contents(atPath: input) else { throw InputError("\(input): cannot be read") }
        do {
            return try GraphCoding.decode(data)
        } catch let error as GraphCodingError {
            throw InputError("\(input): \(error.description)")
        }
    }
}

/// `--theme NAME|FILE`: a built-in theme, or a user's file validated key by key.
enum ThemeLoader {
    static func load(_ nameOrFile: String) throws -> Theme {
        if let builtIn = Theme.builtIn(nameOrFile) { return builtIn }
        guard FileManager.default.fileExists(atPath: nameOrFile) else {
            throw InputError("--theme \(nameOrFile): not a built-in theme (\(Theme.builtInNames.joined(separator: ", "))) nor a file")
        }
        guard let data = FileManager.default.contents(atPath: nameOrFile) else { throw InputError("\(nameOrFile): cannot be read") }
        do {
            return try Theme.parse(data, source: nameOrFile)
        } catch let error as ThemeError {
            throw InputError(error.description)
        }
    }
}

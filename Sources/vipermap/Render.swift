import ArgumentParser
import Foundation
import ViperMap
import ViperMapGraphviz
import ViperMapIO
import ViperMapModel

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw the app's navigation map (SVG through libgvc in process, or DOT)."
    )

    @Argument(help: "A source folder (scanned on the fly) or a graph JSON written by `vipermap scan`.")
    var input: String

    @Option(help: "What to draw: navigation, dependencies, module:NAME, or feature:NAME (one feature's map; an unknown NAME lists the features; `vipermap docs` pages them).")
    var view = "navigation"

    @Option(help: "svg, dot, mermaid, json, or html (one self-contained page to search, click and follow: both views, a panel per module, the way in from the entry).")
    var format = "svg"

    @Option(help: "Draw only this module's neighbourhood (with --depth).")
    var focus: String?

    @Option(help: "Hops around --focus (navigation or dependency, either direction).")
    var depth = 1

    @Flag(help: "Show Apple SDK frameworks in the dependencies view.")
    var includeSDK = false

    @Option(help: "Graphviz layout: auto (dot in the shape that reads fitted to a screen and a docs column; sfdp past \(LayoutPlanner.dotLimit) modules; features past \(FeatureTree.mapLimit)), dot, sfdp or neato.")
    var layout = "auto"

    @Option(help: "Theme: light (default), dark, high-contrast, print, or a theme JSON file (see Themes/README.md). Default: the config file's `theme`, else light.")
    var theme: String?

    @Option(help: "Where module nodes link to; {name} is the module's page name.")
    var linkTemplate = "modules/{name}.md"

    @Flag(help: "Draw the features overview (one node per feature) whatever the size (auto does past \(FeatureTree.mapLimit) modules).")
    var collapse = false

    @Flag(help: "Draw every module on one map however big the app (no features overview).")
    var allModules = false

    @Option(help: "Pops and dismisses on the module-by-module SVG/DOT map: fold (a back arrowhead on the line that showed the screen), show (lines of their own) or hide. Mermaid always folds; the folder overview counts them.")
    var backEdges = "fold"

    @Flag(help: "Leave out the ways in from outside (URLs, universal links, notifications, quick actions, activities) drawn beside App on the navigation map.")
    var hideWaysIn = false

    @Flag(help: "Draw each module's box with a picture of its screen (a wireframe of its storyboard scene or XIB, or its snapshot test's image) on the navigation map (SVG and HTML).")
    var screens = false

    @Option(help: "For a graph JSON input: the source folder it was scanned from, where storyboards, XIBs and snapshot images are read (default: the JSON's folder).")
    var sources: String?

    @Flag(help: "Print on stderr how the picture reads, from Graphviz's layout: navigation edges, relations, lines drawn, label overlaps, crossings.")
    var stats = false

    @Option(help: "HTML map: the page title.")
    var title = "App map"

    @Option(help: "HTML map: link each module to its docs page with this template ({name} is the page name), e.g. modules/{name}.md.")
    var docsLink: String?

    @Option(help: "HTML map: link file:line with this template ({path}, {line}), e.g. https://github.com/o/r/blob/main/{path}#L{line}.")
    var sourceURL: String?

    @Option(name: [.short, .customLong("output")], help: "Write here instead of stdout.")
    var output: String?

    @Flag(help: "No messages on stderr.")
    var quiet = false

    func run() throws {
        guard ["svg", "dot", "mermaid", "json", "html"].contains(format) else { throw InputError("--format \(format): expected svg, dot, mermaid, json or html") }
        let moduleName = view.hasPrefix("module:") ? String(view.dropFirst("module:".count)) : nil
        let featureName = view.hasPrefix("feature:") ? String(view.dropFirst("feature:".count)) : nil
        guard view == "navigation" || view == "dependencies" || moduleName != nil || featureName != nil else {
            throw InputError("--view \(view): expected navigation, dependencies, module:NAME or feature:NAME")
        }
        guard BackEdgeDrawing(rawValue: backEdges) != nil else { throw InputError("--back-edges \(backEdges): expected fold, show or hide") }
        guard layout == "auto" || GraphvizRenderer.layouts.contains(layout) else {
            throw InputError("--layout \(layout): expected auto, \(GraphvizRenderer.layouts.joined(separator: ", "))")
        }
        let loaded = try GraphInput.loadWithConfiguration(input, quiet: quiet)
        var graph = loaded.graph
        let chosenTheme = try ThemeLoader.load(theme ?? loaded.configuration?.theme ?? "light")
        let pages = PageNames(graph.modules.map(\.name))
        if let focus {
            guard let cut = Focus.neighbourhood(of: focus, depth: depth, in: graph) else {
                throw InputError("--focus \(focus): no such module")
            }
            graph = cut
        }
        if let moduleName, !graph.modules.contains(where: { $0.name == moduleName }) {
            throw InputError("--view module:\(moduleName): no such module (modules: \(graph.modules.map(\.name).joined(separator: ", ")))")
        }
        if format == "json" {
            try emit(GraphCoding.encode(graph), graph)
            return
        }
        // The screens' pictures: in the HTML map's panel always, in the boxes with --screens.
        let pictures = format == "html" || screens
            ? ScreenFiles.draw(graph, root: ScreenFiles.root(input: input, sources: sources), console: Console(quiet: quiet)).pictures : []
        if format == "html" {
            guard view == "navigation" else { throw InputError("--format html: the page holds the navigation and dependencies views (leave --view out)") }
            try emit(HTMLMapDrawer.page(graph, theme: chosenTheme, title: title, docsLink: docsLink, sourceURL: sourceURL, console: Console(quiet: quiet),
                                        waysIn: !hideWaysIn, screens: pictures, thumbnails: screens), graph)
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
        let console = Console(quiet: quiet)
        let drawing = try draw(graph, moduleName: moduleName, featureName: featureName, theme: chosenTheme, pages: pages, console: console,
                               thumbnails: ScreenFiles.thumbnails(pictures))
        if format == "dot" {
            try emit(Data(drawing.dot.utf8), graph)
            return
        }
        try emit(Data(WindowFit.apply(String(decoding: drawing.svg, as: UTF8.self)).utf8), graph)
        if stats {
            // The same DOT laid out again as Graphviz's plain text: what the picture's lines and labels are.
            let plain = String(decoding: try GraphvizRenderer.render(dot: drawing.dot, layout: drawing.engine, format: "plain"), as: UTF8.self)
            let labelSize = Double(max(6, chosenTheme.fontSize - 2))
            let figures = LayoutStats.measure(plain: plain, fontSize: labelSize)
            let relations = view == "navigation" && drawing.modulesDrawn ? NavigationDOTEncoder.relationCount(graph.navigation) : figures.lines
            FileHandle.standardError.write(Data(("vipermap: \(graph.navigation.count) navigation edges, \(relations) relations, \(figures.lines) lines drawn, "
                + "\(figures.labelOverlaps) label overlaps, \(figures.crossings) crossings\n").utf8))
        }
    }

    /// What `render` draws for a view: a module's wiring, the dependencies, one feature's map, the
    /// features overview (past `FeatureTree.mapLimit` modules or with --collapse), or the module-by-module map.
    private func draw(_ graph: Graph, moduleName: String?, featureName: String?, theme: Theme, pages: PageNames, console: Console,
                      thumbnails: [String: String] = [:]) throws -> MapDrawing {
        if let moduleName {
            var encoder = ModuleDOTEncoder(theme: theme, linkTemplate: linkTemplate)
            encoder.pages = pages
            let dot = encoder.encode(graph, module: moduleName)!
            return MapDrawing(svg: try GraphvizRenderer.render(dot: dot, layout: "dot", format: "svg"), dot: dot, engine: "dot", modulesDrawn: false)
        }
        let tree = FeatureTree.complete(graph)
        let featurePages = FeaturePages(tree)
        let featureLink = linkTemplate.replacingOccurrences(of: "modules/", with: "features/")
        var encoder = NavigationDOTEncoder(linkTemplate: linkTemplate, theme: theme)
        encoder.pages = pages
        encoder.backEdges = BackEdgeDrawing(rawValue: backEdges) ?? .fold
        encoder.waysIn = !hideWaysIn
        encoder.thumbnails = thumbnails
        if view == "dependencies" {
            if LayoutPlanner.size(modules: graph.modules.count, edges: graph.dependencies.count) > LayoutPlanner.sfdpLimit && !allModules || collapse {
                let drawn = try MapDrawer.features({ shape in
                    var shaped = encoder; shaped.shape = shape
                    return shaped.encodeFeatureDependencies(graph, features: tree.features, pages: featurePages, featureLink: featureLink)
                }, fontSize: encoder.moduleFontSize, console: console)
                return MapDrawing(svg: drawn.svg, dot: drawn.dot, engine: drawn.engine, modulesDrawn: false)
            }
            var dependencies = DependenciesDOTEncoder(theme: theme, includeSDK: includeSDK, linkTemplate: linkTemplate)
            dependencies.pages = pages
            let choice = LayoutPlanner.plan(layout: layout, modules: graph.modules.count, edges: graph.dependencies.count).first { !$0.collapsed } ?? LayoutChoice(engine: "sfdp")
            dependencies.graphAttributes = LayoutPlanner.graphAttributes(choice)
            let dot = dependencies.encode(graph)
            let svg = try LayoutFallback.render([choice, LayoutChoice(engine: "sfdp")], console: console) { try GraphvizRenderer.render(dot: dot, layout: $0.engine, format: "svg") }
            return MapDrawing(svg: svg, dot: dot, engine: choice.engine, modulesDrawn: false)
        }
        var level = tree.features
        var drawnGraph = graph
        if let featureName {
            guard let feature = tree.all.first(where: { $0.name == featureName || $0.id == featureName || featurePages.page($0.id) == featureName }) else {
                throw InputError("--view feature:\(featureName): no such feature (features: \(tree.all.prefix(40).map(\.name).joined(separator: ", "))\(tree.all.count > 40 ? ", ..." : ""))")
            }
            level = feature.children
            drawnGraph = Focus.feature(feature, in: graph)
        }
        let overview = featureName == nil ? (collapse || (graph.modules.count > FeatureTree.mapLimit && !allModules)) : !level.isEmpty
        if overview && !level.isEmpty {
            if featureName == nil { console.say("vipermap: \(graph.modules.count) modules: the map shows \(level.count) features (`--view feature:NAME` draws one, --all-modules every module)") }
            let drawn = try MapDrawer.features({ shape in
                var shaped = encoder; shaped.shape = shape
                return shaped.encodeFeatures(graph, features: level, pages: featurePages, featureLink: featureLink)
            }, fontSize: encoder.moduleFontSize, console: console)
            return MapDrawing(svg: drawn.svg, dot: drawn.dot, engine: drawn.engine, modulesDrawn: false)
        }
        let drawn = try MapDrawer.modules(drawnGraph, encoder: encoder, legend: true, layout: layout, console: console)
        if layout == "auto", drawn.note != MapShape.standard.description { console.say("vipermap: drawn \(drawn.note) (so that module labels read when the map is fitted to a window)") }
        return MapDrawing(svg: drawn.svg, dot: drawn.dot, engine: drawn.engine, modulesDrawn: true)
    }

    struct MapDrawing {
        var svg: Data
        var dot: String
        var engine: String
        var modulesDrawn: Bool
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

/// Tries the layout choices in order until Graphviz draws one, saying on stderr why it moved on.
enum LayoutFallback {
    static func render(_ choices: [LayoutChoice], console: Console, _ attempt: (LayoutChoice) throws -> Data) throws -> Data {
        for (index, choice) in choices.enumerated() {
            do {
                return try attempt(choice)
            } catch let error as GraphvizError {
                guard index + 1 < choices.count else { throw InputError(error.description) }
                console.say("vipermap: \(error.description); trying \(choices[index + 1]) instead")
            }
        }
        throw InputError("no layout to try")
    }
}

/// A labelled picture laid out so that no label lies over another or over a module: the crowded lines'
/// labels go to their tooltips, a few rounds, else every label does; says which on stderr.
enum LabelledDrawing {
    /// `encode(dropped, all)`: the DOT with those lines' labels (every label when `all`) in the tooltips.
    /// `layout`: Graphviz's plain text for a DOT (default: laid out with `engine` each time).
    static func place(_ picture: String, engine: String, fontSize: Double, console: Console,
                      layout: ((String) throws -> String)? = nil, encode: (Set<LabelledLine>, Bool) -> String) throws -> String {
        let outcome = try LabelFallback.place(fontSize: fontSize, encode: encode) { dot in
            if let layout { return try layout(dot) }
            return String(decoding: try GraphvizRenderer.render(dot: dot, layout: engine, format: "plain"), as: UTF8.self)
        }
        let prefix = picture.isEmpty ? "vipermap: " : "vipermap: \(picture): "
        if outcome.allLabels {
            console.say(prefix + "edge labels would overlap wherever they are placed: every method is in the tooltips instead")
        } else if !outcome.unlabelled.isEmpty {
            let count = outcome.unlabelled.count
            let listed = outcome.unlabelled.prefix(5).map { "\($0.tail) → \($0.head)" }.joined(separator: ", ") + (count > 5 ? ", ..." : "")
            console.say(prefix + "\(count) edge label\(count == 1 ? "" : "s") would overlap: \(count == 1 ? "its method is" : "their methods are") in the tooltips instead (\(listed))")
        }
        return outcome.dot
    }
}

/// A command's INPUT: a graph JSON, or a folder to scan first. A graph JSON's dangling references (edges
/// naming modules it does not have) are left out, each with a warning on stderr.
enum GraphInput {
    static func load(_ input: String, quiet: Bool = false) throws -> Graph { try loadWithConfiguration(input, quiet: quiet).graph }

    /// The graph, and the config file read when INPUT is a folder (for its `theme`).
    static func loadWithConfiguration(_ input: String, quiet: Bool = false) throws -> (graph: Graph, configuration: Configuration?) {
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isDir) else {
            throw InputError("\(input): no such file or folder")
        }
        if isDir.boolValue {
            let root = URL(fileURLWithPath: input).standardizedFileURL
            let configuration = try ScanPipeline.loadConfiguration(explicit: nil, root: root)
            return (try ScanPipeline(root: root, configuration: configuration).run([input]), configuration)
        }
        guard let data = FileManager.default.contents(atPath: input) else { throw InputError("\(input): cannot be read") }
        let graph: Graph
        do {
            graph = try GraphCoding.decode(data)
        } catch let error as GraphCodingError {
            throw InputError("\(input): \(error.description)")
        }
        let checked = GraphReferences.withoutDangling(graph)
        let console = Console(quiet: quiet)
        for warning in checked.warnings.prefix(20) { console.say("vipermap: \(input): warning: \(warning)") }
        if checked.warnings.count > 20 { console.say("vipermap: \(input): warning: \(checked.warnings.count - 20) more dangling references left out") }
        return (checked.graph, nil)
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

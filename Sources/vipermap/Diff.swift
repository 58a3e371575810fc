import ArgumentParser
import Foundation
import ViperMap
import ViperMapDocs
import ViperMapGraphviz
import ViperMapIO
import ViperMapModel

struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "What a change does to the app map: modules, navigation, contracts, components, dependencies.",
        discussion: """
        BASE and HEAD are each a graph JSON, a source folder, or a git revision of --repo (read from \
        git's object store: the working tree and the index are not touched, nothing is written to disk). \
        A path that exists wins over a revision of the same name.
        Exit codes: 0 done (and no --fail-on change found), 1 a --fail-on change is present, 2 usage or input error.
        """
    )

    /// `--fail-on` names and what each looks for.
    static let failures: [(name: String, test: @Sendable (GraphDiff) -> Int)] = [
        ("module-added", { $0.modules.filter { $0.change == .added || $0.change == .renamed }.count }),
        ("module-removed", { $0.modules.filter { $0.change == .removed || $0.change == .renamed }.count }),
        ("navigation-added", { $0.navigation.filter { $0.change == .added }.count }),
        ("navigation-removed", { $0.navigation.filter { $0.change == .removed }.count }),
        ("navigation-changed", { $0.navigation.filter { $0.change == .changed }.count }),
        ("entries-added", { ($0.entries ?? []).filter { $0.change == .added }.count }),
        ("entries-removed", { ($0.entries ?? []).filter { $0.change == .removed }.count }),
        ("contract-changed", { $0.contracts.count }),
        ("component-changed", { $0.components.count }),
        ("dependency-added", { $0.dependencies.filter { $0.change == .added }.count }),
        ("dependency-removed", { $0.dependencies.filter { $0.change == .removed }.count }),
        ("coverage-down", { $0.coverage.map { max($0.notFollowed.count, 1) } ?? 0 }),
        ("any", { $0.modules.count + $0.navigation.count + $0.contracts.count + $0.components.count + $0.dependencies.count + ($0.entries ?? []).count }),
    ]

    @Argument(help: "The version before: a graph JSON, a source folder, or a git revision of --repo.")
    var base: String

    @Argument(help: "The version after: a graph JSON, a source folder, or a git revision of --repo.")
    var head: String

    @Option(help: "The git repository (or a folder inside it) that revisions are read from.")
    var repo = "."

    @Option(help: "markdown (a PR comment), json, svg or mermaid.")
    var format = "markdown"

    @Option(name: [.short, .customLong("output")], help: "Write here instead of stdout.")
    var output: String?

    @Option(help: "Exit 1 when the diff has this kind of change (repeat or separate with commas): \(Diff.failures.map(\.name).joined(separator: ", ")).")
    var failOn: [String] = []

    @Option(help: "Pictures (svg, mermaid): modules within N hops of a change, or `all` for the whole map.")
    var context = "1"

    @Option(help: "svg and mermaid: union (both versions), base or head; every side keeps the union's placement.")
    var side = "union"

    @Option(help: "svg: Graphviz layout of the union: auto, dot, sfdp or neato.")
    var layout = "auto"

    @Option(help: "markdown: link file:line to the source, a URL template with {path}, {line} and {rev} (BASE for removed rows, else HEAD), e.g. https://github.com/o/r/blob/{rev}/{path}#L{line}")
    var sourceURL: String?

    @Flag(help: "markdown: add the Mermaid picture of the changes (when it fits in the comment).")
    var embedMermaid = false

    @Flag(help: "No messages on stderr.")
    var quiet = false

    @OptionGroup var cacheOptions: CacheOptions

    func run() throws {
        guard ["markdown", "json", "svg", "mermaid"].contains(format) else { throw InputError("--format \(format): expected markdown, json, svg or mermaid") }
        let failOn = self.failOn.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
        for name in failOn where !Diff.failures.contains(where: { $0.name == name }) {
            throw InputError("--fail-on \(name): expected one of \(Diff.failures.map(\.name).joined(separator: ", "))")
        }
        let hops: Int?
        if context == "all" { hops = nil } else if let n = Int(context), n >= 0 { hops = n } else {
            throw InputError("--context \(context): expected a number of hops (0 or more) or all")
        }
        guard let side = DiffPicture.Side(rawValue: side) else { throw InputError("--side \(self.side): expected union, base or head") }
        guard layout == "auto" || GraphvizRenderer.layouts.contains(layout) else {
            throw InputError("--layout \(layout): expected auto, \(GraphvizRenderer.layouts.joined(separator: ", "))")
        }
        let console = Console(quiet: quiet)
        let clock = PhaseClock()
        func lap(_ name: String) { clock.mark("diff " + name) }
        let cache = FactsCache()
        // Parse base, then head (its unchanged files come from the cache), then build both graphs at once.
        var repository: GitRevision.Repository?
        let diskCache = cacheOptions.cache()
        let baseParsed = try DiffInput.parse(base, role: "BASE", repo: repo, repository: &repository, cache: cache, diskCache: diskCache)
        lap("base parsed")
        let headParsed = try DiffInput.parse(head, role: "HEAD", repo: repo, repository: &repository, cache: cache, diskCache: diskCache)
        lap("head parsed")
        let graphs = Parallel.map(2, threads: 2) { [baseParsed, headParsed][$0].graph() }
        let baseGraph = graphs[0], headGraph = graphs[1]
        lap("built")
        for (role, argument, graph) in [("BASE", base, baseGraph), ("HEAD", head, headGraph)] where graph.modules.isEmpty {
            console.say("vipermap: \(role) \(argument): no VIPER modules found")
        }
        let diff = GraphDiffer.diff(base: baseGraph, head: headGraph, baseLabel: base, headLabel: head)

        lap("compared")
        let data: Data
        switch format {
        case "json":
            data = diff.encoded()
        case "mermaid":
            data = Data(MermaidEncoder().diff(DiffPicture(base: baseGraph, head: headGraph, diff: diff, context: hops).side(side)).utf8)
        case "svg":
            data = try svg(DiffPicture(base: baseGraph, head: headGraph, diff: diff, context: hops), side: side, console: console)
        default:
            let mermaid = embedMermaid ? MermaidEncoder().diff(DiffPicture(base: baseGraph, head: headGraph, diff: diff, context: hops)) : nil
            data = Data(DiffReport(sourceURL: sourceURL).render(diff, mermaid: mermaid).utf8)
        }
        lap("drawn")
        if let output {
            try OutputWriter.write(data, to: output)
            console.say("vipermap: \(DiffReport.verdict(diff)) -> \(output)")
        } else {
            FileHandle.standardOutput.write(data)
        }

        let found = failOn.compactMap { name -> String? in
            let count = Diff.failures.first { $0.name == name }!.test(diff)
            return count > 0 ? "\(name) (\(count))" : nil
        }
        if !found.isEmpty {
            console.say("vipermap: --fail-on: \(found.joined(separator: ", "))")
            throw ExitCode(1)
        }
    }

    /// The union laid out once; a side is drawn with the union's node positions pinned.
    private func svg(_ picture: DiffPicture, side: DiffPicture.Side, console: Console) throws -> Data {
        var choices = LayoutPlanner.plan(layout: layout, modules: picture.nodes.count, edges: picture.edges.count).filter { !$0.collapsed }
        if choices.isEmpty { choices = [LayoutChoice(engine: "sfdp", edgeLabels: false)] }
        var title = "vipermap diff \(base) → \(head)"
        if side != .union { title += " (\(side.rawValue))" }
        if picture.nodes.isEmpty { title += ": no change to the app map" }
        if picture.hidden > 0 { title += "; \(picture.hidden) unchanged module\(picture.hidden == 1 ? "" : "s") not shown (--context all shows \(picture.hidden == 1 ? "it" : "them"))" }
        return try LayoutFallback.render(choices, console: console) { choice in
            let union = DiffDOTEncoder(graphAttributes: LayoutPlanner.graphAttributes(choice), edgeLabels: choice.edgeLabels).encode(picture, title: title)
            guard side != .union else { return try GraphvizRenderer.render(dot: union, layout: choice.engine, format: "svg") }
            let positions = try GraphvizRenderer.positions(dot: union, layout: choice.engine)
            let pinned = DiffDOTEncoder(graphAttributes: ["splines=true"], edgeLabels: choice.edgeLabels, positions: positions)
            return try GraphvizRenderer.render(dot: pinned.encode(picture.side(side), title: title), layout: "nop", format: "svg")
        }
    }
}

/// BASE or HEAD of a diff: a graph JSON or source folder on disk, else a git revision of the repo.
enum DiffInput {
    /// A side read and parsed, its graph not built yet.
    enum Parsed {
        case graph(Graph)
        case files(ScanPipeline, ScanPipeline.Parsed)

        func graph() -> Graph {
            switch self {
            case .graph(let graph): return graph
            case .files(let pipeline, let parsed): return pipeline.build(parsed)
            }
        }
    }

    static func parse(_ argument: String, role: String, repo: String, repository: inout GitRevision.Repository?, cache: FactsCache,
                      diskCache: ScanCache? = nil) throws -> Parsed {
        var isDir: ObjCBool = false
        if FileManager.default.fileExists(atPath: argument, isDirectory: &isDir) {
            guard isDir.boolValue else { return .graph(try GraphInput.load(argument)) }
            let root = URL(fileURLWithPath: argument).standardizedFileURL
            let pipeline = ScanPipeline(root: root, configuration: try ScanPipeline.loadConfiguration(explicit: nil, root: root), cache: cache,
                                        diskCache: diskCache)
            let input = try pipeline.sources([argument])
            return .files(pipeline, pipeline.parse(input.items, found: input.found, selection: input.selection))
        }
        do {
            if repository == nil { repository = try GitRevision.Repository(repo) }
            let sources = try GitRevision.sources(argument, in: repository!, cache: cache)
            let pipeline = ScanPipeline(root: URL(fileURLWithPath: repo), configuration: sources.configuration, cache: cache, diskCache: diskCache)
            return .files(pipeline, pipeline.parse(sources.items, found: sources.diagnostics, selection: sources.selection))
        } catch let failure as GitRevision.Failure {
            switch failure {
            case .noRepository(let why):
                throw InputError("\(role) \(argument): no such file or folder, and \(repo) is not a git repository to read a revision from (\(why))")
            case .unknownRevision(let why):
                throw InputError("\(role) \(argument): no such file or folder, and \(why)")
            case .failed(let why):
                throw InputError("\(role) \(argument): reading the revision failed: \(why)")
            }
        }
    }
}

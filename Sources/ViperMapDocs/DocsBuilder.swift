import Foundation
import Mustache
import ViperMap
import ViperMapModel
import Yams

/// Where the pages go: `plain` (also `github`) is Markdown with relative links that GitHub shows
/// as is; `mkdocs` puts the pages under `docs/` beside a `mkdocs.yml`; `docc` writes a DocC
/// documentation catalog (articles, image resources, `doc:` links) for `docc convert`.
public enum DocsFlavor: String, CaseIterable, Sendable {
    case plain, github, mkdocs, docc
}

/// A problem with the page templates, naming the template.
public struct DocsError: Error, CustomStringConvertible {
    public var description: String
}

/// The page layouts, as Mustache templates (https://mustache.github.io): the defaults of
/// `Templates/`, or a user's own.
public struct DocsTemplates: Sendable {
    var index: MustacheTemplate
    var module: MustacheTemplate

    public static let defaultIndex = DefaultTemplates.index
    public static let defaultModule = DefaultTemplates.module

    public static func defaults() -> DocsTemplates {
        try! DocsTemplates(index: DefaultTemplates.index, module: DefaultTemplates.module)
    }

    /// Parses templates; `names` say where each came from, for the error message.
    public init(index: String, module: String, names: (index: String, module: String) = ("index.mustache", "module.mustache")) throws {
        _ = MarkdownText.registered
        do { self.index = try MustacheTemplate(string: index) } catch { throw DocsError(description: "\(names.index): not a valid Mustache template (\(error))") }
        do { self.module = try MustacheTemplate(string: module) } catch { throw DocsError(description: "\(names.module): not a valid Mustache template (\(error))") }
    }
}

/// One SVG to draw: its path in the output folder and the ways to lay it out, best first.
public struct DocsPicture: Sendable {
    public struct Attempt: Sendable {
        public var dot: String
        public var layout: String
        /// For a labelled navigation map: the DOT again with some lines' labels (or every label) moved to the
        /// tooltips, for when labels would overlap in the layout.
        public var relabel: (@Sendable (Set<LabelledLine>, Bool) -> String)? = nil
        /// The edge labels' font size in points.
        public var labelSize: Double = 10
    }

    public var path: String
    public var attempts: [Attempt]
    /// A navigation map (or features overview) drawn in the shape that reads; `attempts` is empty then.
    public var map: MapRequest? = nil

    public init(path: String, attempts: [Attempt]) {
        self.path = path
        self.attempts = attempts
    }

    public init(path: String, map: MapRequest) {
        self.path = path
        self.attempts = []
        self.map = map
    }
}

/// Everything `vipermap docs` writes, as values: Markdown and YAML texts by relative path, and the
/// pictures to render. Pure: the same graph and options give the same plan.
public struct DocsPlan: Sendable {
    public var texts: [String: String]
    public var pictures: [DocsPicture]
    /// Files written as they are: the screens' wireframes and snapshot images, by path.
    public var files: [String: [UInt8]] = [:]
    /// The interactive map beside the index page: its path, and how it links a module to its page.
    public var map: DocsHTMLMap?
}

/// `map.html`: drawn by the caller (it needs libgvc), linked from the index page.
public struct DocsHTMLMap: Sendable, Equatable {
    public var path: String
    /// `{name}` is the module's page name, relative to the map.
    public var docsLink: String
    public var title: String
}

/// Builds the docs of an app: an index page, one page per module, the pictures they embed.
public struct DocsBuilder {
    public var flavor: DocsFlavor
    /// A link template for source locations, with `{path}` and `{line}`.
    public var sourceURL: String?
    public var theme: Theme
    public var templates: DocsTemplates
    public var title: String
    /// `vipermap check`'s settings (the config's `rules:`; the defaults when there is none), for the index's Rules section.
    public var rules = RuleSettings()
    /// The pictures of the modules' screens (drawn by the caller from the files the graph names); nil: none.
    public var screens: ScreenDrawing?

    public init(flavor: DocsFlavor = .plain, sourceURL: String? = nil, theme: Theme = .light,
                templates: DocsTemplates = .defaults(), title: String = "App map") {
        self.flavor = flavor
        self.sourceURL = sourceURL
        self.theme = theme
        self.templates = templates
        self.title = title
    }

    var layout: DocsLayout { DocsLayout(flavor: flavor) }

    public func plan(_ graph: Graph) -> DocsPlan {
        let graph = graph.sorted()
        let layout = self.layout
        let pages = PageNames(graph.modules.map(\.name))
        var texts: [String: String] = [:]
        var pictures: [DocsPicture] = []

        // Past `FeatureTree.mapLimit` modules the index shows the features, and each feature has a page with its map.
        let tree = FeatureTree.complete(graph)
        let leveled = graph.modules.count > FeatureTree.mapLimit
        let featurePages = FeaturePages(tree)
        let index = GraphIndex(graph)
        let overview = DocsLayout.Asset.navigation
        if leveled {
            let owner = tree.owners
            pictures.append(DocsPicture(path: layout.path(overview),
                                        map: MapRequest(graph: graph, encoder: navigationEncoder(pages: pages, linkTemplate: layout.moduleLinkTemplate(in: overview)),
                                                        features: tree.features, featurePages: featurePages, featureLink: layout.featureLinkTemplate(in: overview))))
            for feature in tree.all {
                let page = featurePages.page(feature.id)
                let asset = DocsLayout.Asset.feature(page)
                let request: MapRequest
                if feature.children.isEmpty {
                    request = MapRequest(graph: Focus.feature(feature, in: index), encoder: navigationEncoder(pages: pages, linkTemplate: layout.moduleLinkTemplate(in: asset)),
                                         shapes: MapShape.bulk)
                } else {
                    request = MapRequest(graph: graph, encoder: navigationEncoder(pages: pages, linkTemplate: ""), features: feature.children,
                                         featurePages: featurePages, featureLink: layout.featureLinkTemplate(in: asset))
                }
                pictures.append(DocsPicture(path: layout.path(asset), map: request))
                texts[layout.path(DocsLayout.Page.feature(page))] = featurePage(feature, tree: tree, index: index, owner: owner, pages: pages, featurePages: featurePages)
            }
        } else {
            pictures.append(DocsPicture(path: layout.path(overview),
                                        map: MapRequest(graph: graph, encoder: navigationEncoder(pages: pages, linkTemplate: layout.moduleLinkTemplate(in: overview)))))
        }
        if LayoutPlanner.size(modules: graph.modules.count, edges: graph.dependencies.count) > LayoutPlanner.sfdpLimit {
            pictures.append(DocsPicture(path: layout.path(.dependencies),
                                        map: MapRequest(graph: graph, encoder: navigationEncoder(pages: pages, linkTemplate: ""), features: tree.features,
                                                        featurePages: featurePages, featureLink: layout.featureLinkTemplate(in: .dependencies), dependencies: true)))
        } else {
            var dependencies = DependenciesDOTEncoder(theme: theme, linkTemplate: layout.moduleLinkTemplate(in: .dependencies))
            dependencies.pages = pages
            let dependencyChoice = LayoutPlanner.plan(layout: "auto", modules: graph.modules.count, edges: graph.dependencies.count)
                .first { !$0.collapsed } ?? LayoutChoice(engine: "sfdp")
            dependencies.graphAttributes = LayoutPlanner.graphAttributes(dependencyChoice)
            pictures.append(DocsPicture(path: layout.path(.dependencies),
                                        attempts: [.init(dot: dependencies.encode(graph), layout: dependencyChoice.engine),
                                                   .init(dot: dependencies.encode(graph), layout: "sfdp")]))
        }
        let services = ServiceIndex(graph)
        let screenAssets = self.screenAssets(pages: pages)
        var files: [String: [UInt8]] = [:]
        for asset in screenAssets.values.joined() { files[layout.path(asset.asset)] = asset.picture.data }
        if !screenAssets.isEmpty { texts[layout.path(.screens)] = contactSheet(graph, assets: screenAssets, pages: pages) }
        var landing = indexPage(index, pages: pages, features: leveled ? tree.features : [], featurePages: featurePages, services: services,
                                hasScreens: !screenAssets.isEmpty)
        if layout.isDocC, let firstLine = landing.firstIndex(of: "\n") {
            // The catalog's landing page: the root of its articles when built alone.
            landing.insert(contentsOf: "\n@Metadata {\n    @TechnologyRoot\n}\n", at: landing.index(after: firstLine))
        }
        texts[layout.path(.index)] = landing

        var wiring = ModuleDOTEncoder(theme: theme, linkTemplate: layout.moduleLinkTemplate(in: .wiring("")))
        wiring.pages = pages
        // A module's page, wiring and neighbourhood need only the module and its neighbours: its neighbourhood graph.
        // Made on every core, in module order.
        let perModule = Parallel.map(graph.modules.count, threads: ProcessInfo.processInfo.activeProcessorCount) { i -> (String, String, [DocsPicture])? in
            let module = graph.modules[i]
            let page = pages.page(module.name)
            guard let around = Focus.neighbourhood(of: module.name, depth: 1, in: index) else { return nil }
            var drawn: [DocsPicture] = []
            if let dot = wiring.encode(around, module: module.name) {
                drawn.append(DocsPicture(path: layout.path(.wiring(page)), attempts: [.init(dot: dot, layout: "dot")]))
            }
            drawn.append(DocsPicture(path: layout.path(.neighbourhood(page)), map: neighbourhood(around, pages: pages)))
            let text = modulePage(module, around: around, diagnostics: index.diagnostics(of: module),
                                  targetCount: graph.targets?.count ?? 0, pages: pages, services: services,
                                  waysIn: (graph.entries ?? []).filter { $0.to == module.name },
                                  screens: screenAssets[module.name].map { screenSection(module, assets: $0) } ?? "")
            return (layout.path(.module(page)), text, drawn)
        }
        for case let (path, text, drawn)? in perModule {
            texts[path] = text
            pictures += drawn
        }
        if let entries = graph.entries, !entries.isEmpty {
            texts[layout.path(.waysIn)] = waysInPage(entries, diagnostics: graph.diagnostics, pages: pages)
        }
        if flavor == .mkdocs { texts["mkdocs.yml"] = mkdocsConfiguration(graph, pages: pages, features: leveled ? tree.all : [], featurePages: featurePages,
                                                                        hasScreens: !screenAssets.isEmpty) }
        return DocsPlan(texts: texts, pictures: pictures, files: files,
                        map: layout.isDocC ? nil : DocsHTMLMap(path: layout.docsRoot + "map.html", docsLink: "modules/{name}.\(layout.pageExtension)", title: title))
    }

    /// A module's neighbourhood on its page: the first shape that reads, without folder boxes (one per module: see `boxes`).
    private func neighbourhood(_ around: Graph, pages: PageNames) -> MapRequest {
        var encoder = navigationEncoder(pages: pages, linkTemplate: layout.moduleLinkTemplate(in: .neighbourhood("")))
        encoder.boxes = false
        var request = MapRequest(graph: around, encoder: encoder)
        request.overview = false
        return request
    }

    private func navigationEncoder(pages: PageNames, linkTemplate: String) -> NavigationDOTEncoder {
        var encoder = NavigationDOTEncoder(linkTemplate: linkTemplate, theme: theme)
        encoder.pages = pages
        return encoder
    }

    // MARK: Pages

    private func indexPage(_ index: GraphIndex, pages: PageNames, features: [Feature], featurePages: FeaturePages, services: ServiceIndex,
                           hasScreens: Bool) -> String {
        let graph = index.graph
        let forward = graph.navigation.filter { !$0.kind.isBackward }
        let reached = Set(forward.filter { $0.from != $0.to }.map(\.to))
        let components = graph.modules.reduce(0) { $0 + $1.components.count }
        let contracts = graph.modules.reduce(0) { $0 + $1.contracts.count }
        let moduleDependencies = graph.dependencies.filter { $0.kind == .module }.count
        let summary = "\(count(graph.modules.count, "module")), \(count(components, "component")), \(count(contracts, "contract protocol")), "
            + "\(count(graph.navigation.count, "navigation edge")) and \(count(moduleDependencies, "dependency", plural: "dependencies")) between modules."
        let entryPoints: [[String: Any]] = graph.navigation.filter { $0.from == appModuleName }.map { edge in
            ["link": moduleLink(edge.to, pages: pages, from: .index), "kind": edge.kind.rawValue, "via": edge.via]
        }
        let modules: [[String: Any]] = graph.modules.map { module in
            let roles = Set(module.components.map(\.role)).sorted().map(\.rawValue).joined(separator: ", ")
            return [
                "link": moduleLink(module.name, pages: pages, from: .index),
                "about": ModuleAbout.summary(of: module) ?? "",
                "path": module.path,
                "roles": roles.isEmpty ? "-" : roles,
                "contractCount": "\(module.contracts.count)",
                "outCount": "\(index.navigation(from: module.name).filter { !$0.kind.isBackward }.count)",
                "inCount": "\(index.navigation(to: module.name).filter { !$0.kind.isBackward }.count)",
            ]
        }
        let unreached: [[String: Any]] = graph.modules.filter { !reached.contains($0.name) }.map {
            ["link": moduleLink($0.name, pages: pages, from: .index)]
        }
        var kinds: [String: String] = [:]
        for module in graph.modules { for service in module.services ?? [] { kinds[service.name] = service.kind } }
        let shared: [[String: Any]] = services.all.filter { $0.modules.count > 1 }.map { entry in
            ["name": entry.service, "kind": kinds[entry.service] ?? "other",
             "modules": entry.modules.map { moduleLink($0, pages: pages, from: .index) }.joined(separator: ", ")]
        }
        let diagnostics: [[String: Any]] = graph.diagnostics.map { diagnostic in
            ["severity": diagnostic.severity.rawValue, "location": location(diagnostic.file, diagnostic.line), "message": diagnostic.message]
        }
        let ranking: [[String: Any]] = CoverageText.ranking(graph).map { row in
            ["link": row.module.map { moduleLink($0, pages: pages, from: .index) } ?? "App code of no module",
             "sites": "\(row.coverage.sites)", "followed": "\(row.coverage.followed)", "notFollowed": "\(row.coverage.notFollowed)"]
        }
        let context: [String: Any] = [
            "title": title,
            "summary": summary,
            "hasCoverage": CoverageText.app(graph.coverage) != nil, "coverage": MarkdownText.prose(CoverageText.app(graph.coverage) ?? ""),
            "hasOpenModules": !ranking.isEmpty, "openModules": ranking,
            "navigationMap": layout.embed(.navigation, alt: "App map: which module opens which", from: .index),
            "dependencyMap": layout.embed(.dependencies, alt: "Module dependencies", from: .index),
            "mapLinks": !layout.isDocC,
            "interactiveMap": layout.isDocC ? "" : "[Explore the interactive map](map.html): find a module, click it for its components, contracts and navigation, and see how a user gets there from the app's entry.",
            "hasEntryPoints": !entryPoints.isEmpty, "entryPoints": entryPoints,
            "hasWaysIn": !(graph.entries ?? []).isEmpty,
            "hasScreens": hasScreens, "screensLink": layout.link("Every screen", to: .screens, from: .index),
            "waysInLink": layout.link("Ways in from outside", to: .waysIn, from: .index),
            "waysInCount": count((graph.entries ?? []).count, "way in", plural: "ways in"),
            "modules": modules,
            "hasUnreached": !unreached.isEmpty, "unreached": unreached,
            "hasDiagnostics": !diagnostics.isEmpty, "diagnostics": diagnostics,
            "hasSharedServices": !shared.isEmpty, "sharedServices": shared,
            "rules": ruleRows(graph, pages: pages),
            "hasFeatures": !features.isEmpty,
            "features": features.map { feature -> [String: Any] in
                ["link": layout.link(feature.name, to: .feature(featurePages.page(feature.id)), from: .index), "count": "\(feature.modules.count)",
                 "how": feature.source == .folder ? "folder" : feature.source == .navigation ? "navigation between them" : "no navigation"]
            },
        ]
        return tidy(templates.index.render(context))
    }

    /// One row per rule in force: its severity, how many violations `vipermap check` finds (suppression
    /// comments in the source are not read here), and links to the modules that have them.
    private func ruleRows(_ graph: Graph, pages: PageNames) -> [[String: Any]] {
        let violations = RuleChecker(settings: rules).check(graph)
        var rows: [[String: Any]] = []
        for rule in RuleCatalog.all {
            let found = violations.filter { $0.rule == rule.id }
            let severity = rule.id == "forbidden" ? (rules.forbidden.isEmpty ? .off : RuleSeverity.error) : rules.severity(rule)
            let configured = rule.id == "cross-feature-navigation" ? !rules.groups.isEmpty : true
            guard severity != .off, configured || !found.isEmpty else { continue }
            let modules = Set(found.map(\.module)).sorted().map { moduleLink($0, pages: pages, from: .index) }
            rows.append(["id": rule.id, "severity": found.first?.severity.rawValue ?? severity.rawValue, "count": "\(found.count)",
                         "modules": modules.isEmpty ? "-" : modules.joined(separator: ", ")])
        }
        return rows
    }

    private func mkdocsConfiguration(_ graph: Graph, pages: PageNames, features: [Feature], featurePages: FeaturePages, hasScreens: Bool) -> String {
        let safeTitle = { (name: String) -> String in
            name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || " -_.".unicodeScalars.contains($0) } ? name : pages.page(name)
        }
        let modules = graph.modules.map { module -> Node in
            Node.mapping(Node.Mapping([(Node(safeTitle(module.name)), Node("modules/\(pages.page(module.name)).md"))]))
        }
        var nav: [Node] = [Node.mapping(Node.Mapping([(Node("Overview"), Node("index.md"))]))]
        if !features.isEmpty {
            let entries = features.map { Node.mapping(Node.Mapping([(Node(safeTitle($0.name)), Node("features/\(featurePages.page($0.id)).md"))])) }
            nav.append(Node.mapping(Node.Mapping([(Node("Features"), Node.sequence(Node.Sequence(entries)))])))
        }
        if !(graph.entries ?? []).isEmpty { nav.append(Node.mapping(Node.Mapping([(Node("Ways in from outside"), Node("ways-in.md"))]))) }
        if hasScreens { nav.append(Node.mapping(Node.Mapping([(Node("Screens"), Node("screens.md"))]))) }
        if !modules.isEmpty { nav.append(Node.mapping(Node.Mapping([(Node("Modules"), Node.sequence(Node.Sequence(modules)))]))) }
        let root = Node.mapping(Node.Mapping([
            (Node("site_name"), Node(safeTitle(title))),
            (Node("docs_dir"), Node("docs")),
            (Node("use_directory_urls"), Node("false", Tag(.bool))),
            (Node("nav"), Node.sequence(Node.Sequence(nav))),
        ]))
        return (try? Yams.serialize(node: root, sortKeys: false)) ?? ""
    }

    // MARK: Pieces

    enum PageKind {
        case index, module, feature, screens
        var page: DocsLayout.Page {
            switch self {
            case .index: return .index
            case .screens: return .screens
            case .module: return .module("")
            case .feature: return .feature("")
            }
        }
    }

    func moduleLink(_ name: String, pages: PageNames, from: PageKind) -> String {
        guard name != appModuleName else { return "App (entry code)" }
        return layout.link(name, to: .module(pages.page(name)), from: from.page)
    }

    /// `file:line`, linked to the source when a source URL template was given; shown relative to `folder` when inside it.
    func location(_ file: String, _ line: Int?, relativeTo folder: String = "") -> String {
        let inside = !folder.isEmpty && file.hasPrefix(folder + "/")
        return MarkdownText.location(file, line, template: sourceURL, shown: inside ? String(file.dropFirst(folder.count + 1)) : nil)
    }

    func reasons(_ dependency: Dependency) -> String {
        let shown = dependency.reasons.prefix(5).joined(separator: "; ")
        return dependency.reasons.count > 5 ? shown + "; and \(dependency.reasons.count - 5) more" : shown
    }

    func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) \(n == 1 ? noun : plural ?? noun + "s")"
    }

    /// At most one blank line in a row, one newline at the end.
    func tidy(_ text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.last == " " ? Substring(line.reversed().drop { $0 == " " }.reversed()) : line
            if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }
}

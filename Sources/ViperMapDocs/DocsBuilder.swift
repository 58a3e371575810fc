import Foundation
import Mustache
import ViperMap
import ViperMapModel
import Yams

/// Where the pages go: `plain` (also `github`) is Markdown with relative links that GitHub shows
/// as is; `mkdocs` puts the pages under `docs/` beside a `mkdocs.yml`.
public enum DocsFlavor: String, CaseIterable, Sendable {
    case plain, github, mkdocs
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
    /// The interactive map beside the index page: its path, and how it links a module to its page.
    public var map: DocsHTMLMap
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

    public init(flavor: DocsFlavor = .plain, sourceURL: String? = nil, theme: Theme = .light,
                templates: DocsTemplates = .defaults(), title: String = "App map") {
        self.flavor = flavor
        self.sourceURL = sourceURL
        self.theme = theme
        self.templates = templates
        self.title = title
    }

    /// Where the Markdown pages sit in the output folder.
    var docsRoot: String { flavor == .mkdocs ? "docs/" : "" }
    /// What a page link in an SVG ends with: mkdocs serves `.html` (with `use_directory_urls: false`).
    var pageExtension: String { flavor == .mkdocs ? "html" : "md" }

    public func plan(_ graph: Graph) -> DocsPlan {
        let graph = graph.sorted()
        let pages = PageNames(graph.modules.map(\.name))
        var texts: [String: String] = [:]
        var pictures: [DocsPicture] = []

        // Past `FeatureTree.mapLimit` modules the index shows the features, and each feature has a page with its map.
        let tree = FeatureTree.complete(graph)
        let leveled = graph.modules.count > FeatureTree.mapLimit
        let featurePages = FeaturePages(tree)
        let featureLink = "../features/{name}.\(pageExtension)"
        let index = GraphIndex(graph)
        if leveled {
            let owner = tree.owners
            pictures.append(DocsPicture(path: docsRoot + "assets/navigation.svg",
                                        map: MapRequest(graph: graph, encoder: navigationEncoder(pages: pages, linkTemplate: "../modules/{name}.\(pageExtension)"),
                                                        features: tree.features, featurePages: featurePages, featureLink: featureLink)))
            for feature in tree.all {
                let page = featurePages.page(feature.id)
                let request: MapRequest
                if feature.children.isEmpty {
                    request = MapRequest(graph: Focus.feature(feature, in: index), encoder: navigationEncoder(pages: pages, linkTemplate: "../../modules/{name}.\(pageExtension)"),
                                         shapes: MapShape.bulk)
                } else {
                    request = MapRequest(graph: graph, encoder: navigationEncoder(pages: pages, linkTemplate: ""), features: feature.children,
                                         featurePages: featurePages, featureLink: "../../features/{name}.\(pageExtension)")
                }
                pictures.append(DocsPicture(path: docsRoot + "assets/features/\(page).svg", map: request))
                texts[docsRoot + "features/\(page).md"] = featurePage(feature, tree: tree, index: index, owner: owner, pages: pages, featurePages: featurePages)
            }
        } else {
            pictures.append(DocsPicture(path: docsRoot + "assets/navigation.svg",
                                        map: MapRequest(graph: graph, encoder: navigationEncoder(pages: pages, linkTemplate: "../modules/{name}.\(pageExtension)"))))
        }
        if LayoutPlanner.size(modules: graph.modules.count, edges: graph.dependencies.count) > LayoutPlanner.sfdpLimit {
            pictures.append(DocsPicture(path: docsRoot + "assets/dependencies.svg",
                                        map: MapRequest(graph: graph, encoder: navigationEncoder(pages: pages, linkTemplate: ""), features: tree.features,
                                                        featurePages: featurePages, featureLink: featureLink, dependencies: true)))
        } else {
            var dependencies = DependenciesDOTEncoder(theme: theme, linkTemplate: "../modules/{name}.\(pageExtension)")
            dependencies.pages = pages
            let dependencyChoice = LayoutPlanner.plan(layout: "auto", modules: graph.modules.count, edges: graph.dependencies.count)
                .first { !$0.collapsed } ?? LayoutChoice(engine: "sfdp")
            dependencies.graphAttributes = LayoutPlanner.graphAttributes(dependencyChoice)
            pictures.append(DocsPicture(path: docsRoot + "assets/dependencies.svg",
                                        attempts: [.init(dot: dependencies.encode(graph), layout: dependencyChoice.engine),
                                                   .init(dot: dependencies.encode(graph), layout: "sfdp")]))
        }
        texts[docsRoot + "index.md"] = indexPage(index, pages: pages, features: leveled ? tree.features : [], featurePages: featurePages)

        var wiring = ModuleDOTEncoder(theme: theme, linkTemplate: "../../modules/{name}.\(pageExtension)")
        wiring.pages = pages
        // A module's page, wiring and neighbourhood need only the module and its neighbours: its neighbourhood graph.
        for module in graph.modules {
            let page = pages.page(module.name)
            guard let around = Focus.neighbourhood(of: module.name, depth: 1, in: index) else { continue }
            if let dot = wiring.encode(around, module: module.name) {
                pictures.append(DocsPicture(path: docsRoot + "assets/modules/\(page).svg", attempts: [.init(dot: dot, layout: "dot")]))
            }
            pictures.append(DocsPicture(path: docsRoot + "assets/modules/\(page)-map.svg", map: neighbourhood(around, pages: pages)))
            texts[docsRoot + "modules/\(page).md"] = modulePage(module, around: around, diagnostics: index.diagnostics(of: module), targetCount: graph.targets?.count ?? 0, pages: pages)
        }
        if flavor == .mkdocs { texts["mkdocs.yml"] = mkdocsConfiguration(graph, pages: pages, features: leveled ? tree.all : [], featurePages: featurePages) }
        return DocsPlan(texts: texts, pictures: pictures,
                        map: DocsHTMLMap(path: docsRoot + "map.html", docsLink: "modules/{name}.\(pageExtension)", title: title))
    }

    /// A module's neighbourhood on its page: the first shape that reads, without folder boxes (one per module: see `boxes`).
    private func neighbourhood(_ around: Graph, pages: PageNames) -> MapRequest {
        var encoder = navigationEncoder(pages: pages, linkTemplate: "../../modules/{name}.\(pageExtension)")
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

    private func indexPage(_ index: GraphIndex, pages: PageNames, features: [Feature], featurePages: FeaturePages) -> String {
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
        let diagnostics: [[String: Any]] = graph.diagnostics.map { diagnostic in
            ["severity": diagnostic.severity.rawValue, "location": location(diagnostic.file, diagnostic.line), "message": diagnostic.message]
        }
        let context: [String: Any] = [
            "title": title,
            "summary": summary,
            "navigationMap": embed("assets/navigation.svg", alt: "App map: which module opens which", from: .index),
            "dependencyMap": embed("assets/dependencies.svg", alt: "Module dependencies", from: .index),
            "interactiveMap": "[Explore the interactive map](map.html): find a module, click it for its components, contracts and navigation, and see how a user gets there from the app's entry.",
            "hasEntryPoints": !entryPoints.isEmpty, "entryPoints": entryPoints,
            "modules": modules,
            "hasUnreached": !unreached.isEmpty, "unreached": unreached,
            "hasDiagnostics": !diagnostics.isEmpty, "diagnostics": diagnostics,
            "rules": ruleRows(graph, pages: pages),
            "hasFeatures": !features.isEmpty,
            "features": features.map { feature -> [String: Any] in
                ["link": MarkdownText.link(feature.name, to: "features/\(featurePages.page(feature.id)).md"), "count": "\(feature.modules.count)",
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

    /// `around` is the module's neighbourhood (every edge of the module is in it); `own` its diagnostics; `targetCount` the app's targets.
    private func modulePage(_ module: Module, around graph: Graph, diagnostics own: [Diagnostic], targetCount: Int, pages: PageNames) -> String {
        let page = pages.page(module.name)
        let outgoing = graph.navigation.filter { $0.from == module.name }
        let incoming = graph.navigation.filter { $0.to == module.name }
        let roles = Set(module.components.map(\.role)).sorted().map(\.rawValue)
        let usesModules = graph.dependencies.filter { $0.from == module.name && $0.kind == .module }.count
        // Where it is built, when the app has more than one target (an app and its frameworks, several apps).
        let targets = targetCount > 1 ? (module.targets ?? []) : []
        let built = targets.isEmpty ? "" : ", built in the target\(targets.count == 1 ? "" : "s") \(targets.joined(separator: ", "))"
        var summary = "\(module.name) is the module in \(module.path.isEmpty ? "the app's top folder" : module.path)\(built): "
            + "\(count(module.components.count, "component"))\(roles.isEmpty ? "" : " (\(roles.joined(separator: ", ")))")"
            + " and \(count(module.contracts.count, "contract protocol")). "
        summary += "It opens \(count(Set(outgoing.filter { !$0.kind.isBackward }.map(\.to)).count, "module")), "
            + "is opened from \(count(Set(incoming.filter { !$0.kind.isBackward }.map(\.from)).count, "place"))"
            + " and uses \(count(usesModules, "other module")) directly."
        let components: [[String: Any]] = module.components.map {
            ["role": $0.role.rawValue, "name": $0.name, "kind": $0.kind, "location": location($0.file, $0.line)]
        }
        let contracts: [[String: Any]] = module.contracts.map { contract in
            let requirements = contract.requirements.map(\.signature).joined(separator: "\n")
            return [
                "name": contract.name,
                "location": location(contract.file, contract.line),
                "adoptedBy": contract.adoptedBy.isEmpty ? "nothing found" : contract.adoptedBy.joined(separator: ", "),
                "heldBy": contract.heldBy.isEmpty ? "nothing found" : contract.heldBy.joined(separator: ", "),
                "requirementsBlock": requirements.isEmpty ? "No requirements." : MarkdownText.codeBlock(requirements),
            ]
        }
        func row(_ edge: NavigationEdge, other: String) -> [String: Any] {
            var row: [String: Any] = ["kind": edge.kind.rawValue, "link": moduleLink(other, pages: pages, from: .module), "via": edge.via,
                                      "location": location(edge.file, edge.line), "through": edge.through]
            if let owner = edge.owner { row["owner"] = owner }
            return row
        }
        let dependsOn: [[String: Any]] = graph.dependencies.filter { $0.from == module.name }.map { dependency in
            [
                "link": dependency.kind == .module ? moduleLink(dependency.to, pages: pages, from: .module) : MarkdownText.escape(dependency.to),
                "kind": dependency.kind == .module ? "module" : dependency.kind == .sdk ? "Apple SDK" : "framework",
                "reasons": reasons(dependency),
            ]
        }
        let usedBy: [[String: Any]] = graph.dependencies.filter { $0.to == module.name && $0.kind == .module }.map {
            ["link": moduleLink($0.from, pages: pages, from: .module), "reasons": reasons($0)]
        }
        let notFollowed: [[String: Any]] = own.filter(\.isNavigationGap).map { ["location": location($0.file, $0.line), "message": $0.message] }
        let diagnostics: [[String: Any]] = own.filter { !$0.isNavigationGap }
            .map { ["severity": $0.severity.rawValue, "location": location($0.file, $0.line), "message": $0.message] }
        let context: [String: Any] = [
            "name": module.name,
            "summary": summary,
            "indexLink": "../index.md",
            "components": components,
            "contracts": contracts,
            "wiringMap": embed("assets/modules/\(page).svg", alt: "\(module.name)'s components and contracts", from: .module),
            "neighbourhoodMap": embed("assets/modules/\(page)-map.svg", alt: "\(module.name) and the modules it opens or is opened from", from: .module),
            "hasOutgoing": !outgoing.isEmpty, "outgoing": outgoing.map { row($0, other: $0.to) },
            "hasIncoming": !incoming.isEmpty, "incoming": incoming.map { row($0, other: $0.from) },
            "hasDependsOn": !dependsOn.isEmpty, "dependsOn": dependsOn,
            "hasUsedBy": !usedBy.isEmpty, "usedBy": usedBy,
            "hasNotFollowed": !notFollowed.isEmpty, "notFollowed": notFollowed,
            "hasDiagnostics": !diagnostics.isEmpty, "diagnostics": diagnostics,
        ]
        return tidy(templates.module.render(context))
    }

    private func mkdocsConfiguration(_ graph: Graph, pages: PageNames, features: [Feature], featurePages: FeaturePages) -> String {
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

    enum PageKind { case index, module, feature }

    func moduleLink(_ name: String, pages: PageNames, from: PageKind) -> String {
        guard name != appModuleName else { return "App (entry code)" }
        let target = from == .index ? "modules/\(pages.page(name)).md" : from == .feature ? "../modules/\(pages.page(name)).md" : "\(pages.page(name)).md"
        return MarkdownText.link(name, to: target)
    }

    /// `file:line`, linked to the source when a source URL template was given.
    func location(_ file: String, _ line: Int?) -> String {
        MarkdownText.location(file, line, template: sourceURL)
    }

    /// A picture on a page: a linked image for GitHub, an `<object>` on mkdocs so its nodes can
    /// be clicked through to the module pages.
    func embed(_ asset: String, alt: String, from: PageKind) -> String {
        let relative = (from == .index ? "" : "../") + asset
        if flavor == .mkdocs {
            let url = MarkdownText.urlEscape(relative)
            return "<object data=\"\(url)\" type=\"image/svg+xml\" style=\"max-width: 100%;\">\(MarkdownText.escape(alt))</object>"
        }
        return "[![\(MarkdownText.escape(alt))](\(MarkdownText.urlEscape(relative)))](\(MarkdownText.urlEscape(relative)))"
    }

    private func reasons(_ dependency: Dependency) -> String {
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

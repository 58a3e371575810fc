import Foundation
import Testing
import ViperMap
import ViperMapModel

/// A headless Chromium, when installed (`make setup` installs Debian's `chromium`); on CI it must be.
private let chromium: URL? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/local/bin/chromium"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
private let browserTestsRun = chromium != nil || ProcessInfo.processInfo.environment["CI"] != nil

/// The HTML map: one self-contained page, its index, escaping, and the page in a real browser.
@Suite struct HTMLMapTests {
    private func page(_ graph: Graph, in folder: URL, name: String = "map.html", extra: [String] = []) throws -> URL {
        let input = folder.appendingPathComponent(name + ".json")
        try GraphCoding.encode(graph).write(to: input)
        let output = folder.appendingPathComponent(name)
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["render", input.path, "--format", "html", "-o", output.path, "--quiet"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        return output
    }

    private func hostileGraph() -> Graph {
        let evil = "<script>alert(1)</script>&\"'"
        let modules = [Module(name: evil, path: "App/<b>", components: [
            Component(name: "</script><img src=x>", role: .view, kind: "class", file: "App/<b>/V.swift", line: 3, inherits: [], conformsTo: [])]),
                       Module(name: "Home", path: "App/Home")]
        let edges = [NavigationEdge(from: "Home", to: evil, kind: .push, via: "HomeRouter.open(<x>)", file: "App/Home/R.swift", line: 9)]
        return Graph(modules: modules, navigation: edges)
    }

    @Test func thePageIsSelfContainedAndEscapesEveryName() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try String(contentsOf: page(hostileGraph(), in: folder), encoding: .utf8)
        // No network: no external script, style, image or font.
        #expect(!html.contains("<script src") && !html.contains("<link") && !html.contains("@import") && !html.contains("url(http"))
        // A name never closes the index's script element or opens a tag of its own.
        #expect(!html.contains("<script>alert(1)") && !html.contains("<img src=x>"))
        #expect(html.contains("\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"))
        // The SVG inline, with the ids the script finds modules and lines by.
        let ids = MapElementIDs(hostileGraph())
        #expect(html.contains("id=\"\(ids.node("Home"))\"") && html.contains("id=\"\(ids.line(from: "Home", to: "<script>alert(1)</script>&\"'", kind: .push))\""))
        #expect(html.contains("<svg") && !html.contains("<?xml") && !html.contains("<!DOCTYPE svg"))
    }

    @Test func theIndexNamesEachLineItsEdgesAreDrawnOn() throws {
        let modules = ["Cart", "Checkout"].map { Module(name: $0, path: "App/\($0)") }
        let edges = [NavigationEdge(from: "Cart", to: "Checkout", kind: .push, via: "CartRouter.pay()", file: "a.swift", line: 1),
                     NavigationEdge(from: "Checkout", to: "Cart", kind: .pop, via: "CheckoutRouter.back()", file: "b.swift", line: 2)]
        let json = MapIndex(Graph(modules: modules, navigation: edges), docsLink: "modules/{name}.md").json()
        let index = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let navigation = try #require(index["navigation"] as? [[String: Any]])
        // The pop is folded onto the push's line: both edges name it.
        #expect(Set(navigation.compactMap { $0["id"] as? String }) == ["vml0_1_push"])
        #expect((index["entry"] as? [String]) == ["Cart"])
        let first = try #require((index["modules"] as? [[String: Any]])?.first)
        #expect(first["docs"] as? String == "modules/Cart.md" && first["id"] as? String == "vmn0" && first["did"] as? String == "vmd0")
    }

    @Test func withoutJavaScriptThePageIsThePlainMap() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let html = try String(contentsOf: page(try TestSupport.loadExampleGraph("BookNook"), in: folder), encoding: .utf8)
        // The controls are hidden by the style until the script marks the page; the SVG comes before any script.
        #expect(html.contains(".vm-js { display: none; }") && html.contains("html.js .vm-js { display: flex; }"))
        let svg = try #require(html.range(of: "<svg")), script = try #require(html.range(of: "<script"))
        #expect(svg.lowerBound < script.lowerBound)
    }

    /// Chromium loads the page with a link (`#search=`, `#path=`), runs the script and dumps the DOM;
    /// its console messages go to stderr.
    private func browse(_ file: URL, _ fragment: String, window: String = "800,600") throws -> (dom: String, console: [String]) {
        let binary = try #require(chromium, "chromium is not installed (make setup installs it)")
        let profile = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: profile) }
        var url = URLComponents(url: file, resolvingAgainstBaseURL: false)!
        url.fragment = fragment
        let result = try TestSupport.run(binary, ["--headless", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0", "--window-size=\(window)",
                                                  "--user-data-dir=\(profile.path)", "--dump-dom", url.url!.absoluteString])
        #expect(result.status == 0)
        return (result.stdout, result.stderr.split(separator: "\n").filter { $0.contains(":CONSOLE") }.map(String.init))
    }

    /// What the script rendered into the side panel (the dumped page also holds the index and the SVG text).
    private func panel(_ dom: String) -> String {
        guard let start = dom.range(of: "<aside id=\"vm-panel\""), let end = dom.range(of: "</aside>", range: start.upperBound..<dom.endIndex) else { return "" }
        return String(dom[start.lowerBound..<end.lowerBound])
    }

    /// A module whose code has transition sites not followed carries a badge with their count, the legend explains
    /// it, and its panel says how many of its sites were followed.
    @Test(.enabled(if: browserTestsRun, "needs chromium (make setup installs it)"))
    func modulesWithSitesNotFollowedCarryABadge() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = try TestSupport.loadExampleGraph("BookNook")
        let open = try #require(graph.modules.first { ($0.coverage?.notFollowed ?? 0) > 0 })
        let (dom, console) = try browse(try page(graph, in: folder), "module=" + open.name, window: "1600,1000")
        #expect(console.isEmpty, "console: \(console)")
        #expect(dom.components(separatedBy: "class=\"vm-badge\"").count - 1 == graph.modules.filter { ($0.coverage?.notFollowed ?? 0) > 0 }.count)
        #expect(dom.contains("transition sites not followed"), "the legend explains the badge")
        #expect(panel(dom).contains("Transition sites in its code: \(open.coverage!.sites), followed \(open.coverage!.followed)"))
    }

    /// The panel shows the module's screen (its wireframe, from the app's storyboard) and, with `--screens`, every
    /// pictured module's box on the map holds its picture; the page stays self-contained (data URLs only).
    @Test(.enabled(if: browserTestsRun, "needs chromium (make setup installs it)"))
    func thePanelShowsTheModulesScreen() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = try TestSupport.loadExampleGraph("TrailGuide")
        let sources = TestSupport.examples.appendingPathComponent("TrailGuide").path
        let file = try page(graph, in: folder, extra: ["--sources", sources, "--screens"])
        let (dom, console) = try browse(file, "module=TrailList", window: "1600,1000")
        #expect(console.isEmpty, "console: \(console)")
        let shown = panel(dom)
        #expect(shown.contains("class=\"vm-screen\"") && shown.contains("src=\"data:image/svg+xml;base64,"), "the panel has no picture")
        #expect(shown.contains("wireframe of TrailListViewController"))
        let pictured = graph.modules.filter { !($0.screens ?? []).isEmpty }.count
        #expect(pictured >= 5)
        #expect(dom.components(separatedBy: "class=\"vm-thumbnail\"").count - 1 == pictured)
        #expect(!dom.contains("href=\"file:") && !dom.contains("src=\"file:"))
    }

    /// A map too big to read whole opens zoomed on the entry's corner, inside the drawing: no empty band above or
    /// beside it (the camera box lies within the picture on each axis the picture overflows).
    @Test(.enabled(if: browserTestsRun, "needs chromium (make setup installs it)"))
    func aZoomedMapOpensInsideItsDrawing() throws {
        try opensInside(fragment: "", attribute: "data-vipermap-open")
    }

    /// Opened on a module (`#module=`), the map centres it as far as the drawing allows: no empty band beside it either.
    @Test(.enabled(if: browserTestsRun, "needs chromium (make setup installs it)"))
    func aMapOpenedOnAModuleStaysInsideItsDrawing() throws {
        let graph = LayoutTests.map(60, folders: 3)
        let last = try #require(graph.modules.map(\.name).sorted().last)
        try opensInside(fragment: "module=" + last, attribute: "data-vipermap-centred", graph: graph)
    }

    private func opensInside(fragment: String, attribute: String, graph: Graph = LayoutTests.map(60, folders: 3)) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (dom, console) = try browse(try page(graph, in: folder), fragment, window: "1600,1000")
        #expect(console.isEmpty, "console: \(console)")
        let value = try #require(dom.range(of: attribute + "=\"").map { String(dom[$0.upperBound...].prefix { $0 != "\"" }) },
                                 "the map opened zoomed")
        let n = value.split(separator: " ").compactMap { Double($0) }
        try #require(n.count == 8)
        let (x, y, w, h, fx, fy, fw, fh) = (n[0], n[1], n[2], n[3], n[4], n[5], n[6], n[7])
        #expect(w < fw || h < fh, "zoomed in on some axis")
        if w < fw { #expect(x >= fx - 1 && x + w <= fx + fw + 1, "x: \(value)") }
        if h < fh { #expect(y >= fy - 1 && y + h <= fy + fh + 1, "y: \(value)") }
    }

    /// A 30-module map opens at 1600 × 1000 with module labels at least 12 px high on screen.
    @Test(.enabled(if: browserTestsRun, "needs chromium (make setup installs it)"))
    func aThirtyModuleMapOpensWithReadableLabels() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (dom, console) = try browse(try page(LayoutTests.map(30, folders: 1), in: folder), "", window: "1600,1000")
        #expect(console.isEmpty, "console: \(console)")
        let value = dom.range(of: "data-vipermap-label-px=\"").map { dom[$0.upperBound...].prefix { $0 != "\"" } }
        let height = try #require(value.flatMap { Double($0) }, "the page measured its labels")
        #expect(height >= 12, "labels are \(height) px on open")
    }

    /// A 300-module map opens on its features; a link to a module opens that module's feature.
    @Test(.enabled(if: browserTestsRun, "needs chromium (make setup installs it)"))
    func aBigMapOpensOnItsFeaturesAndZoomsIntoOne() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try page(LayoutTests.map(300, folders: 6), in: folder)
        let (overview, console) = try browse(file, "", window: "1600,1000")
        #expect(console.isEmpty, "console: \(console)")
        #expect(overview.contains("data-vipermap-level=\"All features\""))
        #expect(overview.contains("id=\"vmf1\""), "feature nodes carry ids")
        let (opened, _) = try browse(file, "module=Screen43", window: "1600,1000")
        #expect(opened.contains("data-vipermap-selected=\"Screen43\""))
        #expect(opened.contains("data-vipermap-level=\"Feature1\""), "Screen43 is drawn on Feature1's map")
    }

    @Test(.enabled(if: browserTestsRun, "needs chromium (make setup installs it)"), arguments: TestSupport.exampleApps)
    func theMapRunsInABrowserAndFindsAModule(_ app: String) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = try TestSupport.loadExampleGraph(app)
        let file = try page(graph, in: folder)
        // The last module by name, searched for by the start of its name in lower case.
        let target = try #require(graph.modules.map(\.name).sorted().last)
        let (dom, console) = try browse(file, "search=" + target.prefix(4).lowercased())
        #expect(dom.contains("data-vipermap-ready=\"1\""))
        #expect(dom.contains("data-vipermap-selected=\""), "the search found a module")
        #expect(console.isEmpty, "console: \(console)")
        let (exact, _) = try browse(file, "search=" + target)
        #expect(exact.contains("data-vipermap-selected=\"\(target)\""))
        // Its panel lists its components.
        let listed = panel(exact)
        for component in graph.modules.first(where: { $0.name == target })!.components.prefix(3) { #expect(listed.contains("<li>\(component.name) ")) }
        // What it is for, what makes it and what it uses, when the graph knows.
        let module = graph.modules.first(where: { $0.name == target })!
        if let about = ModuleAbout.summary(of: module) {
            #expect(listed.contains("class=\"vm-about\">\(about.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))</p>"))
        }
        if let point = module.entryPoints?.first { #expect(listed.contains("<h3>made by</h3>") && listed.contains(">" + point.declaration.replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "<", with: "&lt;") + "</code>")) }
        for service in module.services ?? [] { #expect(listed.contains("<li>\(service.name) (\(service.kind))")) }
        // With several build targets (HarborWatch), the panel names the module's.
        if (graph.targets?.count ?? 0) > 1, let targets = graph.modules.first(where: { $0.name == target })?.targets {
            #expect(listed.contains("target \(targets.joined(separator: ", "))</div>"), "the panel names the target")
        }
    }

    /// The ways in from outside that open a module are listed in its panel, beside the way in from the entry.
    @Test(.enabled(if: browserTestsRun, "needs chromium (make setup installs it)"))
    func thePanelListsTheWaysInFromOutside() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = try TestSupport.loadExampleGraph("SkyWatch")
        let file = try page(graph, in: folder)
        let (dom, console) = try browse(file, "module=ObjectDetail")
        #expect(console.isEmpty, "console: \(console)")
        let listed = panel(dom)
        #expect(listed.contains("<h3>opened from outside</h3>"))
        for way in (graph.entries ?? []).filter({ $0.to == "ObjectDetail" }) {
            #expect(listed.contains("<li>\(way.kind) <code>\(way.pattern)</code> \(way.how.rawValue)"), "\(way.pattern)")
        }
        #expect(!panel(try browse(file, "module=Tonight").0).contains("opened from outside"), "nothing opens Tonight from outside")
    }

    @Test(.enabled(if: browserTestsRun, "needs chromium (make setup installs it)"))
    func theWayInIsTheShortestPathFromTheEntry() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // BookNook has no App node: its entry is Root, the module no forward navigation enters; the way passes a tab embed and a push.
        let file = try page(try TestSupport.loadExampleGraph("BookNook"), in: folder)
        let (dom, console) = try browse(file, "path=Reader")
        #expect(dom.contains("data-vipermap-path=\"Root &gt; Library &gt; Search &gt; BookDetail &gt; Reader\""))
        let way = panel(dom)
        #expect(way.contains("the way in from Root") && way.contains("LibraryRouter.assembleModule()"))
        #expect(way.components(separatedBy: "<li>").count - 1 >= 4)
        #expect(console.isEmpty, "console: \(console)")
        // Hostile names run too, and are shown as text.
        let hostile = try page(hostileGraph(), in: folder, name: "hostile.html")
        let (evil, evilConsole) = try browse(hostile, "path=<script>alert(1)</script>&\"'")
        #expect(evil.contains("data-vipermap-ready=\"1\"") && evil.contains("data-vipermap-selected=\"&lt;script&gt;alert(1)&lt;/script&gt;&amp;"))
        #expect(panel(evil).contains("<h2>&lt;script&gt;alert(1)&lt;/script&gt;&amp;"))
        #expect(evilConsole.isEmpty, "console: \(evilConsole)")
    }
}

extension HTMLMapTests {
    /// A map of 1,000 modules (about gen-corpus's shape: five components each, two ways out of each
    /// screen) stays under 5 MB and works in the browser.
    @Test(.enabled(if: browserTestsRun, "needs chromium (make setup installs it)"))
    func aThousandModuleMapStaysSmallAndWorks() throws {
        let roles: [Role] = [.view, .presenter, .interactor, .router, .builder]
        let modules = (0..<1000).map { i in
            Module(name: "Feature\(i)", path: "App/Modules/Feature\(i)", components: roles.map { role in
                Component(name: "Feature\(i)\(role.rawValue.capitalized)", role: role, kind: "class", file: "App/Modules/Feature\(i)/\(role.rawValue.capitalized)/Feature\(i)\(role.rawValue.capitalized).swift",
                          line: 3, inherits: [], conformsTo: [])
            })
        }
        var edges = [NavigationEdge(from: appModuleName, to: "Feature0", kind: .root, via: "AppDelegate.start()", file: "App/AppDelegate.swift", line: 9)]
        for i in 0..<1000 {
            edges.append(NavigationEdge(from: "Feature\(i)", to: "Feature\((i * 7 + 1) % 1000)", kind: .push, via: "Feature\(i)Router.next()", file: "App/Modules/Feature\(i)/Router/Feature\(i)Router.swift", line: 12))
            edges.append(NavigationEdge(from: "Feature\(i)", to: "Feature\((i * 13 + 5) % 1000)", kind: .present, via: "Feature\(i)Router.show()", file: "App/Modules/Feature\(i)/Router/Feature\(i)Router.swift", line: 20))
        }
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try page(Graph(modules: modules, navigation: edges), in: folder)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
        #expect(size < 5_000_000, "\(size) bytes")
        let (dom, console) = try browse(file, "path=Feature999")
        #expect(dom.contains("data-vipermap-ready=\"1\"") && dom.contains("data-vipermap-selected=\"Feature999\""))
        #expect(dom.contains("data-vipermap-path=\"App &gt; Feature0 &gt; "))
        #expect(console.isEmpty, "console: \(console)")
    }
}

/// `vipermap path FROM TO`: the same shortest paths on the command line.
@Suite struct PathCommandTests {
    private let bookNook = TestSupport.examples.appendingPathComponent("BookNook/graph.json").path

    @Test func aPathThroughATabEmbedAndAPushFromAnEntryWithNoApp() throws {
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["path", "App", "BookDetail", bookNook])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("the entry (Root) → BookDetail: 3 steps, 2 shortest paths\n"))
        #expect(result.stdout.contains("  2. Library → Search  embed  LibraryRouter.assembleModule()"))
        #expect(result.stdout.contains("  3. Search → BookDetail  push  SearchRouter.showBookDetail(bookID:title:)"))
        let json = try TestSupport.run(TestSupport.vipermapBinary, ["path", "App", "BookDetail", bookNook, "--format", "json", "--limit", "1"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let paths = try #require(object["paths"] as? [[[String: Any]]])
        #expect(paths.count == 1 && paths[0].map { $0["to"] as? String } == ["Library", "Search", "BookDetail"])
        #expect(object["entry"] as? [String] == ["Root"])
    }

    @Test func noPathIsExitOneWithASentence() throws {
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["path", "Reader", "Library", bookNook])
        #expect(result.status == 1 && result.stdout.isEmpty)
        #expect(result.stderr.contains("vipermap: no forward navigation leads from Reader to Library"))
        let unknown = try TestSupport.run(TestSupport.vipermapBinary, ["path", "App", "Nowhere", bookNook])
        #expect(unknown.status == 2 && unknown.stderr.contains("Nowhere: no such module"))
    }

    @Test func anAppEntryStartsAtApp() throws {
        let modules = ["Home", "Settings"].map { Module(name: $0, path: "App/\($0)") }
        let edges = [NavigationEdge(from: appModuleName, to: "Home", kind: .root, via: "SceneDelegate.scene()", file: "a.swift", line: 1),
                     NavigationEdge(from: "Home", to: "Settings", kind: .push, via: "HomeRouter.settings()", file: "b.swift", line: 2),
                     NavigationEdge(from: "Settings", to: "Home", kind: .pop, via: "SettingsRouter.back()", file: "c.swift", line: 3)]
        let graph = Graph(modules: modules, navigation: edges)
        #expect(ShortestPaths.find(from: appModuleName, to: "Settings", in: graph).map { $0.map(\.to) } == [["Home", "Settings"]])
        // A pop is no way in.
        #expect(ShortestPaths.find(from: "Settings", to: "Home", in: graph).isEmpty)
        #expect(ShortestPaths.find(from: appModuleName, to: appModuleName, in: graph) == [[]])
    }
}

extension HTMLMapTests {
    private func graphWithAGap() -> Graph {
        var graph = hostileGraph()
        graph.diagnostics = [
            Diagnostic(severity: .info, file: "App/Home/R.swift", line: 12,
                       message: "navigation not followed: `HomePresenter.onDone` holds no closure <img src=y> the scan sees assigned"),
            Diagnostic(severity: .warning, file: "App/Home/R.swift", line: 1, message: "could not parse a declaration"),
        ]
        return graph
    }

    /// The index carries each module's navigation gaps (and nothing for a module without any).
    @Test func theIndexCarriesWhereAModulesNavigationIsNotFollowed() throws {
        let index = try #require(JSONSerialization.jsonObject(with: Data(MapIndex(graphWithAGap()).json().utf8)) as? [String: Any])
        let modules = try #require(index["modules"] as? [[String: Any]])
        let home = try #require(modules.first { $0["name"] as? String == "Home" })
        let gaps = try #require(home["gaps"] as? [[String: Any]])
        #expect(gaps.count == 1 && gaps[0]["l"] as? Int == 12 && (gaps[0]["m"] as? String)?.contains("holds no closure") == true)
        #expect(modules.filter { $0["gaps"] != nil }.count == 1)
    }

    @Test(.enabled(if: browserTestsRun, "needs chromium (make setup installs it)"))
    func aModulesPanelListsWhereItsNavigationIsNotFollowed() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (dom, console) = try browse(try page(graphWithAGap(), in: folder), "search=Home")
        let listed = panel(dom)
        #expect(listed.contains("<h3>not followed</h3>") && listed.contains("App/Home/R.swift:12"))
        #expect(listed.contains("holds no closure &lt;img src=y&gt;") && !listed.contains("<img src=y>"))
        #expect(!listed.contains("could not parse"))
        #expect(console.isEmpty, "console: \(console)")
    }
}

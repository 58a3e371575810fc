import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ViperMap
import ViperMapDocs
import ViperMapGraphviz
import ViperMapIO
import ViperMapModel

@Suite struct DocsTests {
    private func example(_ app: String) throws -> Graph {
        try GraphCoding.decode(try #require(FileManager.default.contents(atPath: TestSupport.examples.appendingPathComponent("\(app)/graph.json").path)))
    }

    private func files(under folder: URL) -> [String] {
        let base = folder.standardizedFileURL.path + "/"
        let all = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return all.filter { path in
            var isDir: ObjCBool = false
            return FileManager.default.fileExists(atPath: base + path, isDirectory: &isDir) && !isDir.boolValue
        }.sorted()
    }

    /// Node titles and edge titles of an SVG: what a picture shows, whatever the coordinates.
    private func shape(_ data: Data) throws -> [String] {
        let document = try XMLDocument(data: data)
        let titles = try document.nodes(forXPath: "//*[local-name()='g'][@class='node' or @class='edge']/*[local-name()='title']")
        return titles.compactMap(\.stringValue).sorted()
    }

    /// The committed docs of each example app are what `vipermap docs` writes today: the
    /// Markdown byte for byte, each SVG with the same nodes and edges; no page is missing or extra.
    @Test(arguments: TestSupport.exampleApps)
    func exampleDocsAreUpToDate(_ app: String) throws {
        let committed = TestSupport.examples.appendingPathComponent("\(app)/docs")
        var builder = DocsBuilder(title: app)
        builder.screens = try TestSupport.screens(app)
        let plan = builder.plan(try example(app))
        let html = try #require(plan.map)
        let expected = Set(plan.texts.keys).union(plan.pictures.map(\.path)).union([html.path]).union(plan.files.keys)
        #expect(Set(files(under: committed)) == expected, "run `make examples` to regenerate Examples/\(app)/docs")
        // The HTML map holds today's index of the graph.
        let map = String(decoding: FileManager.default.contents(atPath: committed.appendingPathComponent(html.path).path) ?? Data(), as: UTF8.self)
        #expect(map.contains(">" + MapIndex(try example(app), docsLink: html.docsLink, screens: builder.screens?.pictures ?? []).json() + "</script>"),
                "\(app)/docs/map.html is stale: run `make examples`")
        // The screens' wireframes (golden SVGs) and snapshot copies, byte for byte.
        for (path, bytes) in plan.files {
            let onDisk = FileManager.default.contents(atPath: committed.appendingPathComponent(path).path) ?? Data()
            #expect(onDisk == Data(bytes), "\(app)/docs/\(path) is stale: run `make examples`")
        }
        for (path, text) in plan.texts {
            let onDisk = FileManager.default.contents(atPath: committed.appendingPathComponent(path).path) ?? Data()
            #expect(String(decoding: onDisk, as: UTF8.self) == text, "\(app)/docs/\(path) is stale: run `make examples`")
        }
        for picture in plan.pictures {
            // A map drawn in the shape that reads has the same nodes and lines in every shape.
            let fresh: Data
            if let map = picture.map {
                var encoder = map.encoder
                encoder.legendInPicture = false
                fresh = try GraphvizRenderer.render(dot: map.features != nil ? map.featuresDOT(.standard) : encoder.encode(map.graph), layout: "dot")
            } else {
                fresh = try GraphvizRenderer.render(dot: picture.attempts[0].dot, layout: picture.attempts[0].layout)
            }
            let onDisk = try #require(FileManager.default.contents(atPath: committed.appendingPathComponent(picture.path).path))
            #expect(try shape(onDisk) == shape(fresh), "\(app)/docs/\(picture.path) is stale")
        }
    }

    /// Every `///` comment written just above a view, presenter or builder type of an example (attributes
    /// between allowed) has its first line on that module's page; each example has at least three.
    @Test(arguments: TestSupport.exampleApps)
    func everyDocCommentAboveAViewPresenterOrBuilderIsOnItsPage(_ app: String) throws {
        let graph = try example(app)
        let plan = DocsBuilder(title: app).plan(graph)
        let pages = PageNames(graph.modules.map(\.name))
        var found = 0
        for module in graph.modules {
            let page = try #require(plan.texts["modules/\(pages.page(module.name)).md"])
            for component in module.components where [.view, .presenter, .builder].contains(component.role) {
                let source = try String(contentsOf: TestSupport.examples.appendingPathComponent("\(app)/\(component.file)"), encoding: .utf8)
                let lines = source.components(separatedBy: "\n")
                var i = component.line - 2
                while i >= 0, lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("@") { i -= 1 }
                var first: String?
                while i >= 0, lines[i].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    first = lines[i].trimmingCharacters(in: .whitespaces).dropFirst(3).trimmingCharacters(in: .whitespaces)
                    i -= 1
                }
                guard let first, !first.isEmpty else { continue }
                found += 1
                #expect(page.contains(first), "\(app): \(module.name)'s page lacks the doc comment of \(component.name): \(first)")
            }
        }
        #expect(found >= 3, "\(app): only \(found) documented views, presenters or builders")
    }

    /// Every relative link in the pages (Markdown links, images, `<object data>`) and in the
    /// pictures (node links) points at a file that was written.
    @Test(arguments: ["plain", "mkdocs"])
    func everyRelativeLinkResolves(_ flavor: String) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("docs")
        for app in TestSupport.exampleApps {
            let target = out.appendingPathComponent(app)
            let result = try TestSupport.run(TestSupport.vipermapBinary, ["docs", TestSupport.examples.appendingPathComponent("\(app)/graph.json").path,
                                                                          "-o", target.path, "--flavor", flavor, "--quiet"])
            try #require(result.status == 0, "\(result.stderr)")
            var checked = 0
            for path in files(under: target) where path.hasSuffix(".md") || path.hasSuffix(".svg") {
                let file = target.appendingPathComponent(path)
                let text = try String(contentsOf: file, encoding: .utf8)
                for link in Self.links(in: text, svg: path.hasSuffix(".svg")) where !link.contains("://") {
                    var resolved = file.deletingLastPathComponent().appendingPathComponent(link.components(separatedBy: "#")[0]).standardizedFileURL
                    // mkdocs serves page.md as page.html (map.html is a file of its own).
                    if flavor == "mkdocs", resolved.pathExtension == "html", !FileManager.default.fileExists(atPath: resolved.path) {
                        resolved = resolved.deletingPathExtension().appendingPathExtension("md")
                    }
                    #expect(FileManager.default.fileExists(atPath: resolved.path), "\(app)/\(path): broken link \(link)")
                    checked += 1
                }
            }
            #expect(checked > 20)
        }
    }

    static func links(in text: String, svg: Bool) -> [String] {
        let patterns = svg ? ["xlink:href=\"", "href=\""] : ["](", "data=\""]
        var found: [String] = []
        for pattern in patterns {
            var rest = text[...]
            while let range = rest.range(of: pattern) {
                let after = rest[range.upperBound...]
                let end = after.firstIndex(where: { $0 == ")" || $0 == "\"" }) ?? after.endIndex
                found.append(String(after[..<end]).removingPercentEncoding ?? String(after[..<end]))
                rest = after[end...]
            }
        }
        return found
    }

    /// A graph whose names try to break out: markup, Markdown, table pipes, generics.
    static let hostile: Graph = {
        let evil = "<script>alert(1)</script>|*bold*_[x](javascript:y)"
        let contract = Contract(name: "Evil<T>Protocol", file: "App/Evil/Contract.swift", line: 3, inherits: [],
                                requirements: [Requirement(signature: "func load() -> Result<[Item], Error>", line: 4),
                                               Requirement(signature: "func fence() // ``` not a fence", line: 5)],
                                adoptedBy: ["EvilPresenter"], heldBy: ["EvilView"],
                                doc: "@Metadata {\n@TechnologyRoot\n}\nA contract that tries to be a root.")
        let module = Module(name: evil, path: "App/Evil",
                            components: [{
                                var presenter = Component(name: "EvilPresenter", role: .presenter, kind: "class", file: "App/Evil/P r&sen<ter>.swift", line: 1,
                                                          inherits: [], conformsTo: [])
                                presenter.doc = "Shows <script>alert(2)</script> with *emphasis* and `a<b>`."
                                return presenter
                            }()],
                            contracts: [contract])
        let plain = Module(name: "Home", path: "App/Home", components: [], contracts: [])
        return Graph(modules: [module, plain],
                     navigation: [NavigationEdge(from: "Home", to: evil, kind: .push, via: "HomeRouter.open<T>(_:)", file: "App/Home/HomeRouter.swift", line: 9)])
    }()

    @Test(arguments: ["plain", "github", "mkdocs"])
    func theInteractiveMapSitsBesideTheIndexAndLinksEveryModulePage(_ flavor: String) throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["docs", TestSupport.examples.appendingPathComponent("BookNook/graph.json").path,
                                                                      "-o", folder.path, "--flavor", flavor, "--quiet"])
        try #require(result.status == 0, "\(result.stderr)")
        let root = flavor == "mkdocs" ? folder.appendingPathComponent("docs") : folder
        #expect(try String(contentsOf: root.appendingPathComponent("index.md"), encoding: .utf8).contains("[Explore the interactive map](map.html)"))
        let html = try String(contentsOf: root.appendingPathComponent("map.html"), encoding: .utf8)
        let json = try #require(html.components(separatedBy: "<script type=\"application/json\" id=\"vm-index\">").last?.components(separatedBy: "</script>").first)
        let index = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let modules = try #require(index["modules"] as? [[String: Any]])
        #expect(modules.count == 6)
        for module in modules {
            var page = root.appendingPathComponent(try #require(module["docs"] as? String))
            if flavor == "mkdocs" { page = page.deletingPathExtension().appendingPathExtension("md") }
            #expect(FileManager.default.fileExists(atPath: page.path), "\(page.path)")
        }
    }

    @Test func hostileNamesAndGenericSignaturesAreEscaped() throws {
        let plan = DocsBuilder(sourceURL: "https://example.com/{path}#L{line}").plan(Self.hostile)
        let page = try #require(plan.texts.first { $0.key.hasPrefix("modules/_script") }?.value)
        #expect(!page.contains("<script>"))
        #expect(page.contains("&lt;script&gt;alert\\(1\\)&lt;/script&gt;&#124;\\*bold\\*\\_\\[x\\]\\(javascript:y\\)") || page.contains("&lt;script&gt;alert(1)&lt;/script&gt;&#124;\\*bold\\*\\_\\[x\\](javascript:y)"))
        #expect(page.contains("Evil&lt;T&gt;Protocol"))
        // Signatures are code: kept as written, in a fence longer than any backtick run inside.
        #expect(page.contains("````swift\nfunc load() -> Result<[Item], Error>\nfunc fence() // ``` not a fence\n````"))
        // A source path with spaces and markup becomes a percent-encoded URL.
        #expect(page.contains("(https://example.com/App/Evil/P%20r&sen%3Cter%3E.swift#L1)"))
        let index = try #require(plan.texts["index.md"])
        #expect(!index.contains("<script>"))
        // Doc comments are prose: Markdown kept, markup and DocC directives made text.
        #expect(page.contains("Shows &lt;script&gt;alert(2)&lt;/script&gt; with *emphasis* and `a<b>`."))
        #expect(page.contains("\\@Metadata {"))
        // In the index's table the first sentence is plain text.
        #expect(index.contains("| Shows &lt;script&gt;alert(2)&lt;/script&gt; with \\*emphasis\\* and \\`a&lt;b&gt;\\`. |"))
    }

    /// Built by mkdocs, the hostile page shows the names as text: no script element, the
    /// generic signature intact.
    @Test func mkdocsFlavorBuildsStrictAndKeepsNamesAsText() throws {
        let mkdocs = ["/usr/local/bin/mkdocs", "/usr/bin/mkdocs", ProcessInfo.processInfo.environment["HOME"].map { "\($0)/.local/bin/mkdocs" } ?? ""]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/mkdocs" }
        let binary = try #require(mkdocs.first { FileManager.default.isExecutableFile(atPath: $0) }, "mkdocs is not installed: pip install mkdocs")
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graphFile = folder.appendingPathComponent("hostile.json")
        try GraphCoding.encode(Self.hostile).write(to: graphFile)
        for (name, input) in [("hostile", graphFile.path)] + TestSupport.exampleApps.map { ($0, TestSupport.examples.appendingPathComponent("\($0)/graph.json").path) } {
            let site = folder.appendingPathComponent(name)
            let made = try TestSupport.run(TestSupport.vipermapBinary, ["docs", input, "-o", site.path, "--flavor", "mkdocs", "--quiet"])
            try #require(made.status == 0, "\(made.stderr)")
            let built = try TestSupport.run(URL(fileURLWithPath: binary), ["build", "--strict", "--quiet"], in: site)
            #expect(built.status == 0, "\(name): mkdocs build --strict failed: \(built.stderr)")
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("site/index.html").path))
        }
        let pages = files(under: folder.appendingPathComponent("hostile/site/modules")).filter { $0.hasSuffix(".html") && $0 != "Home.html" }
        let html = try String(contentsOf: folder.appendingPathComponent("hostile/site/modules/\(try #require(pages.first))"), encoding: .utf8)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("Result&lt;[Item], Error&gt;"))
        #expect(!html.contains("href=\"javascript:"))
    }

    @Test func pageNamesAreSafeAndUnique() {
        let names = ["Home", "home", "Réglages", "R_glages", "a/b", "../up", "", "index"]
        let pages = PageNames(names)
        let chosen = names.map { pages.page($0) }
        #expect(Set(chosen.map { $0.lowercased() }).count == names.count)
        for page in chosen {
            #expect(page.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
            #expect(page.lowercased() != "index")
        }
    }

    @Test func nothingIsWrittenOutsideTheOutputFolder() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = try OutputFolder(folder.appendingPathComponent("out").path)
        #expect(throws: InputError.self) { try out.write(Data("x".utf8), at: "../escaped.md") }
        #expect(throws: InputError.self) { try out.write(Data("x".utf8), at: "/tmp/escaped.md") }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("escaped.md").path))
        // A folder inside the output that is a link to elsewhere is not written through.
        let elsewhere = folder.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("out/modules"), withDestinationURL: elsewhere)
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["docs", TestSupport.examples.appendingPathComponent("BookNook/graph.json").path,
                                                                      "-o", folder.appendingPathComponent("out").path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("refusing to write through it"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    @Test func unchangedPagesAreNotRewritten() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let args = ["docs", TestSupport.examples.appendingPathComponent("TaskTrail/graph.json").path, "-o", folder.path]
        let first = try TestSupport.run(TestSupport.vipermapBinary, args)
        #expect(first.stderr.contains(" 0 unchanged"))
        let index = folder.appendingPathComponent("index.md").path
        let before = try FileManager.default.attributesOfItem(atPath: index)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let second = try TestSupport.run(TestSupport.vipermapBinary, args)
        #expect(second.stderr.contains("(0 files written"))
        #expect(try FileManager.default.attributesOfItem(atPath: index)[.modificationDate] as? Date == before)
    }

    @Test func templatesCanBeOverriddenAndShipEqualToTemplatesFolder() throws {
        let templates = TestSupport.packageRoot.appendingPathComponent("Templates")
        #expect(try String(contentsOf: templates.appendingPathComponent("index.mustache"), encoding: .utf8) == DocsTemplates.defaultIndex)
        #expect(try String(contentsOf: templates.appendingPathComponent("module.mustache"), encoding: .utf8) == DocsTemplates.defaultModule)

        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let custom = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: custom, withIntermediateDirectories: true)
        try "{{% CONTENT_TYPE: MARKDOWN }}\n# Module {{name}}\n{{#components}}- {{name}}\n{{/components}}".write(to: custom.appendingPathComponent("module.mustache"), atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("out")
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["docs", TestSupport.examples.appendingPathComponent("BookNook/graph.json").path,
                                                                      "-o", out.path, "--templates", custom.path])
        #expect(result.status == 0)
        let page = try String(contentsOf: out.appendingPathComponent("modules/Reader.md"), encoding: .utf8)
        #expect(page.hasPrefix("# Module Reader\n- ReaderInteractor\n"))
        // The index keeps the default layout.
        #expect(try String(contentsOf: out.appendingPathComponent("index.md"), encoding: .utf8).contains("## Entry points"))

        try "{{#unclosed}}".write(to: custom.appendingPathComponent("index.mustache"), atomically: true, encoding: .utf8)
        let broken = try TestSupport.run(TestSupport.vipermapBinary, ["docs", TestSupport.examples.appendingPathComponent("BookNook/graph.json").path,
                                                                      "-o", out.path, "--templates", custom.path])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("index.mustache: not a valid Mustache template"))
    }
}

extension DocsTests {
    /// A module's page lists where the scan stopped following its navigation under "Not followed",
    /// apart from its other diagnostics; a name in the message stays text.
    @Test func aModulesPageSaysWhereItsNavigationIsNotFollowed() throws {
        var graph = Self.hostile
        graph.diagnostics = [
            Diagnostic(severity: .info, file: "App/Evil/P r&sen<ter>.swift", line: 7,
                       message: "navigation not followed: `EvilPresenter.onDone<T>` holds no closure the scan sees assigned"),
            Diagnostic(severity: .warning, file: "App/Evil/Contract.swift", line: 2, message: "could not parse a declaration"),
            Diagnostic(severity: .info, file: "App/Home/HomeRouter.swift", line: 3, message: "navigation not resolved: view.present(…)"),
        ]
        let plan = DocsBuilder().plan(graph)
        let evil = try #require(plan.texts.first { $0.key.hasPrefix("modules/_script") }?.value)
        let notFollowed = try #require(evil.components(separatedBy: "## Not followed").dropFirst().first?.components(separatedBy: "## Diagnostics").first)
        #expect(notFollowed.contains("holds no closure the scan sees assigned") && notFollowed.contains(":7"))
        #expect(!notFollowed.contains("<T>") && notFollowed.contains("&lt;T&gt;"))
        #expect(!notFollowed.contains("could not parse"), "other diagnostics stay under Diagnostics")
        #expect(evil.components(separatedBy: "## Diagnostics").last?.contains("could not parse a declaration") == true)
        #expect(!evil.contains("view.present"), "another module's gap is not on this page")
        let home = try #require(plan.texts["modules/Home.md"])
        #expect(home.contains("## Not followed") && home.contains("view.present") && !home.contains("## Diagnostics"))
    }
}

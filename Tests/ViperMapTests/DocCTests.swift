import Foundation
import Testing
import ViperMap
import ViperMapDocs
import ViperMapModel

/// The toolchain's `docc`, when on the PATH (it ships with Swift); on CI it must be.
private let docc: URL? = ((ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/docc" } + ["/opt/swift/usr/bin/docc"])
    .first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
private let doccTestsRun = docc != nil || ProcessInfo.processInfo.environment["CI"] != nil
private let chromium: URL? = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/local/bin/chromium"]
    .first { FileManager.default.isExecutableFile(atPath: $0) }.map { URL(fileURLWithPath: $0) }
private let browserTestsRun = (docc != nil && chromium != nil) || ProcessInfo.processInfo.environment["CI"] != nil

/// `vipermap docs --flavor docc`: a documentation catalog that `docc convert` builds without a warning.
@Suite struct DocCTests {
    /// Every article and picture of a catalog, and every `doc:` link and image in its articles.
    private func catalog(_ app: String) throws -> (plan: DocsPlan, articles: Set<String>, resources: Set<String>) {
        let plan = DocsBuilder(flavor: .docc, title: app).plan(try TestSupport.loadExampleGraph(app))
        let articles = Set(plan.texts.keys.map { String($0.split(separator: "/").last!.dropLast(3)) })
        let resources = plan.pictures.map { String($0.path.split(separator: "/").last!) }
        #expect(Set(resources).count == resources.count, "\(app): two resources share a file name")
        return (plan, articles, Set(resources))
    }

    @Test(arguments: TestSupport.exampleApps)
    func theCatalogHasALandingArticleOneArticlePerModuleAndNoBrokenLink(_ app: String) throws {
        let (plan, articles, resources) = try catalog(app)
        let graph = try TestSupport.loadExampleGraph(app)
        #expect(plan.map == nil, "DocC has no place for the HTML map")
        let landing = try #require(plan.texts["AppMap-Overview.md"])
        #expect(landing.hasPrefix("# \(app)\n\n@Metadata {\n    @TechnologyRoot\n}\n"))
        #expect(plan.texts.keys.filter { $0.hasPrefix("Modules/") }.count == graph.modules.count)
        #expect(plan.pictures.allSatisfy { $0.path.hasPrefix("Resources/") && $0.path.hasSuffix(".svg") })
        for (path, text) in plan.texts {
            #expect(!text.contains("<object"), "\(path): DocC shows images, not objects")
            for link in DocsTests.links(in: text, svg: false) {
                if link.hasPrefix("doc:") {
                    #expect(articles.contains(String(link.dropFirst(4))), "\(app)/\(path): broken link \(link)")
                } else if link.hasSuffix(".svg") {
                    #expect(resources.contains(link), "\(app)/\(path): missing image \(link)")
                } else {
                    #expect(link.contains("://"), "\(app)/\(path): a relative link DocC cannot follow: \(link)")
                }
            }
        }
    }

    /// The same content as the Markdown page: a module article is the Markdown page with DocC's links and images.
    @Test func aModuleArticleSaysWhatTheMarkdownPageSays() throws {
        let graph = try TestSupport.loadExampleGraph("BookNook")
        let markdown = try #require(DocsBuilder(title: "BookNook").plan(graph).texts["modules/Search.md"])
        let article = try #require(DocsBuilder(flavor: .docc, title: "BookNook").plan(graph).texts["Modules/Search.md"])
        func headings(_ text: String) -> [Substring] { text.split(separator: "\n").filter { $0.hasPrefix("#") } }
        #expect(headings(markdown) == headings(article))
        #expect(article.contains("[BookDetail](doc:BookDetail)"))
        #expect(article.contains("![Search's components and contracts](module-Search-wiring.svg)"))
        #expect(article.contains("[All modules](doc:AppMap-Overview)"))
    }

    /// Writes the catalog of an app and converts it; the output folder of the site.
    private func convert(_ input: String, name: String, in folder: URL) throws -> URL {
        let binary = try #require(docc, "docc is not on the PATH (it ships with the Swift toolchain)")
        let catalog = folder.appendingPathComponent("\(name).docc")
        let made = try TestSupport.run(TestSupport.vipermapBinary, ["docs", input, "-o", catalog.path, "--flavor", "docc", "--title", name, "--quiet"])
        try #require(made.status == 0, "\(made.stderr)")
        let site = folder.appendingPathComponent("\(name)-site")
        let built = try TestSupport.run(binary, ["convert", catalog.path, "--output-dir", site.path, "--warnings-as-errors",
                                                 "--transform-for-static-hosting"])
        #expect(built.status == 0, "\(name): docc convert failed: \(built.stderr)\(built.stdout)")
        #expect(!built.stderr.contains("warning:"), "\(name): \(built.stderr)")
        return site
    }

    @Test(.enabled(if: doccTestsRun, "needs docc (ships with the Swift toolchain)"))
    func everyExampleCatalogBuildsWithoutWarnings() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let hostile = folder.appendingPathComponent("hostile.json")
        try GraphCoding.encode(DocsTests.hostile).write(to: hostile)
        for (name, input) in [("Hostile", hostile.path)] + TestSupport.exampleApps.map({ ($0, TestSupport.examples.appendingPathComponent("\($0)/graph.json").path) }) {
            let site = try convert(input, name: name.replacingOccurrences(of: "-", with: ""), in: folder)
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
        }
    }

    /// The static site, served over HTTP, opened in headless Chromium: a module's page shows its components.
    @Test(.enabled(if: browserTestsRun, "needs docc and chromium (make setup installs chromium)"))
    func aModulePageOfTheStaticSiteShowsItsComponents() throws {
        let browser = try #require(chromium, "chromium is not installed (make setup installs it)")
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = try convert(TestSupport.examples.appendingPathComponent("BookNook/graph.json").path, name: "BookNook", in: folder)
        let server = Process()
        server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        server.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", site.path]
        let out = Pipe()
        server.standardOutput = out
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { server.terminate() }
        // "Serving HTTP on 127.0.0.1 port 41234 ...": the port the system chose.
        var said = ""
        while !said.contains("port ") || !said.contains("\n") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += String(decoding: chunk, as: UTF8.self)
        }
        let port = try #require(said.components(separatedBy: "port ").last?.prefix { $0.isNumber }, "the server said: \(said)")
        let profile = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: profile) }
        let result = try TestSupport.run(browser, ["--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=15000", "--user-data-dir=\(profile.path)",
                                                   "--dump-dom", "http://127.0.0.1:\(port)/documentation/booknook/search/"])
        #expect(result.status == 0)
        let graph = try TestSupport.loadExampleGraph("BookNook")
        let search = try #require(graph.modules.first { $0.name == "Search" })
        for component in search.components {
            #expect(result.stdout.contains(component.name), "the rendered page lacks \(component.name)")
        }
        #expect(result.stdout.contains("How to open it"))
    }
}

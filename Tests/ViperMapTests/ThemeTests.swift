import Foundation
import Testing
@testable import ViperMap
import ViperMapGraphviz
import ViperMapModel

@Suite struct ThemeTests {
    @Test(arguments: Theme.builtInNames)
    func builtInThemesMatchTheirFilesAndRender(_ name: String) throws {
        let file = TestSupport.packageRoot.appendingPathComponent("Themes/\(name).json")
        let data = try #require(FileManager.default.contents(atPath: file.path))
        #expect(String(decoding: data, as: UTF8.self) == ThemeCatalog.files[name]! + "\n", "Themes/\(name).json and ThemeCatalog differ")
        let theme = try Theme.parse(data, source: file.lastPathComponent)
        #expect(Theme.builtIn(name) == theme)
        // Every kind is told apart by style and arrowhead, not by colour alone.
        let looks = Set(NavigationKind.allCases.map { "\(theme.edge($0).style)/\(theme.edge($0).arrowhead)" })
        #expect(looks.count == NavigationKind.allCases.count)
        let graph = try GraphCoding.decode(try #require(FileManager.default.contents(atPath: TestSupport.examples.appendingPathComponent("GardenLog/graph.json").path)))
        let svg = String(decoding: try GraphvizRenderer.render(dot: NavigationDOTEncoder(theme: theme).encode(graph)), as: UTF8.self)
        #expect(svg.contains(theme.module.fill.lowercased()) || svg.contains(theme.module.fill))
    }

    @Test func unknownKeysAndBadColoursAreNamed() throws {
        var object = try JSONSerialization.jsonObject(with: Data(ThemeCatalog.files["light"]!.utf8)) as! [String: Any]
        object["backgroud"] = "#fff"
        do {
            _ = try Theme.parse(try JSONSerialization.data(withJSONObject: object), source: "mine.json")
            Issue.record("expected an error")
        } catch let error as ThemeError {
            #expect(error.description == "mine.json: unknown key 'backgroud' (expected app, background, cluster, edges, font, fontSize, framework, module, roleShapes)")
        }
        object["backgroud"] = nil
        var module = object["module"] as! [String: Any]
        module["fill"] = "blue-ish"
        object["module"] = module
        do {
            _ = try Theme.parse(try JSONSerialization.data(withJSONObject: object), source: "mine.json")
            Issue.record("expected an error")
        } catch let error as ThemeError {
            #expect(error.message.hasPrefix("module.fill: bad colour blue-ish"))
        }
    }

    @Test func theCommandLineRejectsABadThemeWithExitTwo() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("theme.json")
        try Data(##"{"colour": "#fff"}"##.utf8).write(to: file)
        let result = try TestSupport.run(TestSupport.vipermapBinary,
                                         ["render", TestSupport.examples.appendingPathComponent("BookNook/graph.json").path, "--theme", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown key 'colour'"))
    }
}

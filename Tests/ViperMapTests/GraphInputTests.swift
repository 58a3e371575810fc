import Foundation
import Testing
import ViperMap
import ViperMapModel

/// A graph JSON given to `render`, `docs`, `diff`, `check` or `path`: decoding errors as one sentence with
/// the JSON path, the value found and what was expected; dangling references warned about and left out;
/// truncated and mutated files never crash a command.
@Suite struct GraphInputTests {
    private var bookNook: Data { get throws { try Data(contentsOf: TestSupport.examples.appendingPathComponent("BookNook/graph.json")) } }

    private func edited(_ change: (inout [String: Any]) -> Void) throws -> Data {
        var object = try #require(try JSONSerialization.jsonObject(with: bookNook) as? [String: Any])
        change(&object)
        return try JSONSerialization.data(withJSONObject: object)
    }

    private func decodingError(_ data: Data) -> String {
        do {
            _ = try GraphCoding.decode(data)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test func aDecodingErrorSaysWhereWhatWasFoundAndWhatWasExpected() throws {
        let kind = try edited { graph in
            var edges = graph["navigation"] as! [[String: Any]]
            edges[0]["kind"] = "teleport"
            graph["navigation"] = edges
        }
        #expect(decodingError(kind) == "not a vipermap graph JSON: navigation[0].kind: found \"teleport\" (a string), expected one of push, present, root, embed, pop, dismiss, unknown")
        let line = try edited { graph in
            var edges = graph["navigation"] as! [[String: Any]]
            edges[1]["line"] = "twelve"
            graph["navigation"] = edges
        }
        #expect(decodingError(line) == "not a vipermap graph JSON: navigation[1].line: found \"twelve\" (a string), expected a whole number")
        let fraction = try edited { graph in
            var edges = graph["navigation"] as! [[String: Any]]
            edges[2]["line"] = 12.5
            graph["navigation"] = edges
        }
        #expect(decodingError(fraction) == "not a vipermap graph JSON: navigation[2].line: found 12.5 (a number), expected a whole number")
        let missing = try edited { graph in
            var modules = graph["modules"] as! [[String: Any]]
            modules[0]["name"] = nil
            graph["modules"] = modules
        }
        #expect(decodingError(missing) == "not a vipermap graph JSON: modules[0]: the key 'name' is missing")
        let flag = try edited { graph in
            var dependencies = graph["dependencies"] as! [[String: Any]]
            dependencies[0]["kind"] = true
            graph["dependencies"] = dependencies
        }
        #expect(decodingError(flag) == "not a vipermap graph JSON: dependencies[0].kind: found true (a boolean), expected one of module, import, sdk")
        // Through the command: one line, exit 2.
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("graph.json")
        try kind.write(to: file)
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["render", file.path, "-o", folder.appendingPathComponent("m.svg").path])
        #expect(result.status == 2 && result.stderr.split(separator: "\n").count == 1 && result.stderr.contains("navigation[0].kind: found \"teleport\""))
    }

    @Test func aDanglingReferenceIsWarnedAboutAndLeftOutOfThePicture() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = Graph(modules: [Module(name: "Home", path: "App/Home")],
                          navigation: [NavigationEdge(from: "Home", to: "Nowhere", kind: .push, via: "HomeRouter.go()", file: "a.swift", line: 3),
                                       NavigationEdge(from: appModuleName, to: "Home", kind: .root, via: "AppDelegate.start()", file: "b.swift", line: 1)],
                          dependencies: [Dependency(from: "Home", to: "Ghost", kind: .module, reasons: ["HomeRouter references GhostRouter"]),
                                         Dependency(from: "Home", to: "Alamofire", kind: .import, reasons: [])])
        let cleaned = GraphReferences.withoutDangling(graph)
        #expect(cleaned.graph.navigation.map(\.to) == ["Home"] && cleaned.graph.dependencies.map(\.to) == ["Alamofire"])
        #expect(cleaned.warnings == ["navigation Home → Nowhere (push, HomeRouter.go()) names no module 'Nowhere': left out",
                                     "dependency Home → Ghost (module) names no module 'Ghost': left out"])
        let file = folder.appendingPathComponent("graph.json")
        try GraphCoding.encode(graph).write(to: file)
        let svg = folder.appendingPathComponent("m.svg")
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["render", file.path, "-o", svg.path])
        #expect(result.status == 0 && result.stderr.contains("warning: navigation Home → Nowhere (push, HomeRouter.go()) names no module 'Nowhere': left out"))
        #expect(!(try String(contentsOf: svg, encoding: .utf8)).contains("Nowhere"))
    }

    @Test(arguments: TestSupport.exampleApps)
    func theScannersOwnOutputHasNoDanglingReference(_ app: String) throws {
        let graph = try TestSupport.loadExampleGraph(app)
        #expect(GraphReferences.withoutDangling(graph).warnings == [])
    }

    /// Truncated and mutated graph JSON through every command that reads one: exit 0, 1 or 2, a message when not 0.
    @Test func truncatedAndMutatedGraphsNeverCrashACommand() throws {
        let original = try bookNook
        var inputs: [Data] = [0, 1, 17, original.count / 3, original.count / 2, original.count - 2].map { original.prefix($0) }
        var seed: UInt64 = 0x5EED
        func next() -> Int { seed = seed &* 6364136223846793005 &+ 1442695040888963407; return Int(seed >> 33) }
        for _ in 0..<6 {
            var bytes = [UInt8](original)
            for _ in 0..<3 { bytes[next() % bytes.count] = [UInt8(ascii: "\""), UInt8(ascii: "9"), UInt8(ascii: "}"), UInt8(ascii: "x"), 0xFF][next() % 5] }
            inputs.append(Data(bytes))
        }
        // Structured mutations: a module's name gone, a kind of another type, an edge to nowhere, everything empty.
        inputs.append(try edited { graph in graph["modules"] = [] })
        inputs.append(try edited { graph in var e = graph["navigation"] as! [[String: Any]]; e[0]["to"] = "Ghost"; graph["navigation"] = e })
        inputs.append(try edited { graph in var e = graph["navigation"] as! [[String: Any]]; e[0]["kind"] = 7; graph["navigation"] = e })
        inputs.append(try edited { graph in graph["schemaVersion"] = 99 })
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = TestSupport.examples.appendingPathComponent("BookNook/graph.json").path
        for (index, input) in inputs.enumerated() {
            let file = folder.appendingPathComponent("fuzz\(index).json")
            try input.write(to: file)
            let commands: [[String]] = [
                ["render", file.path, "-o", folder.appendingPathComponent("fuzz\(index).svg").path],
                ["docs", file.path, "-o", folder.appendingPathComponent("docs\(index)").path, "--quiet"],
                ["diff", base, file.path, "--format", "json", "-o", folder.appendingPathComponent("fuzz\(index).diff.json").path],
                ["check", file.path, "--format", "json"],
                ["path", "App", "Reader", file.path],
            ]
            for command in commands {
                let result = try TestSupport.run(TestSupport.vipermapBinary, command)
                #expect([0, 1, 2].contains(result.status), "\(command[0]) on input \(index): exit \(result.status)")
                if result.status != 0 { #expect(!result.stderr.isEmpty, "\(command[0]) on input \(index): exit \(result.status) without a message") }
                if result.status == 2 { #expect(result.stderr.hasPrefix("vipermap: ") || result.stderr.hasPrefix("Error: "), "\(command[0]) on input \(index): \(result.stderr)") }
            }
        }
    }
}

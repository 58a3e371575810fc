import Foundation
import Testing
import ViperMap
import ViperMapIO
import ViperMapModel

/// Examples/ are the showcase and the end-to-end test: each scans to its committed graph.json and
/// scores perfectly against its hand-labelled truth.json.
@Suite struct ExampleAppTests {
    @Test(arguments: TestSupport.exampleApps)
    func scansToItsCommittedGraph(_ app: String) throws {
        let folder = TestSupport.examples.appendingPathComponent(app)
        let graph = try TestSupport.scanFolder(folder)
        try Golden.assertEqual(GraphCoding.encode(graph), file: folder.appendingPathComponent("graph.json"),
                               hint: "run `make examples` and review the diff")
    }

    @Test(.enabled(if: TestSupport.runsSharedTests, TestSupport.needsShared), arguments: TestSupport.exampleApps)
    func matchesItsHandLabelledTruth(_ app: String) throws {
        let folder = TestSupport.examples.appendingPathComponent(app)
        let graph = try TestSupport.scanFolder(folder)
        let scores = try TestSupport.score(graph, truth: folder.appendingPathComponent("truth.json"))
        for category in ["modules", "components", "contracts", "navigation", "dependencies"] {
            let s = scores[category] ?? []
            #expect(s.count == 3 && s[1] == 0 && s[2] == 0, "\(app) \(category): tp/fp/fn = \(s)")
        }
        let kinds = scores["navigation_kind_accuracy"] ?? []
        #expect(kinds.count == 2 && kinds[0] == kinds[1], "\(app) navigation kinds: \(kinds)")
    }

    /// The ways in from outside the truth labels (before the scanner was run on them): the same kind, pattern,
    /// screen and way of showing, no more, no fewer (an app whose truth labels none has none).
    @Test(arguments: TestSupport.exampleApps)
    func waysInMatchTheTruth(_ app: String) throws {
        let folder = TestSupport.examples.appendingPathComponent(app)
        let truth = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("truth.json"))) as? [String: Any]
        let labelled = Set(((truth?["entries"] as? [[String: String]]) ?? []).map { "\($0["kind"]!) \($0["pattern"]!) -> \($0["to"]!) \($0["how"]!)" })
        let graph = try GraphCoding.decode(Data(contentsOf: folder.appendingPathComponent("graph.json")))
        let found = Set((graph.entries ?? []).map { "\($0.kind) \($0.pattern) -> \($0.to) \($0.how.rawValue)" })
        #expect(found == labelled, "\(app): missed \(labelled.subtracting(found).sorted()), extra \(found.subtracting(labelled).sorted())")
    }

    /// `vipermap path URL INPUT`: the screens a link opens, the most specific pattern first; exit 1 with the
    /// known patterns when none matches.
    @Test func pathTakesAURL() throws {
        let graph = TestSupport.examples.appendingPathComponent("SkyWatch/graph.json").path
        let object = try TestSupport.run(TestSupport.vipermapBinary, ["path", "SkyWatch://object/m31?from=share", graph])
        #expect(object.status == 0)
        #expect(object.stdout.hasPrefix("SkyWatch://object/m31?from=share opens 1 screen:\n  1. ObjectDetail  push  url skywatch://object/*"), "\(object.stdout)")
        let web = try TestSupport.run(TestSupport.vipermapBinary, ["path", "https://skywatch.example.com/objects/m31", graph, "--format", "json"])
        #expect(web.status == 0 && web.stdout.contains("\"to\" : \"ObjectDetail\"") && web.stdout.contains("\"kind\" : \"universal-link\""), "\(web.stdout)")
        let nowhere = try TestSupport.run(TestSupport.vipermapBinary, ["path", "skywatch://nowhere", graph])
        #expect(nowhere.status == 1 && nowhere.stderr.contains("no way in from outside matches skywatch://nowhere (known: "), "\(nowhere.stderr)")
        let screens = try TestSupport.run(TestSupport.vipermapBinary, ["path", "App", "Settings", graph])
        #expect(screens.status == 0, "module to module still works: \(screens.stderr)")
    }

    /// Each run is a new process (a new hashing seed): the bytes must not depend on it.
    @Test(arguments: ["BookNook", "TideTable", "SkyWatch"])
    func theCommandLineWritesTheSameBytes(_ app: String) throws {
        let folder = TestSupport.examples.appendingPathComponent(app)
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["scan", folder.path, "--quiet", "--no-cache"])
        #expect(result.status == 0)
        #expect(result.stdout == String(decoding: FileManager.default.contents(atPath: folder.appendingPathComponent("graph.json").path)!, as: UTF8.self))
        #expect(result.stderr.isEmpty)
    }

    @Test func theGraphJSONRoundTrips() throws {
        let data = try #require(FileManager.default.contents(atPath: TestSupport.examples.appendingPathComponent("TaskTrail/graph.json").path))
        let graph = try GraphCoding.decode(data)
        #expect(GraphCoding.encode(graph) == data)
        #expect(throws: GraphCodingError.unsupportedSchema(2)) { try GraphCoding.decode(Data(#"{"schemaVersion": 2}"#.utf8)) }
    }
}

@Suite struct DeterminismTests {
    /// RecipeBox (storyboards, segues) and TideTable (closures, protocols, enums, notifications: the
    /// value flow's fixed point) come out the same whatever order the files are read in.
    @Test(arguments: ["RecipeBox", "TideTable"])
    func inputOrderAndThreadCountDoNotChangeTheBytes(_ app: String) throws {
        let folder = TestSupport.examples.appendingPathComponent(app)
        let discovery = SourceDiscovery(root: folder)
        let (files, _) = try discovery.discover([folder.path])
        let (texts, _) = SourceReader.read(files)
        let reference = GraphCoding.encode(GraphBuilder().build(SourceScanner.scan(texts, threads: 1)))
        var generator = SplitMix(seed: 42)
        for threads in [1, 2, 4] {
            let shuffled = texts.shuffled(using: &generator)
            let graph = GraphBuilder().build(SourceScanner.scan(shuffled, threads: threads))
            #expect(GraphCoding.encode(graph) == reference, "threads \(threads)")
        }
    }
}

struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A generated app of 100 modules in all five styles, scored with the eval's rules: all 1.0.
@Suite struct GeneratedCorpusTests {
    @Test(.enabled(if: TestSupport.runsSharedTests, TestSupport.needsShared)) func hundredModuleAppScoresPerfectly() throws {
        let folder = try TestSupport.generatedApp(modules: 100)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App")
        let graph = try TestSupport.scanFolder(app)
        let scores = try TestSupport.score(graph, truth: folder.appendingPathComponent("truth.json"))
        for category in ["modules", "components", "contracts", "navigation", "navigation_direct", "dependencies"] {
            let s = scores[category] ?? []
            #expect(s.count == 3 && s[0] > 0 && s[1] == 0 && s[2] == 0, "\(category): tp/fp/fn = \(s)")
        }
    }
}

import Foundation
import Testing
@testable import ViperMap
import ViperMapIO
import ViperMapModel

/// The app as Xcode builds it: a scan of a folder that holds a project maps the files the application
/// targets compile (and what they link), and names the rest.
@Suite struct ProjectTests {
    static let harbor = TestSupport.examples.appendingPathComponent("HarborWatch")

    func pipeline(_ folder: URL, _ choice: TargetChoice = TargetChoice()) -> ScanPipeline {
        ScanPipeline(root: folder, configuration: Configuration(), targetChoice: choice, threads: 2)
    }

    func paths(_ folder: URL, _ choice: TargetChoice = TargetChoice()) throws -> [String] {
        try pipeline(folder, choice).sources([folder.path]).items.map(\.path)
    }

    @Test func harborWatchMapsTheAppAndTheFrameworkItLinksAndNamesTheRest() throws {
        let graph = try TestSupport.scanFolder(Self.harbor)
        #expect(graph.modules.map(\.name) == ["BerthDetail", "Berths", "Bookings", "Login", "Settings"])
        #expect(graph.modules.first { $0.name == "Login" }?.targets == ["HarborKit"])
        #expect(graph.modules.first { $0.name == "Berths" }?.targets == ["Harbor"])
        #expect(graph.targets?.map(\.name) == ["Harbor", "HarborKit"])
        #expect(graph.targets?.first?.dependencies == ["HarborKit"])
        #expect(graph.targets?.first?.kind == "application")
        let unbuilt = graph.diagnostics.filter { $0.severity == .warning && $0.message.contains("no target compiles") }
        #expect(unbuilt.count == 1)
        #expect(unbuilt.first?.message.hasPrefix("5 files that no target compiles left out") == true)
        #expect(unbuilt.first?.message.contains("Harbor/Legacy/Waitlist/WaitlistRouter.swift") == true)
        #expect(graph.diagnostics.contains { $0.message.contains("files of targets not mapped left out: HarborWidget (5)") })
        // The test target's folder is never read, and no widget or legacy file reaches the graph.
        let files = Set(graph.modules.flatMap { $0.components.map(\.file) })
        #expect(!files.contains { $0.hasPrefix("HarborWidget/") || $0.hasPrefix("HarborTests/") || $0.contains("Legacy") })
    }

    @Test func targetOptionsMapWhatTheyName() throws {
        // The widget's files, and HarborKit's until the parse shows the widget does not import it.
        let widget = try pipeline(Self.harbor, TargetChoice(names: ["HarborWidget"]))
        let input = try widget.sources([Self.harbor.path])
        #expect(input.items.filter { $0.path.hasPrefix("HarborWidget/") }.count == 5)
        #expect(input.items.allSatisfy { $0.path.hasPrefix("HarborWidget/") || $0.path.hasPrefix("HarborKit/") })
        let widgetGraph = widget.scan(input)
        #expect(widgetGraph.targets?.map(\.name) == ["HarborWidget"])
        #expect(widgetGraph.diagnostics.contains { $0.message.hasPrefix("files of targets not mapped left out: Harbor (") })
        let all = try pipeline(Self.harbor, TargetChoice(all: true)).run([Self.harbor.path])
        #expect(all.targets?.map(\.name) == ["Harbor", "HarborKit", "HarborWidget"])
        let unbuilt = try pipeline(Self.harbor, TargetChoice(includeUnbuilt: true)).run([Self.harbor.path])
        #expect(unbuilt.modules.first { $0.name == "Waitlist" }?.targets == [])
        let tests = try ScanPipeline(root: Self.harbor, configuration: Configuration(), includeTests: true, threads: 2).sources([Self.harbor.path])
        #expect(tests.items.contains { $0.path == "HarborTests/BerthsPresenterTests.swift" })
        #expect(throws: InputError.self) { try paths(Self.harbor, TargetChoice(names: ["Nope"])) }
        do {
            _ = try paths(Self.harbor, TargetChoice(names: ["Nope"]))
        } catch let error as InputError {
            #expect(error.message == "--target Nope: no such target (the projects have: Harbor, HarborKit, HarborTests, HarborWidget)")
        }
    }

    @Test func theCommandLineTakesTargetOptions() throws {
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["scan", Self.harbor.path, "--target", "HarborKit", "--no-cache"])
        #expect(result.status == 0)
        let graph = try GraphCoding.decode(Data(result.stdout.utf8))
        #expect(graph.modules.map(\.name) == ["Login"])
        #expect(result.stderr.contains("5 files that no target compiles left out"))
        let both = try TestSupport.run(TestSupport.vipermapBinary, ["scan", Self.harbor.path, "--target", "Harbor", "--all-targets", "--no-cache"])
        #expect(both.status == 2)
    }

    @Test func synchronizedFoldersKeepTheirExceptionsOut() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ProjectFixture.files(["App/Main.swift": "let a = 1\n", "App/Old/Stale.swift": "let b = 2\n", "App/Shared.swift": "let c = 3\n",
                                  "Widget/Entry.swift": "let d = 4\n"], in: folder)
        try ProjectFixture(targets: [
            .init(name: "App", type: "application", synchronized: [("App", ["Old"])]),
            .init(name: "Widget", type: "app-extension", synchronized: [("Widget", [])], synchronizedExtras: [("App", "Shared.swift")]),
        ]).write(to: folder, name: "Sync")
        let input = try pipeline(folder).sources([folder.path])
        #expect(input.items.map(\.path) == ["App/Main.swift", "App/Shared.swift"])
        #expect(input.selection.diagnostics.contains { $0.message == "1 file that no target compiles left out (--include-unbuilt keeps them): App/Old/Stale.swift" })
        let all = try pipeline(folder, TargetChoice(all: true)).sources([folder.path])
        #expect(all.selection.fileTargets["App/Shared.swift"] == ["App", "Widget"])
        #expect(all.selection.fileTargets["Widget/Entry.swift"] == ["Widget"])
    }

    @Test func groupsWithSpacesSourceRootAndVariantGroupsResolve() throws {
        let text = """
            // !$*UTF8*$!
            { archiveVersion = 1; objectVersion = 56; objects = {
              P1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1); };
              G0 = {isa = PBXGroup; children = (G1, F3, V1); sourceTree = "<group>"; };
              G1 = {isa = PBXGroup; children = (G2); path = "My App"; sourceTree = "<group>"; };
              G2 = {isa = PBXGroup; children = (F1, F2); name = Screens; path = "Berth Detail/Screens"; sourceTree = "<group>"; };
              F1 = {isa = PBXFileReference; path = "Detail View.swift"; sourceTree = "<group>"; };
              F2 = {isa = PBXFileReference; path = ../../Shared/Model.swift; sourceTree = "<group>"; };
              F3 = {isa = PBXFileReference; path = Kit/Login.swift; sourceTree = SOURCE_ROOT; };
              F4 = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; name = Base; sourceTree = "<group>"; };
              F5 = {isa = PBXFileReference; path = /elsewhere/Outside.swift; sourceTree = "<absolute>"; };
              F6 = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
              V1 = {isa = PBXVariantGroup; children = (F4); name = Main.storyboard; sourceTree = "<group>"; };
              B1 = {isa = PBXBuildFile; fileRef = F1; }; B2 = {isa = PBXBuildFile; fileRef = F2; }; B3 = {isa = PBXBuildFile; fileRef = F3; };
              B4 = {isa = PBXBuildFile; fileRef = V1; }; B5 = {isa = PBXBuildFile; fileRef = F5; };
              S1 = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B5); };
              R1 = {isa = PBXResourcesBuildPhase; files = (B4); };
              C1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/My App/Info.plist"; }; name = Debug; };
              L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
              T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, R1); dependencies = (); name = "My App";
                    productType = "com.apple.product-type.application"; };
            }; rootObject = P1; }
            """
        let document = try XcodeProjectReader.read(Data(text.utf8), projectPath: "ios/App.xcodeproj", rootPath: "/work")
        let target = try #require(document.targets.first)
        #expect(target.name == "My App" && target.kind == .application)
        #expect(target.members == [.file("ios/My App/Berth Detail/Screens/Detail View.swift"), .file("ios/My App/Shared/Model.swift"),
                                   .file("ios/Kit/Login.swift"), .file("ios/Base.lproj/Main.storyboard")])
        #expect(target.manifests == ["ios/My App/Info.plist"])
        #expect(throws: XcodeProjectReader.Failure.self) { try XcodeProjectReader.read(Data("{ not a project".utf8), projectPath: "A.xcodeproj") }
    }

    @Test func aWorkspaceMapsItsProjectsAndNotAnExampleOutsideIt() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ProjectFixture.files(["A/App/Main.swift": "import BKit\n", "B/Sources/Kit.swift": "public let kit = 1\n",
                                  "B/Tests/KitTests.swift": "import XCTest\n", "Example/Demo.swift": "let demo = 1\n",
                                  "Main.xcworkspace/contents.xcworkspacedata": """
                                      <?xml version="1.0" encoding="UTF-8"?>
                                      <Workspace version = "1.0">
                                         <FileRef location = "group:A/A.xcodeproj"></FileRef>
                                         <Group location = "group:B" name = "B"><FileRef location = "group:B.xcodeproj"></FileRef></Group>
                                         <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
                                      </Workspace>
                                      """], in: folder)
        try ProjectFixture(targets: [.init(name: "App", type: "application", files: ["App/Main.swift"], links: ["BKit"])])
            .write(to: folder.appendingPathComponent("A"), name: "A")
        try ProjectFixture(targets: [.init(name: "BKit", type: "framework", files: ["Sources/Kit.swift"]),
                                     .init(name: "BKitTests", type: "bundle.unit-test", files: ["Tests/KitTests.swift"])])
            .write(to: folder.appendingPathComponent("B"), name: "B")
        try ProjectFixture(targets: [.init(name: "Demo", type: "application", files: ["Demo.swift"])])
            .write(to: folder.appendingPathComponent("Example"), name: "Example")
        let graph = try pipeline(folder).run([folder.path])
        #expect(graph.targets?.map(\.name) == ["App", "BKit"])
        #expect(graph.targets?.first?.dependencies == ["BKit"])
        let input = try pipeline(folder).sources([folder.path])
        #expect(input.items.map(\.path) == ["A/App/Main.swift", "B/Sources/Kit.swift"])
        #expect(graph.diagnostics.contains { $0.message.contains("Demo of Example.xcodeproj, not in the workspace (1)") })
    }

    @Test func aLocalPackageLinkedByProductIsMappedWithoutItsTests() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ProjectFixture.files([
            "App/Main.swift": "import Kit\n",
            "Packages/Kit/Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription
                let package = Package(
                    name: "Kit",
                    products: [.library(name: "Kit", targets: ["KitCore"])],
                    targets: [
                        .target(name: "KitCore", dependencies: ["KitModels", .product(name: "Remote", package: "remote")], exclude: ["Legacy"]),
                        .target(name: "KitModels", path: "Models"),
                        .testTarget(name: "KitCoreTests", dependencies: [.target(name: "KitCore")]),
                    ]
                )
                """,
            "Packages/Kit/Sources/KitCore/Core.swift": "public let core = 1\n",
            "Packages/Kit/Sources/KitCore/Legacy/Old.swift": "let old = 1\n",
            "Packages/Kit/Models/Model.swift": "public struct Model {}\n",
            "Packages/Kit/Tests/KitCoreTests/CoreTests.swift": "import XCTest\n",
        ], in: folder)
        try ProjectFixture(targets: [.init(name: "App", type: "application", files: ["App/Main.swift"], packageProducts: ["Kit"])])
            .write(to: folder, name: "App")
        let input = try pipeline(folder).sources([folder.path])
        #expect(input.items.map(\.path) == ["App/Main.swift", "Packages/Kit/Models/Model.swift", "Packages/Kit/Sources/KitCore/Core.swift"])
        let graph = try pipeline(folder).run([folder.path])
        #expect(graph.targets?.map { "\($0.name) \($0.kind) \($0.dependencies)" } == ["App application [\"KitCore\"]", "KitCore package [\"KitModels\"]",
                                                                                    "KitModels package []"])
        let manifest = PackageManifestReader.read(try String(contentsOf: folder.appendingPathComponent("Packages/Kit/Package.swift"), encoding: .utf8),
                                                  manifestPath: "Packages/Kit/Package.swift")
        #expect(manifest.targets.map(\.name) == ["KitCore", "KitModels", "KitCoreTests"])
        #expect(manifest.targets.first?.dependencies == ["KitModels", "Remote"])
        #expect(manifest.targets.first?.productNames == ["Kit", "KitCore"])
        #expect(manifest.targets.last?.kind == .tests)
    }

    @Test func aFrameworkTheAppImportsIsMappedAndOneNobodyImportsIsNot() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ProjectFixture.files(["App/Main.swift": "import Feature\nlet x = 1\n", "Feature/F.swift": "public let f = 1\n",
                                  "Unused/U.swift": "public let u = 1\n"], in: folder)
        try ProjectFixture(targets: [.init(name: "App", type: "application", files: ["App/Main.swift"]),
                                     .init(name: "Feature", type: "framework", files: ["Feature/F.swift"]),
                                     .init(name: "Unused", type: "framework", files: ["Unused/U.swift"])]).write(to: folder, name: "App")
        let graph = try pipeline(folder).run([folder.path])
        #expect(graph.targets?.map(\.name) == ["App", "Feature"])
        #expect(graph.targets?.first?.dependencies == ["Feature"])
        #expect(graph.diagnostics.contains { $0.message.hasPrefix("files of targets not mapped left out: Unused (1)") })
    }

    @Test func theDemoAppOfALinkedFrameworkIsLeftOut() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ProjectFixture.files(["App/Main.swift": "let a = 1\n", "Kit/Kit.swift": "let k = 1\n", "Kit/Demo/DemoApp.swift": "let d = 1\n"], in: folder)
        try ProjectFixture(targets: [.init(name: "App", type: "application", files: ["App/Main.swift"], links: ["Kit"])]).write(to: folder, name: "App")
        try ProjectFixture(targets: [.init(name: "Kit", type: "framework", files: ["Kit.swift"]),
                                     .init(name: "KitDemo", type: "application", files: ["Demo/DemoApp.swift"])])
            .write(to: folder.appendingPathComponent("Kit"), name: "Kit")
        let input = try pipeline(folder).sources([folder.path])
        #expect(input.items.map(\.path) == ["App/Main.swift", "Kit/Kit.swift"])
        #expect(input.selection.diagnostics.contains { $0.message == "demo apps of linked frameworks left out: KitDemo (--target NAME maps them)" })
    }

    @Test func projectPathsMatchTheFilesAsTheMacDoesIgnoringCase() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ProjectFixture.files(["app/modules/view/V.swift": "let v = 1\n", "app/Other.swift": "let o = 1\n"], in: folder)
        try ProjectFixture(targets: [.init(name: "App", type: "application", files: ["App/Modules/View/V.swift"])]).write(to: folder, name: "App")
        #expect(try paths(folder) == ["app/modules/view/V.swift"])
    }

    @Test func badAndPartialProjectsAreSaidAndTheScanGoesOn() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ProjectFixture.files(["Src/A.swift": "let a = 1\n", "Src/B.swift": "let b = 1\n"], in: folder)
        // A project that does not parse: one warning naming it; the folder is scanned as it is.
        try ProjectFixture.files(["Broken.xcodeproj/project.pbxproj": "{ objects = ( not an OpenStep plist"], in: folder)
        let broken = try pipeline(folder).sources([folder.path])
        #expect(broken.items.map(\.path) == ["Src/A.swift", "Src/B.swift"])
        #expect(broken.selection.diagnostics.count == 1)
        #expect(broken.selection.diagnostics.first?.file == "Broken.xcodeproj/project.pbxproj")
        #expect(broken.selection.diagnostics.first?.message.hasSuffix("the folder is scanned without its project") == true)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Broken.xcodeproj"))
        // A target that lists files that are not on disk: one line naming them.
        try ProjectFixture(targets: [.init(name: "App", type: "application", files: ["Src/A.swift", "Src/Gone.swift", "Src/Lost.m"])])
            .write(to: folder, name: "App")
        let partial = try pipeline(folder).sources([folder.path])
        #expect(partial.items.map(\.path) == ["Src/A.swift"])
        #expect(partial.selection.diagnostics.contains { $0.message == "target App lists 2 files that are not on disk: Src/Gone.swift, Src/Lost.m" })
        // A project outside the scanned folder is not read: Src alone is a plain folder.
        let inside = try ScanPipeline(root: folder, configuration: Configuration(), threads: 2).sources([folder.appendingPathComponent("Src").path])
        #expect(inside.items.map(\.path) == ["Src/A.swift", "Src/B.swift"])
        #expect(!inside.selection.applies)
        // The config's include wins over the project.
        var configuration = Configuration()
        configuration.include = ["Src/**"]
        let included = try ScanPipeline(root: folder, configuration: configuration, threads: 2).sources([folder.path])
        #expect(included.items.map(\.path) == ["Src/A.swift", "Src/B.swift"])
    }

    @Test func xcodeGenSpecsAndTuistManifests() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try ProjectFixture.files([
            "project.yml": """
                name: Shop
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [Shop]
                    dependencies:
                      - target: Core
                  Core:
                    type: framework
                    platform: iOS
                    sources:
                      - path: Core
                        excludes: ["**/*Mock.swift"]
                  ShopTests:
                    type: bundle.unit-test
                    sources: [ShopTests]
                """,
            "Shop/App.swift": "let a = 1\n", "Core/Api.swift": "let b = 1\n", "Core/ApiMock.swift": "let m = 1\n", "Old/Stale.swift": "let s = 1\n",
        ], in: folder)
        let input = try pipeline(folder).sources([folder.path])
        #expect(input.items.map(\.path) == ["Core/Api.swift", "Shop/App.swift"])
        #expect(input.selection.diagnostics.contains { $0.message.contains("Core/ApiMock.swift, Old/Stale.swift") })

        let tuist = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: tuist) }
        try ProjectFixture.files(["Project.swift": "import ProjectDescription\nlet project = Project(name: \"Shop\")\n", "Shop/App.swift": "let a = 1\n"], in: tuist)
        let plain = try pipeline(tuist).sources([tuist.path])
        #expect(plain.items.map(\.path) == ["Project.swift", "Shop/App.swift"])
        #expect(plain.selection.diagnostics.first?.message.hasPrefix("Tuist manifest (Project.swift) not evaluated") == true)
    }
}

/// What the outputs make of the targets: the dependencies view boxes each target's modules, the docs and the
/// HTML map name a module's target, and `check` takes targets as feature groups and in forbidden rules.
@Suite struct TargetOutputTests {
    let graph: Graph

    init() throws {
        graph = try GraphCoding.decode(try Data(contentsOf: ProjectTests.harbor.appendingPathComponent("graph.json")))
    }

    @Test func theDependenciesViewBoxesEachTargetsModules() {
        let dot = DependenciesDOTEncoder().encode(graph)
        #expect(dot.contains("subgraph \"cluster_target_Harbor\" {\n    label=\"Harbor (application)\""))
        #expect(dot.contains("subgraph \"cluster_target_HarborKit\" {\n    label=\"HarborKit (framework)\""))
        #expect(dot.contains("tooltip=\"a framework target of the app\""))
        // One target: no box.
        var single = graph
        single.targets = [graph.targets![0]]
        #expect(!DependenciesDOTEncoder().encode(single).contains("cluster_target"))
    }

    @Test func theMapAndTheDocsNameTheTarget() throws {
        let index = MapIndex(graph)
        let object = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(index)) as? [String: Any]
        let modules = object?["modules"] as? [[String: Any]] ?? []
        #expect(modules.first { $0["name"] as? String == "Login" }?["targets"] as? [String] == ["HarborKit"])
        let page = try String(contentsOf: ProjectTests.harbor.appendingPathComponent("docs/modules/Login.md"), encoding: .utf8)
        #expect(page.contains("Login is the module in HarborKit/Login, built in the target HarborKit:"))
    }

    @Test func checkTakesTargetsAsFeatureGroupsAndInForbiddenRules() throws {
        let configuration = try Configuration.parse("""
            rules:
              groups:
                Kit: {targets: [HarborKit]}
              forbidden:
                - {from: "target:Harbor", to: "target:HarborKit", kind: dependency, name: app-uses-kit}
            """, file: ".vipermap.yml")
        let found = RuleChecker(settings: configuration.rules).check(graph)
        #expect(found.contains { $0.rule == "cross-feature-navigation" && $0.module == "Settings" })
        #expect(found.contains { $0.rule == "forbidden" && $0.module == "Settings" })
        var entered = configuration.rules
        entered.groups[0].entry = ["Login"]
        entered.forbidden = []
        #expect(RuleChecker(settings: entered).check(graph).allSatisfy { $0.rule != "cross-feature-navigation" })
    }
}

import Foundation
import Testing
import ViperMap
import ViperMapIO
import ViperMapModel

/// Bad input: a clear message naming the file, and the rest of the scan goes on.
@Suite struct BadInputTests {
    private let goodModule = [
        "Home/HomePresenter.swift": "class HomePresenter {}",
        "Home/HomeRouter.swift": "class HomeRouter {}",
        "Home/HomeViewController.swift": "class HomeViewController: UIViewController {}",
    ]

    @Test func aMissingPathExitsTwoWithOneLine() throws {
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["scan", "/nonexistent/app"])
        #expect(result.status == 2)
        #expect(result.stderr == "vipermap: /nonexistent/app: no such file or folder\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func badFilesAreNamedAndTheScanGoesOn() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write(goodModule, in: folder)
        try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0xFE, 0x0A]).write(to: folder.appendingPathComponent("Latin1.swift"))
        try Data("class Broken {\n  func (\n".utf8).write(to: folder.appendingPathComponent("Broken.swift"))
        try Data(String(repeating: "// padding\n", count: 200_000).utf8).write(to: folder.appendingPathComponent("Huge.swift"))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("LoopA.swift").path, withDestinationPath: "LoopB.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("LoopB.swift").path, withDestinationPath: "LoopA.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "Nowhere.swift")

        let graph = try TestSupport.scanFolder(folder)
        #expect(graph.modules.map(\.name) == ["Home"])
        let byFile = Dictionary(grouping: graph.diagnostics, by: \.file)
        #expect(byFile["Latin1.swift"]?.first?.message.contains("not UTF-8") == true)
        #expect(byFile["Broken.swift"]?.first?.message.contains("does not parse") == true)
        #expect(byFile["Broken.swift"]?.first?.line == 2)
        #expect(byFile["Huge.swift"]?.first?.message.contains("over the 2 MiB limit") == true)
        #expect(byFile["LoopA.swift"]?.first?.message.contains("link loop") == true)
        #expect(byFile["Gone.swift"]?.first?.message.contains("broken symbolic link") == true)

        // The command line says the same on stderr and still exits 0.
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["scan", folder.path, "-o", folder.appendingPathComponent("out.json").path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("Latin1.swift: error: is not UTF-8 text; skipped"))
        #expect(result.stderr.contains("LoopA.swift: warning: is a symbolic link loop; skipped"))
    }

    @Test func aFileThatCannotBeOpenedIsNamed() {
        let missing = SourceFile(path: "Vanished.swift", url: URL(fileURLWithPath: "/nonexistent/Vanished.swift"))
        let (texts, diagnostics) = SourceReader.read([missing])
        #expect(texts.isEmpty)
        #expect(diagnostics.map(\.file) == ["Vanished.swift"])
        #expect(diagnostics.first?.message.contains("cannot be read") == true)
    }

    @Test func anEmptyFolderGivesAnEmptyGraphAndSaysSo() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["scan", folder.path])
        #expect(result.status == 0)
        let graph = try GraphCoding.decode(Data(result.stdout.utf8))
        #expect(graph == Graph())
        #expect(result.stderr.contains("no VIPER modules found"))
    }

    @Test func codeWithoutVIPERModulesGivesAnEmptyGraph() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write(["App/SettingsViewController.swift": "class SettingsViewController: UIViewController {}"], in: folder)
        let graph = try TestSupport.scanFolder(folder)
        #expect(graph.modules.isEmpty && graph.navigation.isEmpty)
    }

    @Test func aBadConfigExitsTwoNamingTheKey() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write(goodModule, in: folder)
        try Data("exclud: ['**/Old/**']\n".utf8).write(to: folder.appendingPathComponent(".vipermap.yml"))
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["scan", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown key 'exclud'"))
    }

    @Test func testsVendoredAndExcludedCodeAreLeftOutByDefault() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write(goodModule, in: folder)
        try TestSupport.write([
            "AppTests/LoginPresenterTests.swift": "class LoginPresenter {}\nclass LoginRouter {}",
            "Home/HomeSpecHelper.swift": "import XCTest\nclass MockPresenter {}\nclass MockRouter {}",
            "Pods/Lib/LibPresenter.swift": "class LibPresenter {}\nclass LibRouter {}",
            "Old/OldPresenter.swift": "class OldPresenter {}\nclass OldRouter {}",
            ".vipermap.yml": "exclude: ['Old/**']\n",
        ], in: folder)
        #expect(try TestSupport.scanFolder(folder).modules.map(\.name) == ["Home"])
        let withTests = try TestSupport.scanFolder(folder, includeTests: true)
        #expect(withTests.modules.map(\.name) == ["Home", "Login", "Mock"])
    }

    @Test func outputIsWrittenWholeAndOnlyWhereAsked() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("graph.json")
        try OutputWriter.write(Data("one".utf8), to: target.path)
        try OutputWriter.write(Data("two".utf8), to: target.path)
        #expect(try String(contentsOf: target, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["graph.json"])
        #expect(throws: InputError.self) { try OutputWriter.write(Data(), to: folder.appendingPathComponent("no/such/dir/x.json").path) }
    }

    @Test func aPathologicallyDeepExpressionDoesNotCrashTheScan() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write(goodModule, in: folder)
        let chain = String(repeating: ".next", count: 40_000)
        try TestSupport.write(["Home/Deep.swift": "class Deep { func f() { let x = head\(chain)\n } }"], in: folder)
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["scan", folder.path, "--quiet"])
        #expect(result.status == 0)
        let graph = try GraphCoding.decode(Data(result.stdout.utf8))
        #expect(graph.modules.map(\.name) == ["Home"])
        #expect(graph.modules[0].components.map(\.name).contains("Deep"))
    }
}

import Foundation
import ViperMap
import ViperMapIO
import ViperMapModel

/// `vipermap-bench project DIR [--runs N]`: what reading an Xcode project costs a scan. Writes
/// `DIR/Bench.xcodeproj` (one group per folder, one app target compiling every Swift file), then times the
/// full scan with the project and without it (best of N, same files), and the project reading alone.
enum ProjectBench {
    static func run(folder: String, runs: Int) throws {
        let root = URL(fileURLWithPath: folder).standardizedFileURL
        let discovery = SourceDiscovery(root: root)
        let files = try discovery.discover([root.path]).files.map(\.path).filter { $0.hasSuffix(".swift") }
        let project = root.appendingPathComponent("Bench.xcodeproj")
        try? FileManager.default.removeItem(at: project)
        let pipeline = ScanPipeline(root: root, configuration: Configuration())
        var without = Double.infinity, with = Double.infinity, reading = Double.infinity
        var graph = Graph()
        for _ in 0..<runs {
            without = min(without, try seconds { graph = try pipeline.run([root.path]) })
        }
        let modules = graph.modules.count
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        let text = projectText(files)
        try text.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: project) }
        for _ in 0..<runs {
            with = min(with, try seconds { graph = try pipeline.run([root.path]) })
            reading = min(reading, try seconds {
                let documents = ProjectLoader.documents(["Bench.xcodeproj/project.pbxproj"], rootPath: root.path) {
                    FileManager.default.contents(atPath: root.appendingPathComponent($0).path)
                }
                _ = try ProjectLoader.select(documents, files: files, choice: TargetChoice()) { _ in true }
            })
        }
        print("project: \(files.count) files in one app target, \(text.utf8.count / 1024) KiB of project.pbxproj, runs: \(runs) (best of)")
        print(String(format: "read + select:     %.1f ms", reading * 1000))
        print(String(format: "scan without it:   %.3f s  (%d modules)", without, modules))
        print(String(format: "scan with it:      %.3f s  (%d modules, targets %@)", with, graph.modules.count,
                     (graph.targets ?? []).map(\.name).joined(separator: ", ")))
        print(String(format: "added by the project: %.1f ms (%.2fx)", (with - without) * 1000, with / without))
    }

    /// An Xcode project in the format Xcode writes: a group per folder, a file reference and a build file per file.
    static func projectText(_ files: [String]) -> String {
        var counter = 0
        func id() -> String {
            counter += 1
            return String(format: "B0000000000000000000%04X", counter)
        }
        var objects: [String] = []
        var groups: [String: (id: String, children: [String])] = ["": (id(), [])]
        func group(_ folder: String) -> String {
            if let known = groups[folder] { return known.id }
            let parent = folder.contains("/") ? String(folder[..<folder.lastIndex(of: "/")!]) : ""
            let made = id()
            _ = group(parent)
            groups[parent]!.children.append(made)
            groups[folder] = (made, [])
            return made
        }
        var builds: [String] = []
        for file in files {
            let folder = file.contains("/") ? String(file[..<file.lastIndex(of: "/")!]) : ""
            _ = group(folder)
            let reference = id(), build = id()
            let name = file.split(separator: "/").last!
            objects.append("\(reference) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"\(name)\"; sourceTree = \"<group>\"; };")
            objects.append("\(build) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = \(reference) /* \(name) */; };")
            groups[folder]!.children.append(reference)
            builds.append(build)
        }
        for (folder, group) in groups.sorted(by: { $0.key < $1.key }) {
            let path = folder.isEmpty ? "" : "path = \"\(folder.split(separator: "/").last!)\"; "
            objects.append("\(group.id) = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n\t\t\t\t\(group.children.joined(separator: ",\n\t\t\t\t")),\n\t\t\t);\n\t\t\t\(path)sourceTree = \"<group>\";\n\t\t};")
        }
        let sources = id(), target = id(), project = id()
        objects.append("\(sources) = {isa = PBXSourcesBuildPhase; files = (\(builds.joined(separator: ", "))); };")
        objects.append("\(target) = {isa = PBXNativeTarget; buildPhases = (\(sources)); dependencies = (); name = Bench; productType = \"com.apple.product-type.application\"; };")
        objects.append("\(project) = {isa = PBXProject; mainGroup = \(groups[""]!.id); projectDirPath = \"\"; targets = (\(target)); };")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\t\t" + objects.joined(separator: "\n\t\t")
            + "\n\t};\n\trootObject = \(project);\n}\n"
    }
}

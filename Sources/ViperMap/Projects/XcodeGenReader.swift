import Foundation
import ViperMapModel
import Yams

/// Reads an XcodeGen spec (`project.yml`) through Yams: its targets, their `type`, `sources`
/// (folders or files, with `excludes`), `info.path` and `dependencies` (`target:`, `framework:`,
/// `package:`/`product:`). Paths are relative to the spec's folder. `include:` and target templates
/// are not followed: said in a diagnostic.
public enum XcodeGenReader {
    public static func read(_ text: String, specPath: String) -> ProjectDocument {
        var document = ProjectDocument(path: specPath, format: .xcodegen)
        func warn(_ message: String) { document.diagnostics.append(Diagnostic(severity: .warning, file: specPath, message: message)) }
        let node: Node?
        do { node = try Yams.compose(yaml: text) } catch {
            warn("does not parse as YAML (\(error)); its folder is scanned as a plain folder")
            return document
        }
        guard let top = node?.mapping else { return document }
        let folder = ProjectPath.folder(specPath)
        let unread = ["include", "targetTemplates"].filter { top[$0] != nil }
        if !unread.isEmpty {
            document.diagnostics.append(Diagnostic(severity: .info, file: specPath,
                message: "\(unread.joined(separator: " and ")) not followed: only the targets written in this file are read"))
        }
        guard let targets = top["targets"]?.mapping else { return document }
        for (key, value) in targets {
            guard let name = key.string, let spec = value.mapping else { continue }
            let type = spec["type"]?.string ?? ""
            var target = BuildTarget(name: name, kind: BuildTarget.Kind.ofProductType(type), declaredIn: specPath, productNames: [name])
            let sources: [Node] = spec["sources"].map { $0.sequence.map(Array.init) ?? [$0] } ?? []
            for source in sources {
                if let path = source.string ?? source.mapping?["path"]?.string, let joined = ProjectPath.join(folder, path) {
                    let excludes = source.mapping?["excludes"]?.sequence?.compactMap(\.string) ?? []
                    target.members.append(.folder(joined, except: excludes))
                }
            }
            if let info = spec["info"]?.mapping?["path"]?.string, let path = ProjectPath.join(folder, info) { target.manifests = [path] }
            for dependency in spec["dependencies"]?.sequence ?? [] {
                guard let map = dependency.mapping else { continue }
                if let other = map["target"]?.string {
                    target.dependencies.append(other.split(separator: "/").last.map(String.init) ?? other)
                } else if let framework = map["framework"]?.string ?? map["carthage"]?.string {
                    target.dependencies.append(ProjectPath.name(framework).components(separatedBy: ".").first ?? framework)
                } else if let package = map["package"]?.string {
                    target.dependencies.append(map["product"]?.string ?? package)
                }
            }
            target.dependencies = target.dependencies.uniquedSorted()
            document.targets.append(target)
        }
        document.targets.sort { $0.name < $1.name }
        return document
    }
}

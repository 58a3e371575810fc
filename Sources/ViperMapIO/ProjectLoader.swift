import Foundation
import ViperMap
import ViperMapModel

/// Reads the project documents a scan found (from disk or from a git revision) and hands them to
/// the pure readers: Xcode projects and workspaces, Swift package manifests, XcodeGen specs; Tuist
/// manifests are named, not run.
public enum ProjectLoader {
    /// Whether a file found by a walk describes targets (and which reader it needs).
    public static func isProjectDocument(_ path: String) -> Bool {
        path.hasSuffix(".xcodeproj/project.pbxproj") || path.hasSuffix(".xcworkspace/contents.xcworkspacedata")
            || SourceDiscovery.projectManifestNames.contains(ProjectPath.name(path))
    }

    /// The documents, read; `contents` gives a document's bytes (nil when it cannot be read).
    public static func documents(_ paths: [String], rootPath: String, contents: (String) -> Data?) -> [ProjectDocument] {
        var documents: [ProjectDocument] = []
        var tuist: [String] = []
        for path in paths.sorted() {
            let name = ProjectPath.name(path)
            guard let data = contents(path) else {
                documents.append(ProjectDocument(path: path, format: .xcode, diagnostics: [
                    Diagnostic(severity: .warning, file: path, message: "cannot be read; the folder is scanned without its project")], failed: !name.hasSuffix(".swift")))
                continue
            }
            if path.hasSuffix("/project.pbxproj") {
                let projectPath = String(path.dropLast("/project.pbxproj".count))
                do {
                    documents.append(try XcodeProjectReader.read(data, projectPath: projectPath, rootPath: rootPath))
                } catch let failure as XcodeProjectReader.Failure {
                    documents.append(ProjectDocument(path: path, format: .xcode, diagnostics: [
                        Diagnostic(severity: .warning, file: path, message: "\(failure.message); the folder is scanned without its project")], failed: true))
                } catch {
                    documents.append(ProjectDocument(path: path, format: .xcode, failed: true))
                }
            } else if path.hasSuffix("/contents.xcworkspacedata") {
                var workspace = WorkspaceReader.read(data, workspacePath: String(path.dropLast("/contents.xcworkspacedata".count)), rootPath: rootPath)
                let walk = SourceDiscovery(root: URL(fileURLWithPath: "/"))
                workspace.missing = workspace.references.filter { reference in
                    reference.hasSuffix(".xcodeproj") && walk.keepsProjectDocument(reference + "/project.pbxproj") && contents(reference + "/project.pbxproj") == nil
                }
                documents.append(workspace)
            } else if let text = String(data: data, encoding: .utf8) {
                switch name {
                case "Package.swift": documents.append(PackageManifestReader.read(text, manifestPath: path))
                case "project.yml": if text.contains("targets:") { documents.append(XcodeGenReader.read(text, specPath: path)) }
                default: if text.contains("import ProjectDescription") { tuist.append(path) }
                }
            }
        }
        if let first = tuist.first {
            let others = tuist.count > 1 ? " and \(tuist.count - 1) more" : ""
            documents.append(ProjectDocument(path: first, format: .tuist, references: tuist, diagnostics: [Diagnostic(severity: .info, file: first,
                message: "Tuist manifest\(others.isEmpty ? "" : "s") (\(first)\(others)) not evaluated: targets come from a committed Xcode project when there is one, else the folder is scanned as it is")]))
        }
        return documents
    }

    /// The project selection for found files, or an input error for a `--target` that names nothing.
    public static func select(_ documents: [ProjectDocument], files: [String], choice: TargetChoice,
                              exists: (String) -> Bool) throws -> ProjectSelection {
        do {
            return try ProjectScope.select(documents, files: files, choice: choice, exists: exists)
        } catch let error as ProjectScopeError {
            throw InputError(error.description)
        }
    }
}

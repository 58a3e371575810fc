import Foundation
import ViperMap
import ViperMapModel
#if canImport(Glibc)
import Glibc
#endif

/// A Swift file to scan: where it is on disk and its path relative to the scan root.
public struct SourceFile: Equatable, Sendable {
    public var path: String
    /// Where it is on disk (a plain path: URLs cost more than the walk itself on a large app).
    public var absolutePath: String
    public var url: URL { URL(fileURLWithPath: absolutePath) }

    public init(path: String, url: URL) {
        self.path = path
        absolutePath = url.path
    }

    public init(path: String, absolutePath: String) {
        self.path = path
        self.absolutePath = absolutePath
    }
}

public struct InputError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Finds the source files (Swift, storyboards and xibs, `Info.plist`) under the scanned paths, leaving out what SPEC.md excludes by default
/// (Pods, Carthage, .build, DerivedData, vendor, test targets, generated files) and what the config
/// excludes. Links to files are followed; links to folders are not (so a loop cannot hang the walk).
public struct SourceDiscovery {
    public var root: URL
    public var configuration: Configuration
    public var includeTests: Bool

    public init(root: URL, configuration: Configuration = Configuration(), includeTests: Bool = false) {
        self.root = root.standardizedFileURL
        self.configuration = configuration
        self.includeTests = includeTests
    }

    /// Files that describe targets: Swift package manifests, XcodeGen specs, Tuist manifests.
    static let projectManifestNames: Set<String> = ["Package.swift", "project.yml", "Project.swift", "Workspace.swift"]

    static let excludedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "vendor", "node_modules", "Generated", "fastlane"]

    public func discover(_ paths: [String]) throws -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        let found = try discoverAll(paths)
        return (found.files, found.diagnostics)
    }

    /// What a scan finds: the source files, and the project documents among them (Xcode projects and
    /// workspaces, Swift package manifests, XcodeGen specs, Tuist manifests) that say which files are built.
    public struct Discovered {
        public var files: [SourceFile]
        public var projects: [SourceFile]
        public var diagnostics: [Diagnostic]
        /// Snapshot tests' reference images (`__Snapshots__/…png`, `ReferenceImages*/…png`), found in test folders too.
        public var images: [SourceFile] = []
    }

    /// What a walk gathers.
    private struct Gathered {
        var files: [SourceFile] = []
        var projects: [SourceFile] = []
        var images: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
    }

    public func discoverAll(_ paths: [String]) throws -> Discovered {
        var found = Gathered()
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir) else {
                throw InputError("\(path): no such file or folder")
            }
            if isDir.boolValue {
                let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
                walk(url.path, rootPath: rootPath, sources: true, into: &found)
            } else {
                found.files.append(SourceFile(path: relative(url), url: url))
            }
        }
        var (files, projects) = (found.files, found.projects)
        let diagnostics = found.diagnostics
        var seen: Set<String> = []
        files = files.filter { seen.insert($0.path).inserted && isIncluded($0.path) }
        var seenProjects: Set<String> = []
        projects = projects.filter { seenProjects.insert($0.path).inserted }
        var seenImages: Set<String> = []
        let images = found.images.filter { seenImages.insert($0.path).inserted && isIncluded($0.path) }.sorted { $0.path < $1.path }
        return Discovered(files: files.sorted { $0.path < $1.path }, projects: projects.sorted { $0.path < $1.path }, diagnostics: diagnostics,
                          images: images)
    }

    /// The walk on plain path strings (URLs cost more than the walk itself on a large app).
    /// `sources` false: below a test folder, where only snapshot images are gathered.
    private func walk(_ folder: String, rootPath: String, sources: Bool, snapshots: Bool = false, into found: inout Gathered) {
        func relativePath(_ path: String) -> String {
            path.hasPrefix(rootPath) ? String(path.dropFirst(rootPath.count)) : relative(URL(fileURLWithPath: path))
        }
        func source(_ path: String) -> SourceFile { SourceFile(path: relativePath(path), absolutePath: path) }
        guard let dir = opendir(folder) else {
            if sources { found.diagnostics.append(Diagnostic(severity: .warning, file: relativePath(folder), message: "folder cannot be read; skipped")) }
            return
        }
        var entries: [(name: String, type: UInt8)] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if !name.hasPrefix(".") { entries.append((name, entry.pointee.d_type)) }
        }
        closedir(dir)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for (name, type) in entries.sorted(by: { $0.name < $1.name }) {
            let path = prefix + name
            var kind = type
            if kind == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard lstat(path, &info) == 0 else { continue }
                let mode = info.st_mode & S_IFMT
                kind = mode == S_IFDIR ? UInt8(DT_DIR) : mode == S_IFLNK ? UInt8(DT_LNK) : mode == S_IFREG ? UInt8(DT_REG) : 0
            }
            switch kind {
            case UInt8(DT_LNK):
                guard sources, isSourceName(name) else { continue }
                var target = stat()
                if stat(path, &target) != 0 {
                    let why = errno == ELOOP ? "is a symbolic link loop" : "is a broken symbolic link"
                    found.diagnostics.append(Diagnostic(severity: .warning, file: relativePath(path), message: "\(why); skipped"))
                    continue
                }
                if target.st_mode & S_IFMT == S_IFREG { found.files.append(source(path)) }
            case UInt8(DT_DIR):
                let inSnapshots = snapshots || name == "__Snapshots__" || name.hasPrefix("ReferenceImages")
                if sources, name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") {
                    let document = path + (name.hasSuffix(".xcodeproj") ? "/project.pbxproj" : "/contents.xcworkspacedata")
                    if access(document, R_OK) == 0 { found.projects.append(source(document)) }
                    continue
                }
                if isExcludedFolder(name, forTests: false) { continue }
                walk(path, rootPath: rootPath, sources: sources && !isExcludedFolder(name), snapshots: inSnapshots, into: &found)
            case UInt8(DT_REG):
                if snapshots, name.hasSuffix(".png") { found.images.append(source(path)) }
                guard sources else { continue }
                if isSourceName(name) { found.files.append(source(path)) }
                if Self.projectManifestNames.contains(name) { found.projects.append(source(path)) }
            default:
                continue
            }
        }
    }

    /// Whether a file at this path (relative to the root, `/`-separated) is scanned: the rules of
    /// the folder walk (hidden names, excluded folders, Swift files that are not generated) and the
    /// config's globs. For sources that are not on disk (a git revision).
    public func keeps(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        guard let name = parts.last, isSourceName(name) else { return false }
        guard !parts.contains(where: { $0.hasPrefix(".") }), !parts.dropLast().contains(where: { isExcludedFolder($0) }) else { return false }
        return isIncluded(path)
    }

    /// Whether a project document at this path (relative to the root) is one a walk would find: not hidden, not in an excluded folder.
    public func keepsProjectDocument(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        let folders = parts.dropLast().filter { !$0.hasSuffix(".xcodeproj") && !$0.hasSuffix(".xcworkspace") }
        return !parts.contains { $0.hasPrefix(".") } && !folders.contains(where: { isExcludedFolder($0) })
            && parts.dropLast().filter { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }.count <= 1
    }

    /// `forTests` false: whether nothing in it is the app's (test folders hold snapshot images).
    private func isExcludedFolder(_ name: String, forTests: Bool = true) -> Bool {
        if Self.excludedFolders.contains(name) || name.hasPrefix(".build") || name.hasSuffix(".xcassets") { return true }
        // Built or vendored bundles: their plists and nibs are compiled, not the app's source.
        if [".framework", ".xcframework", ".bundle", ".app", ".appex"].contains(where: { name.hasSuffix($0) }) { return true }
        if forTests, !includeTests, name.hasSuffix("Tests") || name.hasSuffix("Specs") || name == "Tests" { return true }
        return false
    }

    /// Swift files that are not generated, Objective-C (`.h`, `.m`; `.mm` to say it is not read),
    /// Interface Builder files, app manifests (`Info.plist`), and folders' `README.md` (shown on module pages).
    private func isSourceName(_ name: String) -> Bool {
        if name.hasSuffix(".swift") { return !isGeneratedName(name) }
        if name.hasSuffix(".h") || name.hasSuffix(".m") || name.hasSuffix(".mm") { return true }
        return StoryboardScanner.isInterfaceFile(name) || InfoPlistScanner.isManifest(name) || DocumentScanner.isDocument(name)
    }

    private func isGeneratedName(_ name: String) -> Bool {
        name.hasSuffix(".generated.swift") || name.hasSuffix("+Generated.swift") || name == "R.generated.swift"
    }

    private func isIncluded(_ path: String) -> Bool {
        if !configuration.include.isEmpty, !configuration.include.contains(where: { Glob($0).matches(path) }) { return false }
        return !configuration.exclude.contains { Glob($0).matches(path) }
    }

    /// `url` relative to the root, with `/`; `../` steps when it lies outside.
    public func relative(_ url: URL) -> String {
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        if url.path.hasPrefix(rootPath) { return String(url.path.dropFirst(rootPath.count)) }
        let base = root.pathComponents
        let parts = url.standardizedFileURL.pathComponents
        var common = 0
        while common < min(base.count, parts.count), base[common] == parts[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let rel = (ups + parts[common...]).joined(separator: "/")
        return rel.isEmpty ? "." : rel
    }
}

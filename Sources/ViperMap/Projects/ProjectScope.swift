import Foundation
import ViperMapModel

/// Which targets a scan maps: by default the application targets (and what they link), or the
/// targets named with `--target`, or every target but tests (`--all-targets`).
public struct TargetChoice: Equatable, Sendable {
    public var names: [String]
    public var all: Bool
    /// Keep the files that no target compiles (`--include-unbuilt`).
    public var includeUnbuilt: Bool
    /// Map the test targets too (`--include-tests`).
    public var includeTests = false

    public init(names: [String] = [], all: Bool = false, includeUnbuilt: Bool = false) {
        self.names = names
        self.all = all
        self.includeUnbuilt = includeUnbuilt
    }

    /// What the choice adds to a scan cache key.
    public var fingerprint: String { "targets=\(names.joined(separator: ",")) all=\(all) unbuilt=\(includeUnbuilt) tests=\(includeTests)" }
}

/// The files a scan maps once the projects have said what is built, each with its targets.
/// Made in two steps: `ProjectScope.select` before the files are parsed (the targets the project chooses,
/// and the frameworks of the repository as candidates), `finalized(imports:)` after (a candidate that
/// chosen code imports is built too, as Xcode finds implicit dependencies; the others' files are dropped).
public struct ProjectSelection: Equatable, Sendable {
    /// Whether a project decided (false: no project was found, the folder is scanned as it is).
    public var applies: Bool
    public var kept: [String]
    /// A kept file's targets (sorted); files no target compiles (kept with `--include-unbuilt`) have none.
    public var fileTargets: [String: [String]]
    public var targets: [Target]
    public var diagnostics: [Diagnostic]

    /// A framework, library or package target no chosen target links: mapped only if chosen code imports it.
    struct Candidate: Equatable, Sendable {
        var moduleNames: [String]
        var dependencies: [String]
    }
    var chosen: Set<String> = []
    var candidates: [String: Candidate] = [:]
    /// Every target in use: kind, declaring file and the target names it links (for the graph's list).
    var known: [String: Target] = [:]
    /// Files of targets not chosen, by target (said once the candidates are settled).
    var leftOut: [String: Int] = [:]
    var anchor = "."

    public static let none = ProjectSelection(applies: false, kept: [], fileTargets: [:], targets: [], diagnostics: [])

    /// The selection once the files are parsed: candidates that chosen files import (`imports` gives a
    /// file's imported module names) join, transitively, with what they link; the rest are left out.
    public func finalized(imports: (String) -> [String]) -> ProjectSelection {
        guard applies else { return self }
        var result = self
        var chosen = self.chosen
        var implicit: [String: Set<String>] = [:]
        var byModule: [String: [String]] = [:]
        for (name, candidate) in candidates { for module in candidate.moduleNames { byModule[module, default: []].append(name) } }
        var changed = !byModule.isEmpty
        while changed {
            changed = false
            for file in kept {
                let owners = (fileTargets[file] ?? []).filter(chosen.contains)
                guard !owners.isEmpty else { continue }
                for module in imports(file) {
                    for name in (byModule[module] ?? []).sorted() where !chosen.contains(name) {
                        var queue = [name]
                        while let next = queue.popLast() {
                            guard chosen.insert(next).inserted else { continue }
                            queue += (candidates[next]?.dependencies ?? []).filter { !chosen.contains($0) }
                        }
                        for owner in owners { implicit[owner, default: []].insert(name) }
                        changed = true
                    }
                }
            }
        }
        var leftOut = self.leftOut
        result.kept = kept.filter { file in
            guard let owners = fileTargets[file], !owners.isEmpty else { return true }
            let mapped = owners.filter(chosen.contains)
            if mapped.isEmpty { for owner in owners { leftOut[owner, default: 0] += 1 } }
            return !mapped.isEmpty
        }
        let keptSet = Set(result.kept)
        result.fileTargets = fileTargets.filter { keptSet.contains($0.key) }.mapValues { $0.filter(chosen.contains) }
        result.targets = chosen.sorted().compactMap { name in
            guard var target = known[name] else { return nil }
            target.dependencies = (target.dependencies + (implicit[name] ?? [])).filter { chosen.contains($0) && $0 != name }.uniquedSorted()
            return target
        }
        if !leftOut.isEmpty {
            let list = leftOut.keys.sorted().map { "\($0) (\(leftOut[$0]!))" }.joined(separator: ", ")
            result.diagnostics.append(Diagnostic(severity: .info, file: anchor,
                message: "files of targets not mapped left out: \(list) (--target NAME or --all-targets maps them)"))
        }
        result.chosen = chosen
        result.candidates = [:]
        result.leftOut = [:]
        return result
    }
}

public struct ProjectScopeError: Error, CustomStringConvertible, Equatable {
    public var description: String
}

/// Decides, from the project documents found in the scanned folders, which discovered files a scan maps.
/// Ordered passes: the documents in use (the outermost workspaces' projects, else every project;
/// a generated project wins over its XcodeGen spec), what each target compiles among the found files
/// (headers follow their implementation files, an app manifest its target), the targets chosen and
/// what they link, then the files kept and the ones left out, said once.
public enum ProjectScope {
    /// - Parameter exists: whether a path the scan did not find is on disk at all (for the files a target lists but nobody has).
    public static func select(_ documents: [ProjectDocument], files: [String], choice: TargetChoice,
                              exists: (String) -> Bool = { _ in true }) throws -> ProjectSelection {
        let used = inUse(documents)
        var diagnostics = documents.flatMap(\.diagnostics)
        let buildsApp = used.contains { ($0.format == .xcode || $0.format == .xcodegen) && !$0.targets.isEmpty }
        guard !used.contains(where: \.failed), buildsApp || (!choice.names.isEmpty || choice.all) && used.contains(where: { $0.format == .package }) else {
            if !choice.names.isEmpty {
                throw ProjectScopeError(description: "--target \(choice.names.joined(separator: " ")): no Xcode project, XcodeGen spec or Swift package found in the scanned folders")
            }
            return ProjectSelection(applies: false, kept: files, fileTargets: [:], targets: [], diagnostics: diagnostics)
        }
        // The documents themselves are not the app's sources (nor are the Tuist manifests a Tuist document names).
        let documentPaths = Set(documents.map(\.path) + documents.filter { $0.format == .tuist }.flatMap(\.references))
        let sources = files.filter { !documentPaths.contains($0) }
        let targets = used.flatMap(\.targets)
        // Projects not in use (outside the workspace) still say whose files are whose: theirs are left out by name.
        let usedPaths = Set(used.map(\.path))
        let unused = documents.filter { ($0.format == .xcode || $0.format == .xcodegen) && !usedPaths.contains($0.path) }.flatMap { document in
            document.targets.map { target in
                var renamed = target
                renamed.name = "\(target.name) of \(ProjectPath.name(ProjectPath.folder(document.path))), not in the workspace"
                return renamed
            }
        }
        let members = Membership.compute(targets: targets + unused, files: sources,
                                         referenced: used.reduce(into: Set<String>()) { $0.formUnion($1.referenced) })
        let chosen = try choose(targets, choice: choice, diagnostics: &diagnostics)
        let chosenNames = Set(chosen.map(\.name))
        let nameOf = Dictionary(targets.flatMap { target in ([target.name] + target.productNames).map { ($0, target.name) } },
                                uniquingKeysWith: { first, _ in first })
        var candidates: [String: ProjectSelection.Candidate] = [:]
        // Xcode finds a workspace's framework targets that chosen code imports (implicit dependencies); a Swift
        // package's products must be added to a target by name, so a package target is never a candidate.
        for target in targets where target.kind.isLinkedCode && target.kind != .package && !chosenNames.contains(target.name) {
            let modules = ([target.name] + target.productNames).map { String($0.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }
            candidates[target.name] = .init(moduleNames: modules.uniquedSorted(), dependencies: target.dependencies.compactMap { nameOf[$0] }.uniquedSorted())
        }
        // Folders of projects a workspace lists but the repository lacks (generated, not committed): scanned as plain folders.
        let unreadFolders = Set(used.flatMap(\.missing).map(ProjectPath.folder)).filter { !$0.isEmpty }.sorted()
        var unread = 0

        var kept: [String] = []
        var fileTargets: [String: [String]] = [:]
        var unbuilt: [String] = []
        var leftOut: [String: Int] = [:]
        var documents: [String] = []
        for file in sources {
            // A folder's README is no target's source: read when a kept file lies under its folder.
            if DocumentScanner.isDocument(file) {
                documents.append(file)
                continue
            }
            let owners = members[file] ?? []
            let mapped = owners.filter(chosenNames.contains)
            if !mapped.isEmpty {
                kept.append(file)
                fileTargets[file] = mapped.sorted()
            } else if !owners.isEmpty, owners.contains(where: { candidates[$0] != nil }) {
                kept.append(file)  // settled once the chosen files' imports are known
                fileTargets[file] = owners.sorted()
            } else if owners.isEmpty, unreadFolders.contains(where: { file.hasPrefix($0 + "/") }) {
                kept.append(file)
                unread += 1
            } else if owners.isEmpty {
                unbuilt.append(file)
                if choice.includeUnbuilt { kept.append(file) }
            } else {
                for owner in owners { leftOut[owner, default: 0] += 1 }
            }
        }
        for document in documents {
            let folder = document.split(separator: "/").dropLast().joined(separator: "/")
            if !folder.isEmpty, kept.contains(where: { $0.hasPrefix(folder + "/") }) { kept.append(document) }
        }
        let anchor = used.first { $0.format == .xcode || $0.format == .xcodegen }?.path ?? used.first?.path ?? "."
        // Source files a chosen target lists that are not on disk: one line per target.
        let found = Set(files.map { $0.lowercased() })
        for target in chosen {
            let listed = target.members.compactMap { member -> String? in if case .file(let path) = member { return path } else { return nil } }
            let missing = listed.filter { path in
                Self.sourceSuffixes.contains { path.hasSuffix($0) } && !found.contains(path.lowercased()) && !exists(path)
            }.uniquedSorted()
            if !missing.isEmpty {
                diagnostics.append(Diagnostic(severity: .warning, file: target.declaredIn,
                    message: "target \(target.name) lists \(missing.count) file\(missing.count == 1 ? "" : "s") that \(missing.count == 1 ? "is" : "are") not on disk: \(missing.joined(separator: ", "))"))
            }
        }
        if !unbuilt.isEmpty {
            let what = "\(unbuilt.count) file\(unbuilt.count == 1 ? "" : "s") that no target compiles"
            diagnostics.append(Diagnostic(severity: .warning, file: anchor, message: choice.includeUnbuilt
                ? "\(what) mapped all the same (--include-unbuilt or the config's include): \(unbuilt.joined(separator: ", "))"
                : "\(what) left out (--include-unbuilt keeps them): \(unbuilt.joined(separator: ", "))"))
        }
        if !unreadFolders.isEmpty {
            let missing = used.flatMap(\.missing).uniquedSorted()
            diagnostics.append(Diagnostic(severity: .info, file: used.first { !$0.missing.isEmpty }?.path ?? anchor,
                message: "\(missing.count) listed project\(missing.count == 1 ? " is" : "s are") not in the repository (generated?): the \(unread) files in their folders are mapped as plain folders (\(missing.prefix(5).joined(separator: ", "))\(missing.count > 5 ? ", …" : ""))"))
        }
        var known: [String: Target] = [:]
        for target in targets where known[target.name] == nil {
            known[target.name] = Target(name: target.name, kind: target.kind.rawValue, file: target.declaredIn,
                                        dependencies: target.dependencies.compactMap { nameOf[$0] }.uniquedSorted())
        }
        var selection = ProjectSelection(applies: true, kept: kept, fileTargets: fileTargets, targets: [], diagnostics: diagnostics)
        selection.chosen = chosenNames
        selection.candidates = candidates
        selection.known = known
        selection.leftOut = leftOut
        selection.anchor = anchor
        return selection
    }

    static let sourceSuffixes = [".swift", ".h", ".m", ".mm", ".storyboard", ".xib"]

    /// The documents a scan follows: with workspaces, the projects and packages the outermost ones
    /// list (a project elsewhere is an example or a vendored copy); else every project. Packages always
    /// (they are linked by product name); an XcodeGen spec only where no project sits beside it.
    static func inUse(_ documents: [ProjectDocument]) -> [ProjectDocument] {
        func depth(_ path: String) -> Int { path.split(separator: "/").count }
        let workspaces = documents.filter { $0.format == .workspace && !$0.references.isEmpty }
        var projects = documents.filter { $0.format == .xcode }
        var outer: [ProjectDocument] = []
        if let outermost = workspaces.map({ depth($0.path) }).min() {
            outer = workspaces.filter { depth($0.path) == outermost }
            let listed = Set(outer.flatMap(\.references))
            let inWorkspace = projects.filter { listed.contains(ProjectPath.folder($0.path)) }
            if !inWorkspace.isEmpty { projects = inWorkspace + outer }
        }
        let projectFolders = Set(documents.filter { $0.format == .xcode }.map { ProjectPath.folder(ProjectPath.folder($0.path)) })
        let specs = documents.filter { $0.format == .xcodegen && !projectFolders.contains(ProjectPath.folder($0.path)) }
        return (projects + specs + documents.filter { $0.format == .package }).sorted { $0.path < $1.path }
    }

    /// The targets `choice` names, else the applications (every target but tests when there is none),
    /// with the frameworks, libraries and package targets they link, transitively.
    static func choose(_ targets: [BuildTarget], choice: TargetChoice, diagnostics: inout [Diagnostic]) throws -> [BuildTarget] {
        let indices = Array(targets.indices)
        var start: [Int]
        if !choice.names.isEmpty {
            let unknown = choice.names.filter { name in !targets.contains { $0.name == name } }
            if !unknown.isEmpty {
                let known = Set(targets.map(\.name)).sorted().joined(separator: ", ")
                throw ProjectScopeError(description: "--target \(unknown.joined(separator: " ")): no such target (the projects have: \(known))")
            }
            start = indices.filter { choice.names.contains(targets[$0].name) }
        } else if choice.all {
            start = indices.filter { targets[$0].kind != .tests }
        } else {
            start = indices.filter { targets[$0].kind == .application }
            // An application declared in a project whose frameworks another project's application links is
            // that framework's demo app: the app the repository ships is the one linking it.
            let libraryProjects = Set(start.flatMap { app in
                linked(from: app, in: targets).map { targets[$0].declaredIn }.filter { $0 != targets[app].declaredIn }
            })
            let demos = start.filter { libraryProjects.contains(targets[$0].declaredIn) }
            if !demos.isEmpty, demos.count < start.count {
                start.removeAll { demos.contains($0) }
                diagnostics.append(Diagnostic(severity: .info, file: targets[demos[0]].declaredIn,
                    message: "demo apps of linked frameworks left out: \(demos.map { targets[$0].name }.uniquedSorted().joined(separator: ", ")) (--target NAME maps them)"))
            }
            if start.isEmpty {
                start = indices.filter { targets[$0].kind != .tests && targets[$0].kind != .other }
                if let first = targets.first {
                    diagnostics.append(Diagnostic(severity: .info, file: first.declaredIn,
                        message: "no application target: mapping every target but tests (\(start.map { targets[$0].name }.uniquedSorted().joined(separator: ", ")))"))
                }
            }
        }
        if choice.includeTests { start += indices.filter { targets[$0].kind == .tests } }
        let chosen = Set(start).union(start.flatMap { linked(from: $0, in: targets) })
        return chosen.sorted().map { targets[$0] }
    }

    /// The frameworks, libraries and package targets a target links, transitively (indices into `targets`).
    static func linked(from start: Int, in targets: [BuildTarget]) -> Set<Int> {
        var byProduct: [String: [Int]] = [:]
        for (index, target) in targets.enumerated() where target.kind.isLinkedCode {
            for name in Set([target.name] + target.productNames) { byProduct[name, default: []].append(index) }
        }
        var found: Set<Int> = []
        var queue = [start]
        while let index = queue.popLast() {
            for dependency in targets[index].dependencies {
                for other in byProduct[dependency] ?? [] where other != start && found.insert(other).inserted { queue.append(other) }
            }
        }
        return found
    }
}

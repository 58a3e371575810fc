import Foundation
import ViperMapModel

/// Which targets compile each found file: the targets' own members (files, folders less their
/// exceptions), then the files a build phase does not list but a target builds all the same:
/// a header goes with the implementation file of its name beside it (or, alone, with the targets of
/// the nearest folder above it that holds compiled files when the project lists it, of its own folder's
/// compiled files when it does not); an app manifest
/// (`Info.plist`) with the target whose `INFOPLIST_FILE` it is. Paths match as the Mac's file system
/// matches them: a project that says `Modules/View` builds the files of `modules/view`.
enum Membership {
    static func compute(targets: [BuildTarget], files: [String], referenced: Set<String>) -> [String: Set<String>] {
        let sorted = files.sorted()
        let present = Set(sorted)
        // Case-folded paths, sorted, with the paths they stand for.
        var byFolded: [String: [String]] = [:]
        for path in sorted { byFolded[path.lowercased(), default: []].append(path) }
        let folded = byFolded.keys.sorted()
        func matching(_ path: String) -> [String] { present.contains(path) ? [path] : byFolded[path.lowercased()] ?? [] }
        var owners: [String: Set<String>] = [:]
        for target in targets {
            for member in target.members {
                switch member {
                case .file(let path):
                    for found in matching(path) { owners[found, default: []].insert(target.name) }
                case .folder(let folder, let except):
                    let lowered = folder.lowercased(), loweredExcept = except.map { $0.lowercased() }
                    for key in under(lowered, in: folded) where !excluded(key, folder: lowered, except: loweredExcept) {
                        for found in byFolded[key] ?? [] { owners[found, default: []].insert(target.name) }
                    }
                }
            }
            for manifest in target.manifests {
                for found in matching(manifest) { owners[found, default: []].insert(target.name) }
            }
        }
        // Targets by folder, from the files they compile: where a lone header or manifest belongs.
        var folderTargets: [String: Set<String>] = [:]
        var stems: [String: Set<String>] = [:]
        for (path, names) in owners {
            // Every folder above a compiled file knows its targets: a lone header belongs to the nearest such folder.
            var folder = ProjectPath.folder(path)
            while true {
                folderTargets[folder, default: []].formUnion(names)
                if folder.isEmpty { break }
                folder = ProjectPath.folder(folder)
            }
            if let stem = implementationStem(path) { stems[stem, default: []].formUnion(names) }
        }
        func nearest(_ path: String) -> Set<String> {
            var folder = ProjectPath.folder(path)
            while true {
                if let names = folderTargets[folder], !names.isEmpty { return names }
                if folder.isEmpty { return [] }
                folder = ProjectPath.folder(folder)
            }
        }
        for path in sorted where owners[path] == nil {
            if path.hasSuffix(".h") {
                let stem = String(path.dropLast(2))
                if let names = stems[stem] {
                    owners[path] = names
                } else if !hasImplementation(stem, present) {
                    // A header is not compiled on its own: one the project lists goes with the nearest folder of compiled
                    // files above it; one it does not list (an #import finds it on disk) with the compiled files of its own folder.
                    let names = referenced.contains(path) ? nearest(path) : folderTargets[ProjectPath.folder(path)] ?? []
                    if !names.isEmpty { owners[path] = names }
                }
            } else if ProjectPath.name(path) == "Info.plist" || path.hasSuffix("-Info.plist") {
                let names = nearest(path).filter { name in !targets.contains { $0.name == name && !$0.manifests.isEmpty } }
                if !names.isEmpty { owners[path] = names }
            } else if path.hasSuffix(".entitlements") {
                // `CODE_SIGN_ENTITLEMENTS`: not read from the project; the targets of the files beside it.
                let names = nearest(path)
                if !names.isEmpty { owners[path] = names }
            }
        }
        return owners
    }

    /// The files under `folder` (or the file itself) in a sorted list: they sit together, after the folder's name.
    static func under(_ folder: String, in sorted: [String]) -> [String] {
        if folder.isEmpty { return sorted }
        let prefix = folder + "/"
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < folder { low = mid + 1 } else { high = mid }
        }
        var found: [String] = []
        while low < sorted.count, sorted[low].hasPrefix(folder) {
            if sorted[low] == folder || sorted[low].hasPrefix(prefix) { found.append(sorted[low]) }
            low += 1
        }
        return found
    }

    /// Whether an exception (a path relative to the folder, a folder of them, or a glob) leaves the file out.
    static func excluded(_ path: String, folder: String, except: [String]) -> Bool {
        guard !except.isEmpty else { return false }
        let relative = folder.isEmpty ? path : String(path.dropFirst(folder.count + 1))
        return except.contains { rule in
            if rule.contains("*") || rule.contains("?") { return Glob(rule).matches(relative) }
            return relative == rule || relative.hasPrefix(rule + "/")
        }
    }

    /// `A/B.m` → `A/B` (the files a header of the same name declares).
    static func implementationStem(_ path: String) -> String? {
        for suffix in [".m", ".mm", ".c", ".cpp", ".swift"] where path.hasSuffix(suffix) { return String(path.dropLast(suffix.count)) }
        return nil
    }

    static func hasImplementation(_ stem: String, _ present: Set<String>) -> Bool {
        [".m", ".mm", ".c", ".cpp"].contains { present.contains(stem + $0) }
    }
}

import Foundation
import ViperMapModel

/// Reads an Xcode project's `project.pbxproj` (the OpenStep property list Xcode writes) through
/// Foundation's `PropertyListSerialization`: the native targets, the files each compiles (Sources,
/// Resources and Headers phases, Xcode 16 synchronized folders with their exceptions), the app
/// manifest each is built with, what each links and depends on. File references are resolved
/// through their groups (`<group>`, `SOURCE_ROOT`, `<absolute>`; build-product and SDK paths are
/// not files of the app).
public enum XcodeProjectReader {
    public struct Failure: Error, Equatable { public var message: String }

    /// - Parameters:
    ///   - projectPath: the `.xcodeproj` folder, relative to the scan root.
    ///   - rootPath: the scan root on disk (absolute), for `<absolute>` references.
    public static func read(_ data: Data, projectPath: String, rootPath: String = "/") throws -> ProjectDocument {
        let plist: Any
        do {
            plist = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw Failure(message: "does not parse as a property list (\((error as NSError).localizedDescription))")
        }
        guard let top = plist as? [String: Any], let objects = top["objects"] as? [String: Any],
              let rootID = top["rootObject"] as? String, let root = objects[rootID] as? [String: Any] else {
            throw Failure(message: "has no objects or root object: not an Xcode project")
        }
        var reader = Reader(objects: objects.compactMapValues { $0 as? [String: Any] }, projectPath: projectPath, rootPath: rootPath)
        let projectDir = (root["projectDirPath"] as? String) ?? ""
        reader.sourceRoot = ProjectPath.join(ProjectPath.folder(projectPath), projectDir) ?? ProjectPath.folder(projectPath)
        let file = projectPath + "/project.pbxproj"
        var document = ProjectDocument(path: file, format: .xcode)
        for id in strings(root["targets"]) {
            guard let target = reader.objects[id] else { continue }
            document.targets.append(reader.target(target, id: id))
        }
        document.referenced = reader.allReferences()
        document.diagnostics = reader.diagnostics
        return document
    }

    static func strings(_ value: Any?) -> [String] { (value as? [Any])?.compactMap { $0 as? String } ?? [] }

    private struct Reader {
        var objects: [String: [String: Any]]
        var projectPath: String
        var rootPath: String
        var sourceRoot = ""
        var diagnostics: [Diagnostic] = []
        private var parents: [String: String] = [:]
        private var locations: [String: String?] = [:]
        private let synchronizedGroups: [String]

        init(objects: [String: [String: Any]], projectPath: String, rootPath: String) {
            self.objects = objects
            self.projectPath = projectPath
            self.rootPath = rootPath
            for (id, object) in objects {
                for child in strings(object["children"]) { parents[child] = id }
            }
            synchronizedGroups = objects.filter { $0.value["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" }.keys.sorted()
        }

        /// Where a file reference or group lies, relative to the scan root; nil for build products, SDK files and paths outside the root.
        mutating func location(_ id: String) -> String? {
            if let known = locations[id] { return known }
            locations[id] = .some(nil)  // a cycle in the groups resolves to nothing
            let found = resolve(id)
            locations[id] = found
            return found
        }

        private mutating func resolve(_ id: String) -> String? {
            guard let object = objects[id] else { return nil }
            let path = object["path"] as? String
            switch object["sourceTree"] as? String ?? "<group>" {
            case "<group>":
                let base: String?
                if let parent = parents[id] { base = location(parent) } else { base = sourceRoot }
                guard let base else { return nil }
                return path.map { ProjectPath.join(base, $0) } ?? base
            case "SOURCE_ROOT":
                return path.map { ProjectPath.join(sourceRoot, $0) } ?? sourceRoot
            case "<absolute>":
                return path.flatMap { ProjectPath.relative(absolute: $0, root: rootPath) }
            default:
                return nil  // BUILT_PRODUCTS_DIR, SDKROOT, DEVELOPER_DIR: not the app's files
            }
        }

        /// The files a build file stands for: a file reference, or the localised files of a variant group.
        mutating func files(ofReference id: String) -> [String] {
            guard let object = objects[id] else { return [] }
            if object["isa"] as? String == "PBXVariantGroup" {
                return strings(object["children"]).compactMap { location($0) }
            }
            return location(id).map { [$0] } ?? []
        }

        mutating func target(_ object: [String: Any], id targetID: String) -> BuildTarget {
            let name = object["name"] as? String ?? "?"
            let kind = (object["productType"] as? String).map(BuildTarget.Kind.ofProductType) ?? .other
            var target = BuildTarget(name: name, kind: kind, declaredIn: projectPath + "/project.pbxproj")
            var products: [String] = [name]
            if let product = object["productName"] as? String { products.append(product) }
            if let reference = object["productReference"] as? String, let path = objects[reference]?["path"] as? String {
                products.append(Self.productName(path))
            }
            target.productNames = Array(Set(products)).sorted()
            for phaseID in strings(object["buildPhases"]) {
                guard let phase = objects[phaseID] else { continue }
                let isa = phase["isa"] as? String ?? ""
                for buildFileID in strings(phase["files"]) {
                    guard let buildFile = objects[buildFileID] else { continue }
                    switch isa {
                    case "PBXSourcesBuildPhase", "PBXResourcesBuildPhase", "PBXHeadersBuildPhase":
                        if let reference = buildFile["fileRef"] as? String {
                            target.members += files(ofReference: reference).map(BuildTarget.Member.file)
                        }
                    case "PBXFrameworksBuildPhase":
                        if let reference = buildFile["fileRef"] as? String, let path = objects[reference]?["path"] as? String {
                            target.dependencies.append(Self.productName(path))
                        }
                        if let product = buildFile["productRef"] as? String, let productName = objects[product]?["productName"] as? String {
                            target.dependencies.append(productName)
                        }
                    default:
                        continue
                    }
                }
            }
            for dependencyID in strings(object["dependencies"]) {
                guard let dependency = objects[dependencyID] else { continue }
                if let targetID = dependency["target"] as? String, let other = objects[targetID]?["name"] as? String {
                    target.dependencies.append(other)
                } else if let proxyID = dependency["targetProxy"] as? String, let remote = objects[proxyID]?["remoteInfo"] as? String {
                    target.dependencies.append(remote)
                } else if let product = dependency["productRef"] as? String, let productName = objects[product]?["productName"] as? String {
                    target.dependencies.append(productName)
                }
            }
            for product in strings(object["packageProductDependencies"]) {
                if let productName = objects[product]?["productName"] as? String { target.dependencies.append(productName) }
            }
            target.members += synchronizedMembers(of: object, targetID: targetID)
            target.manifests = manifests(of: object, name: name)
            target.dependencies = Array(Set(target.dependencies)).sorted()
            return target
        }

        /// Xcode 16 synchronized folders: a folder the target lists compiles every file in it but the
        /// exceptions of that target; a folder it does not list adds the files its exception set names.
        private mutating func synchronizedMembers(of object: [String: Any], targetID: String) -> [BuildTarget.Member] {
            var members: [BuildTarget.Member] = []
            let listed = Set(strings(object["fileSystemSynchronizedGroups"]))
            for groupID in synchronizedGroups {
                guard let folder = location(groupID) else { continue }
                var exceptions: [String] = []
                for setID in strings(objects[groupID]?["exceptions"]) {
                    guard let set = objects[setID], set["target"] as? String == targetID else { continue }
                    exceptions += strings(set["membershipExceptions"])
                }
                if listed.contains(groupID) {
                    members.append(.folder(folder, except: exceptions.sorted()))
                } else {
                    members += exceptions.compactMap { ProjectPath.join(folder, $0) }.map(BuildTarget.Member.file)
                }
            }
            return members
        }

        /// `INFOPLIST_FILE` of the target's build configurations, expanded.
        private func manifests(of object: [String: Any], name: String) -> [String] {
            guard let listID = object["buildConfigurationList"] as? String, let list = objects[listID] else { return [] }
            var found: Set<String> = []
            for configurationID in strings(list["buildConfigurations"]) {
                guard let settings = objects[configurationID]?["buildSettings"] as? [String: Any],
                      let file = settings["INFOPLIST_FILE"] as? String else { continue }
                if let path = ProjectPath.expand(file, sourceRoot: sourceRoot, targetName: name) { found.insert(path) }
            }
            return found.sorted()
        }

        /// Every file reference's location (what the project knows of, in a target or not).
        mutating func allReferences() -> Set<String> {
            var found: Set<String> = []
            for (id, object) in objects where object["isa"] as? String == "PBXFileReference" {
                if let path = location(id) { found.insert(path) }
            }
            return found
        }

        /// `Core.framework` → `Core`, `libCore.a` → `Core`.
        static func productName(_ path: String) -> String {
            var name = ProjectPath.name(path)
            if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
            if name.hasPrefix("lib"), path.hasSuffix(".a") || path.hasSuffix(".dylib") { name = String(name.dropFirst(3)) }
            return name
        }
    }
}

import Foundation

/// Writes small Xcode projects (`project.pbxproj` in the OpenStep format Xcode writes) for the
/// project tests: targets with their Sources phase, linked frameworks and package products, and
/// Xcode 16 synchronized folders with exception sets.
struct ProjectFixture {
    struct Target {
        var name: String
        /// The product type without `com.apple.product-type.` (`application`, `framework`, `app-extension`, `bundle.unit-test`).
        var type: String
        /// Files in the Sources phase, relative to the project's folder (file references with `SOURCE_ROOT`).
        var files: [String] = []
        /// Frameworks in the Frameworks phase, by product name (`Kit` for `Kit.framework`).
        var links: [String] = []
        var packageProducts: [String] = []
        /// Synchronized folders the target lists, with the files it leaves out (relative to the folder).
        var synchronized: [(folder: String, except: [String])] = []
        /// Files of synchronized folders it does not list but builds all the same (folder, relative path).
        var synchronizedExtras: [(folder: String, file: String)] = []
        var infoPlist: String? = nil
    }

    var targets: [Target]
    /// Files the project refers to in its groups but no target builds.
    var unbuiltReferences: [String] = []

    func text() -> String {
        var objects: [String] = []
        var counter = 0
        func id() -> String {
            counter += 1
            return String(format: "A0000000000000000000%04X", counter)
        }
        let rootID = id(), mainGroup = id()
        var children: [String] = []
        var targetIDs: [String] = []
        var syncGroups: [String: (id: String, exceptions: [String])] = [:]
        let folders = Set(targets.flatMap { $0.synchronized.map(\.folder) + $0.synchronizedExtras.map(\.folder) }).sorted()
        for folder in folders {
            syncGroups[folder] = (id(), [])
            children.append(syncGroups[folder]!.id)
        }
        for path in unbuiltReferences {
            let ref = id()
            objects.append("\(ref) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"\(path)\"; sourceTree = SOURCE_ROOT; };")
            children.append(ref)
        }
        for target in targets {
            let targetID = id()
            targetIDs.append(targetID)
            var buildFiles: [String] = []
            for path in target.files {
                let ref = id(), build = id()
                objects.append("\(ref) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"\(path)\"; sourceTree = SOURCE_ROOT; };")
                objects.append("\(build) = {isa = PBXBuildFile; fileRef = \(ref); };")
                children.append(ref)
                buildFiles.append(build)
            }
            let sources = id()
            objects.append("\(sources) = {isa = PBXSourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };")
            var linkFiles: [String] = []
            for framework in target.links {
                let ref = id(), build = id()
                objects.append("\(ref) = {isa = PBXFileReference; explicitFileType = wrapper.framework; path = \(framework).framework; sourceTree = BUILT_PRODUCTS_DIR; };")
                objects.append("\(build) = {isa = PBXBuildFile; fileRef = \(ref); };")
                linkFiles.append(build)
            }
            var products: [String] = []
            for product in target.packageProducts {
                let dependency = id(), build = id()
                objects.append("\(dependency) = {isa = XCSwiftPackageProductDependency; productName = \(product); };")
                objects.append("\(build) = {isa = PBXBuildFile; productRef = \(dependency); };")
                linkFiles.append(build)
                products.append(dependency)
            }
            let frameworks = id()
            objects.append("\(frameworks) = {isa = PBXFrameworksBuildPhase; files = (\(linkFiles.joined(separator: ", "))); };")
            for (folder, except) in target.synchronized where !except.isEmpty {
                let set = id()
                objects.append("\(set) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(except.map { "\"\($0)\"" }.joined(separator: ", "))); target = \(targetID); };")
                syncGroups[folder]!.exceptions.append(set)
            }
            let extras = Dictionary(grouping: target.synchronizedExtras, by: \.folder)
            for (folder, files) in extras.sorted(by: { $0.key < $1.key }) {
                let set = id()
                objects.append("\(set) = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(files.map { "\"\($0.file)\"" }.joined(separator: ", "))); target = \(targetID); };")
                syncGroups[folder]!.exceptions.append(set)
            }
            let configuration = id(), list = id()
            let plist = target.infoPlist.map { "INFOPLIST_FILE = \"\($0)\"; " } ?? ""
            objects.append("\(configuration) = {isa = XCBuildConfiguration; buildSettings = {\(plist)PRODUCT_NAME = \"$(TARGET_NAME)\"; }; name = Debug; };")
            objects.append("\(list) = {isa = XCConfigurationList; buildConfigurations = (\(configuration)); };")
            let listed = target.synchronized.map { syncGroups[$0.folder]!.id }
            objects.append("""
                \(targetID) = {isa = PBXNativeTarget; buildConfigurationList = \(list); buildPhases = (\(sources), \(frameworks)); dependencies = (); \
                fileSystemSynchronizedGroups = (\(listed.joined(separator: ", "))); name = "\(target.name)"; \
                packageProductDependencies = (\(products.joined(separator: ", "))); productName = "\(target.name)"; \
                productType = "com.apple.product-type.\(target.type)"; };
                """)
        }
        for folder in folders {
            let group = syncGroups[folder]!
            objects.append("\(group.id) = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (\(group.exceptions.joined(separator: ", "))); path = \"\(folder)\"; sourceTree = \"<group>\"; };")
        }
        objects.append("\(mainGroup) = {isa = PBXGroup; children = (\(children.joined(separator: ", "))); sourceTree = \"<group>\"; };")
        objects.append("\(rootID) = {isa = PBXProject; mainGroup = \(mainGroup); projectDirPath = \"\"; targets = (\(targetIDs.joined(separator: ", "))); };")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n\t\t" + objects.joined(separator: "\n\t\t")
            + "\n\t};\n\trootObject = \(rootID);\n}\n"
    }

    /// Writes the project as `<folder>/<name>.xcodeproj/project.pbxproj`.
    func write(to folder: URL, name: String) throws {
        let project = folder.appendingPathComponent("\(name).xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try text().write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
    }

    /// Writes each file (relative path → text) under `folder`.
    static func files(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}

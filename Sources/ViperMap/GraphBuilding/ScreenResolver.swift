import ViperMapFacts
import ViperMapModel

/// Which pictures of its screen each module has in the repository: the storyboard scenes and xibs whose
/// class is one of its view classes (by custom class, storyboard ID or the xib's own name), and the snapshot
/// tests' reference images whose test is named for one of them or for the module. Pure.
struct ScreenResolver {
    /// The largest snapshot image copied into the docs; a larger one is listed and said, not copied.
    static let snapshotByteCap = 4 << 20

    /// The modules with their `screens`, and one diagnostic per snapshot image that cannot be used.
    static func apply(to modules: [Module], files: [FileFacts], snapshots: [SnapshotImageFact]) -> (modules: [Module], diagnostics: [Diagnostic]) {
        var byClass: [String: [Screen]] = [:]
        let documents = files.compactMap { f in f.storyboard.map { (f, $0) } }
        let lprojPaths = Set(documents.map(\.0.path).filter { $0.contains(".lproj/") })
        for (file, document) in documents where !isTranslation(file.path, among: lprojPaths) {
            for screen in screens(of: document, path: file.path) { byClass[screen.viewClass, default: []].append(screen) }
        }
        var diagnostics: [Diagnostic] = []
        var images: [(names: [String], image: SnapshotImageFact)] = []
        for image in snapshots {
            if let problem = image.problem {
                diagnostics.append(Diagnostic(severity: .warning, file: image.path, message: "snapshot image \(problem); not shown"))
                continue
            }
            images.append((testedNames(image.test.folder), image))
        }
        var result = modules
        for i in result.indices {
            let module = result[i]
            let views = module.components.filter { $0.role == .view && $0.kind == "class" }.map(\.name)
            let classes = views.isEmpty ? module.components.filter { $0.kind == "class" }.map(\.name) : views
            var found = Set(classes.flatMap { byClass[$0] ?? [] })
            let wanted = Set(classes + [module.name])
            for (names, image) in images {
                guard let named = names.first(where: { name in wanted.contains(name) || classes.contains { $0 == name + "Controller" || $0 == name + "ViewController" } })
                else { continue }
                let viewClass = classes.first { $0 == named || $0 == named + "Controller" || $0 == named + "ViewController" } ?? module.name
                found.insert(Screen(source: "snapshot", file: image.path, test: image.test.name, viewClass: viewClass,
                                    width: image.width ?? 0, height: image.height ?? 0, bytes: image.bytes))
            }
            result[i].screens = found.isEmpty ? nil : found.sorted()
        }
        return (result, diagnostics)
    }

    /// The scenes of one Interface Builder file, each under the class it shows.
    static func screens(of document: StoryboardFact, path: String) -> [Screen] {
        func screen(_ scene: String, _ viewClass: String, _ frame: SizeFact?) -> Screen {
            let size = DeviceSizes.size(of: frame, device: document.device)
            return Screen(source: document.isXib ? "xib" : "storyboard", file: path, scene: scene, viewClass: viewClass,
                          width: Int(size.width.rounded()), height: Int(size.height.rounded()))
        }
        var result: [Screen] = []
        if document.isXib {
            guard let first = document.views.first else { return [] }
            // The File's Owner shows the first top-level view; so does a view controller made without a nib name, which
            // UIKit loads from the nib named after its class, whatever owner class the file names.
            let owners = document.scenes.filter { $0.controller == .owner }.compactMap(\.customClass)
            for owner in Set(owners + [document.name]).sorted() { result.append(screen(first.id, owner, first.size)) }
            for view in document.views where !view.customClass.isEmpty { result.append(screen(view.id, view.customClass, view.size)) }
            return result
        }
        for scene in document.scenes where scene.controller != .reference && scene.controller != .owner {
            guard let viewClass = scene.customClass ?? scene.identifier else { continue }
            result.append(screen(scene.id, viewClass, scene.size))
        }
        return result
    }

    /// `fr.lproj/Main.storyboard` when `Base.lproj/Main.storyboard` (or another language's, first by name) is there:
    /// one picture per scene, in the base language.
    static func isTranslation(_ path: String, among paths: Set<String>) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj"), parts[parts.count - 2] != "Base.lproj" else { return false }
        let own = parts[parts.count - 2]
        let folder = parts.dropLast(2).joined(separator: "/"), name = parts[parts.count - 1]
        return paths.contains { other in
            let theirs = other.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard theirs.count == parts.count, theirs.last == name, theirs.dropLast(2).joined(separator: "/") == folder else { return false }
            let language = theirs[theirs.count - 2]
            return language.hasSuffix(".lproj") && (language == "Base.lproj" || language < own)
        }
    }

    /// The names a snapshot test's folder may name its view by: `PlantDetailViewControllerTests` (swift-snapshot-testing's
    /// test file), `App.PlantDetailSnapshotTests` (iOSSnapshotTestCase's class folder), without the test suffix.
    static func testedNames(_ folder: String) -> [String] {
        var name = folder
        if name.hasSuffix(".swift") { name = String(name.dropLast(6)) }
        if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
        var names = [name]
        for suffix in ["SnapshotTests", "SnapshotTest", "SnapshotSpec", "Snapshots", "Tests", "Test", "Spec", "Specs"] where name.hasSuffix(suffix) {
            names.append(String(name.dropLast(suffix.count)))
        }
        return names.filter { !$0.isEmpty }
    }
}

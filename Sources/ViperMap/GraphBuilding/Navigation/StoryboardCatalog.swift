import ViperMapModel

/// Every storyboard and xib of the scan by name, and the storyboards the app starts from: the lookup
/// table that joins code (`instantiateViewController(withIdentifier:)`, `performSegue`) to scenes.
/// Localized copies (`Base.lproj/Main.storyboard`, `en.lproj/Main.storyboard`) are one storyboard.
struct StoryboardCatalog {
    struct Board {
        var name: String
        var file: String
        var fact: StoryboardFact
        var sceneByID: [String: Int] = [:]
        var scenesByIdentifier: [String: [Int]] = [:]
    }

    struct SceneRef: Hashable, Comparable {
        var board: Int
        var scene: Int
        static func < (a: SceneRef, b: SceneRef) -> Bool { (a.board, a.scene) < (b.board, b.scene) }
    }

    private(set) var boards: [Board] = []
    private(set) var byName: [String: [Int]] = [:]
    private(set) var scenesOfClass: [String: [SceneRef]] = [:]
    /// Storyboard ID -> its scenes in every storyboard.
    private(set) var scenesByIdentifier: [String: [SceneRef]] = [:]
    /// The storyboards the app launches with (its `Info.plist`; `Main` when the scan has no `Info.plist`).
    private(set) var mainBoards: [Int] = []
    /// A xib's name -> the class that owns its view.
    private(set) var xibOwners: [String: String] = [:]

    init(_ files: [FileFacts] = []) {
        // One copy per storyboard: the same name in the same folder, whatever `.lproj` it sits in (Base first).
        var copies: [String: FileFacts] = [:]
        for file in files {
            guard let fact = file.storyboard else { continue }
            if fact.isXib {
                for scene in fact.scenes where scene.controller == .owner {
                    if let owner = scene.customClass, xibOwners[fact.name].map({ owner < $0 }) ?? true { xibOwners[fact.name] = owner }
                }
                continue
            }
            let key = file.path.split(separator: "/").filter { !$0.hasSuffix(".lproj") }.joined(separator: "/")
            if let kept = copies[key], Self.preference(kept.path) <= Self.preference(file.path) { continue }
            copies[key] = file
        }
        for key in copies.keys.sorted() {
            let file = copies[key]!
            var board = Board(name: file.storyboard!.name, file: file.path, fact: file.storyboard!)
            for (i, scene) in board.fact.scenes.enumerated() {
                board.sceneByID[scene.id] = i
                if let identifier = scene.identifier, !identifier.isEmpty {
                    board.scenesByIdentifier[identifier, default: []].append(i)
                    scenesByIdentifier[identifier, default: []].append(SceneRef(board: boards.count, scene: i))
                }
                if let cls = scene.customClass, scene.controller != .reference {
                    scenesOfClass[cls, default: []].append(SceneRef(board: boards.count, scene: i))
                }
            }
            byName[board.name, default: []].append(boards.count)
            boards.append(board)
        }
        // Each app plist's storyboards: of several of that name (an app and a sample app), the one
        // nearest the plist. With no app plist in the scan, `Main`.
        var main: Set<Int> = []
        let manifests = files.filter { $0.manifest?.isApp == true }.sorted { $0.path < $1.path }
        for file in manifests {
            for name in file.manifest!.storyboards {
                let candidates = byName[name] ?? []
                let nearest = candidates.map { Self.sharedFolders(boards[$0].file, file.path) }.max() ?? 0
                main.formUnion(candidates.filter { Self.sharedFolders(boards[$0].file, file.path) == nearest })
            }
        }
        if manifests.isEmpty { main.formUnion(byName["Main"] ?? []) }
        mainBoards = main.sorted()
    }

    /// How many leading folders two paths share.
    static func sharedFolders(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/").dropLast(), b.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
    }

    /// Base.lproj before the other localizations, then the shorter path.
    private static func preference(_ path: String) -> (Int, String) {
        (path.contains("Base.lproj/") ? 0 : path.contains(".lproj/") ? 2 : 1, path)
    }

    func scene(_ ref: SceneRef) -> SceneFact { boards[ref.board].fact.scenes[ref.scene] }

    /// The boards of these names (all boards when the names are unknown).
    func boardIndices(_ names: Set<String>?) -> [Int] {
        guard let names else { return Array(boards.indices) }
        return names.sorted().flatMap { byName[$0] ?? [] }
    }

    /// Scenes with this storyboard ID in these boards.
    func scenes(identifier: String, in names: Set<String>?) -> [SceneRef] {
        guard let names else { return scenesByIdentifier[identifier] ?? [] }
        return boardIndices(names).flatMap { b in (boards[b].scenesByIdentifier[identifier] ?? []).map { SceneRef(board: b, scene: $0) } }
    }

    /// The initial scenes of these boards.
    func initialScenes(in names: Set<String>?) -> [SceneRef] {
        boardIndices(names).compactMap(initialScene)
    }

    func initialScene(_ board: Int) -> SceneRef? {
        guard let id = boards[board].fact.initialScene, let i = boards[board].sceneByID[id] else { return nil }
        return SceneRef(board: board, scene: i)
    }

    /// The scene a segue of `ref` leads to.
    func destination(of segue: SegueFact, in ref: SceneRef) -> SceneRef? {
        boards[ref.board].sceneByID[segue.destination].map { SceneRef(board: ref.board, scene: $0) }
    }

    /// What a storyboard reference stands for: the referenced storyboard's scene of that ID, else its initial scene.
    func referenced(_ ref: SceneRef) -> [SceneRef] {
        let scene = self.scene(ref)
        let names: Set<String> = [scene.referencedStoryboard ?? boards[ref.board].name]
        if let identifier = scene.referencedIdentifier, !identifier.isEmpty { return scenes(identifier: identifier, in: names) }
        return initialScenes(in: names)
    }

    /// How a step through a storyboard is written in `via` and `through`: `Main.storyboard: segue showDetail`.
    func step(_ segue: SegueFact, in ref: SceneRef) -> String {
        let board = boards[ref.board].name + ".storyboard: "
        // An unwind's step never reads like a forward segue's of the same identifier.
        if segue.kind == "unwind" {
            return board + (segue.identifier.map { "segue " + $0 + " (unwind to " } ?? "unwind segue to ") + (segue.unwindAction ?? "?") + (segue.identifier == nil ? "" : ")")
        }
        if let identifier = segue.identifier { return board + "segue " + identifier }
        if let relationship = segue.relationship { return board + "relationship " + relationship }
        var target: String? = nil
        if let to = destination(of: segue, in: ref) {
            let shown = scene(to)
            target = shown.controller == .reference
                ? (shown.referencedStoryboard ?? boards[ref.board].name) + ".storyboard" + (shown.referencedIdentifier.map { " " + $0 } ?? "")
                : shown.customClass
        }
        let kind = segue.kind == "custom" ? "custom segue" + (segue.customClass.map { " " + $0 } ?? "") : segue.kind + " segue"
        return board + kind + (target.map { " to " + $0 } ?? "")
    }

    static let initialStepSuffix = ".storyboard: initial view controller"
    func initialStep(_ board: Int) -> String { boards[board].name + Self.initialStepSuffix }
}

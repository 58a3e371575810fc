/// What an Interface Builder file says: its scenes (view controllers), how they connect, and which is initial.
public struct StoryboardFact: Sendable, Equatable, Codable {
    /// The name code uses for it: the file name without its extension (`Main`).
    public var name: String
    /// A `.xib`: no scenes of its own, only the class that owns its view (File's Owner).
    public var isXib: Bool
    /// The id of the initial view controller, and the line that says so.
    public var initialScene: String?
    public var initialLine: Int
    public var scenes: [SceneFact]
    /// The `<device id=...>` the document is drawn for (`retina6_12`), if it says.
    public var device: String? = nil
    /// A `.xib`'s top-level views in document order (the File's Owner's view is the first; a view of a custom class may be
    /// a screen of its own, or a cell).
    public var views: [InterfaceViewFact] = []

    public init(name: String, isXib: Bool, initialScene: String? = nil, initialLine: Int = 0, scenes: [SceneFact] = []) {
        self.name = name
        self.isXib = isXib
        self.initialScene = initialScene
        self.initialLine = initialLine
        self.scenes = scenes
    }
}

/// What a scene's view controller is, which decides how it shows what it holds.
public enum ControllerKind: String, Sendable, Equatable, Codable {
    case plain, navigation, tabBar, page, split
    /// A storyboard reference: the scene lives in another storyboard (or elsewhere in this one).
    case reference
    /// A `.xib`'s File's Owner: the class that loads the view.
    case owner
}

public struct SceneFact: Sendable, Equatable, Codable {
    /// The controller's object id, which segues name as their destination.
    public var id: String
    public var customClass: String?
    /// The storyboard ID code instantiates it by.
    public var identifier: String?
    public var controller: ControllerKind
    public var line: Int
    public var segues: [SegueFact]
    /// For a reference: the storyboard (nil: this one) and the storyboard ID (nil: its initial scene).
    public var referencedStoryboard: String?
    public var referencedIdentifier: String?
    /// Views of a custom class with a restoration ID, that a library may fill with a module's view
    /// (Typhoon's `TyphoonLoadedView`, by the ID of the assembly method that defines it).
    public var placeholders: [PlaceholderFact] = []
    /// The frame size of the controller's root view (a xib's: its first top-level view), when written.
    public var size: SizeFact? = nil

    public init(id: String, customClass: String?, identifier: String?, controller: ControllerKind, line: Int, segues: [SegueFact] = [],
                referencedStoryboard: String? = nil, referencedIdentifier: String? = nil) {
        self.id = id
        self.customClass = customClass
        self.identifier = identifier
        self.controller = controller
        self.line = line
        self.segues = segues
        self.referencedStoryboard = referencedStoryboard
        self.referencedIdentifier = referencedIdentifier
    }
}

public struct PlaceholderFact: Sendable, Equatable, Codable {
    public var customClass: String
    public var identifier: String
    public var line: Int
    public init(customClass: String, identifier: String, line: Int) {
        self.customClass = customClass
        self.identifier = identifier
        self.line = line
    }
}

public struct SegueFact: Sendable, Equatable, Codable {
    /// The identifier code performs it by (`performSegue(withIdentifier:)`), if any.
    public var identifier: String?
    /// As written: show, push, modal, presentation, popoverPresentation, showDetail, embed, relationship, unwind, custom...
    public var kind: String
    /// For a relationship: rootViewController, viewControllers, masterViewController, detailViewController.
    public var relationship: String?
    /// The destination object's id (for an unwind: the scene's exit).
    public var destination: String
    public var customClass: String?
    /// For an unwind: the action selector (`unwindToList:`).
    public var unwindAction: String?
    public var line: Int
    /// A segue of the scene's controller itself, not of a control in it: only code performs it (`performSegue`).
    public var isManual: Bool = false

    public init(identifier: String?, kind: String, relationship: String? = nil, destination: String, customClass: String? = nil,
                unwindAction: String? = nil, line: Int) {
        self.identifier = identifier
        self.kind = kind
        self.relationship = relationship
        self.destination = destination
        self.customClass = customClass
        self.unwindAction = unwindAction
        self.line = line
    }
}

/// A width and height in points, as an Interface Builder frame says.
public struct SizeFact: Sendable, Equatable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A top-level view in a `.xib`: its object id, custom class ("" when none), line and frame size.
public struct InterfaceViewFact: Sendable, Equatable, Codable {
    public var id: String
    public var customClass: String
    public var line: Int
    public var size: SizeFact?
    public init(id: String, customClass: String, line: Int, size: SizeFact? = nil) {
        self.id = id
        self.customClass = customClass
        self.line = line
        self.size = size
    }
}

/// A snapshot test's reference image committed in the repository (swift-snapshot-testing's
/// `__Snapshots__/<TestFile>/<test>.png`, iOSSnapshotTestCase's `ReferenceImages*/<TestClass>/<test>.png`):
/// where it is, how large, and its pixel size read from its PNG header (nil with `problem` when it is not a PNG).
public struct SnapshotImageFact: Sendable, Equatable, Codable {
    public var path: String
    public var bytes: Int
    public var width: Int?
    public var height: Int?
    /// What is wrong with the file (not a PNG, too large), said as a diagnostic.
    public var problem: String?
    public init(path: String, bytes: Int, width: Int? = nil, height: Int? = nil, problem: String? = nil) {
        self.path = path
        self.bytes = bytes
        self.width = width
        self.height = height
        self.problem = problem
    }

    /// The folder that names the test (the file or class the image belongs to), and the image's own name without extension.
    public var test: (folder: String, name: String) {
        let parts = path.split(separator: "/").map(String.init)
        let file = parts.last ?? path
        let name = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
        return (parts.count >= 2 ? parts[parts.count - 2] : "", name)
    }
}


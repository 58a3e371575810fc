import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The Interface Builder front-end: a `.storyboard` or `.xib` file's XML in, `FileFacts` out (its
/// scenes, segues and initial scene). Read with Foundation's `XMLParser` (libxml2's SAX parser on
/// Linux): events in document order with line numbers, no tree kept. Pure: it never touches the disk.
public enum StoryboardScanner {
    public static func isInterfaceFile(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    public static func scan(path: String, text: String) -> FileFacts {
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        let isXib = fileName.hasSuffix(".xib")
        let name = String(fileName.dropLast(isXib ? 4 : 11))
        let reader = Reader(isXib: isXib)
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let finished = parser.parse()
        reader.flush()
        var errors = reader.errors
        if !finished, errors.isEmpty {
            errors.append(SyntaxErrorFact(line: max(parser.lineNumber, 1), message: parser.parserError.map { "\($0)" } ?? "the XML does not parse"))
        }
        if errors.isEmpty, !reader.sawDocument {
            errors.append(SyntaxErrorFact(line: 1, message: "not an Interface Builder document (no <document> element)"))
        }
        var fact = StoryboardFact(name: name, isXib: isXib, initialScene: reader.initialScene, initialLine: reader.initialLine,
                                  scenes: reader.scenes)
        fact.device = reader.device
        fact.views = reader.topViews
        // A xib's File's Owner shows the file's first top-level view.
        for i in fact.scenes.indices where fact.scenes[i].controller == .owner { fact.scenes[i].size = reader.topViews.first?.size }
        return FileFacts(path: path, syntaxErrors: errors, storyboard: fact)
    }

    /// Elements that are a scene's view controller, and what kind of controller each is.
    static let controllerKinds: [String: ControllerKind] = [
        "viewController": .plain, "tableViewController": .plain, "collectionViewController": .plain,
        "hostingController": .plain, "glkViewController": .plain, "avPlayerViewController": .plain,
        "navigationController": .navigation, "tabBarController": .tabBar, "pageViewController": .page,
        "splitViewController": .split, "viewControllerPlaceholder": .reference,
    ]

    private final class Reader: NSObject, XMLParserDelegate {
        var scenes: [SceneFact] = []
        var initialScene: String?
        var initialLine = 0
        var sawDocument = false
        var errors: [SyntaxErrorFact] = []
        var device: String?
        /// A xib's top-level views, in document order (with an empty class when they have none).
        var topViews: [InterfaceViewFact] = []
        private let isXib: Bool
        /// The depth of the view element whose frame is being looked for (a scene's root view, a xib's top-level view).
        private var framedDepth = -1
        /// Inside a xib's `<objects>`.
        private var inObjects = false
        init(isXib: Bool) { self.isXib = isXib }
        /// The scene controller being read (segues inside it are its own), and how deep its element is.
        private var current: SceneFact?
        private var depth = 0
        private var currentDepth = -1
        /// Inside `<scene>`: its controller once read, and segues of objects beside it (a gesture
        /// recognizer or bar button item in the scene dock), which are that controller's too.
        private var sceneDepth = -1
        private var finished: SceneFact?
        private var loose: [SegueFact] = []

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            depth += 1
            let line = parser.lineNumber
            if elementName == "scene" {
                sceneDepth = depth
                finished = nil
                loose = []
                return
            }
            if elementName == "rect", attributes["key"] == "frame", depth == framedDepth + 1, framedDepth >= 0 {
                let size = SizeFact(width: Double(attributes["width"] ?? "") ?? 0, height: Double(attributes["height"] ?? "") ?? 0)
                if current != nil { current!.size = size } else if !topViews.isEmpty { topViews[topViews.count - 1].size = size }
                framedDepth = -1
                return
            }
            if elementName == "device", device == nil, let id = attributes["id"] { device = id }
            if current != nil, depth == currentDepth + 1, attributes["key"] == "view", current!.size == nil { framedDepth = depth }
            if isXib, depth == 2 { inObjects = elementName == "objects" }
            // `<document><objects><view …>`: a xib's top-level view (not `<document><device><adaptation id=…>`).
            if isXib, inObjects, current == nil, depth == 3, elementName != "placeholder", let id = attributes["id"], attributes["key"] == nil {
                topViews.append(InterfaceViewFact(id: id, customClass: attributes["customClass"] ?? "", line: line))
                framedDepth = depth
            }
            if elementName == "document" {
                sawDocument = true
                initialScene = attributes["initialViewController"].flatMap { $0.isEmpty ? nil : $0 }
                initialLine = line
                return
            }
            if current == nil, attributes["sceneMemberID"] == "viewController", let kind = Self.kind(of: elementName), let id = attributes["id"] {
                current = SceneFact(id: id, customClass: attributes["customClass"], identifier: attributes["storyboardIdentifier"],
                                    controller: kind, line: line,
                                    referencedStoryboard: attributes["storyboardName"], referencedIdentifier: attributes["referencedIdentifier"])
                currentDepth = depth
                return
            }
            // A xib's File's Owner: the class whose view this file is.
            if current == nil, elementName == "placeholder", attributes["placeholderIdentifier"] == "IBFilesOwner",
               let owner = attributes["customClass"], !owner.isEmpty {
                scenes.append(SceneFact(id: attributes["id"] ?? "-1", customClass: owner, identifier: nil, controller: .owner, line: line))
                return
            }
            // `<view restorationIdentifier="viewEventHeader" customClass="TyphoonLoadedView">`: a view a library may load a module into.
            if attributes["sceneMemberID"] == nil, let cls = attributes["customClass"], !cls.isEmpty,
               let identifier = attributes["restorationIdentifier"], !identifier.isEmpty {
                let placeholder = PlaceholderFact(customClass: cls, identifier: identifier, line: line)
                if current != nil {
                    current!.placeholders.append(placeholder)
                } else if let owner = scenes.lastIndex(where: { $0.controller == .owner }) {
                    scenes[owner].placeholders.append(placeholder)
                }
            }
            // `<segue reference="..."/>` (metrics tie breakers) points at a segue; only a segue with a destination is one.
            if elementName == "segue", let destination = attributes["destination"], let kind = attributes["kind"] {
                var segue = SegueFact(identifier: attributes["identifier"].flatMap { $0.isEmpty ? nil : $0 }, kind: kind,
                                      relationship: attributes["relationship"], destination: destination,
                                      customClass: attributes["customClass"], unwindAction: attributes["unwindAction"], line: line)
                // `<viewController><connections><segue …/>`: the controller's own (manual) segue.
                segue.isManual = current != nil && depth == currentDepth + 2 && attributes["relationship"] == nil
                if current != nil { current!.segues.append(segue) } else if sceneDepth >= 0 { loose.append(segue) }
            }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if depth == framedDepth { framedDepth = -1 }
            if depth == currentDepth, let scene = current {
                if sceneDepth >= 0 { finished = scene } else { scenes.append(scene) }
                current = nil
                currentDepth = -1
            } else if depth == sceneDepth {
                if var scene = finished {
                    scene.segues += loose
                    scenes.append(scene)
                }
                finished = nil
                loose = []
                sceneDepth = -1
            }
            depth -= 1
        }

        /// What a file that breaks off mid-scene had read so far.
        func flush() {
            if var scene = current ?? finished {
                scene.segues += loose
                scenes.append(scene)
            }
            current = nil
            finished = nil
            loose = []
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            // libxml2 may report one error several times: the first says where the file broke.
            guard errors.isEmpty else { return }
            let code = (parseError as NSError).code
            errors.append(SyntaxErrorFact(line: max(parser.lineNumber, 1), message: "malformed XML (XMLParser error \(code))"))
        }

        static func kind(of element: String) -> ControllerKind? {
            if let kind = StoryboardScanner.controllerKinds[element] { return kind }
            // Newer element names follow the same pattern (`...ViewController`, `...Controller`).
            return element.hasSuffix("Controller") ? .plain : nil
        }
    }
}

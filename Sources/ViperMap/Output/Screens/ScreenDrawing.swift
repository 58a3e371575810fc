import Foundation
import ViperMapModel

/// The pictures of modules' screens, as files to write: a wireframe SVG drawn from each Interface Builder scene,
/// a snapshot image copied as it is. Pure: the caller reads the files (`read`) and writes the results.
public struct ScreenDrawing: Sendable {
    public struct Picture: Sendable, Equatable {
        public var module: String
        public var screen: Screen
        /// The bytes to write: SVG text for a wireframe, the PNG as read for a snapshot.
        public var data: [UInt8]
        /// `svg` or `png`.
        public var ext: String
        /// A wireframe of a view with nothing inside (left out of the map's boxes: it would only make them tall).
        public var isEmpty = false

        /// The largest picture put inside a page (the HTML map's panel, a box on the map); a larger snapshot is left to the docs.
        public static let pageCap = 256 << 10
        public var fitsInPage: Bool { data.count <= Self.pageCap }

        /// The picture inside a page: `data:image/svg+xml;base64,…`.
        public var dataURL: String {
            "data:image/\(ext == "svg" ? "svg+xml" : ext);base64," + Data(data).base64EncodedString()
        }

        /// Where it comes from, in a line: `wireframe of TrailListViewController, Main.storyboard scene trl-lst-vc`.
        public var origin: String {
            if screen.source == "snapshot" { return "snapshot \(screen.test ?? "") of \(screen.viewClass), \(screen.file)" }
            return "wireframe of \(screen.viewClass), \(screen.file) scene \(screen.scene ?? "")"
        }
    }

    public var pictures: [Picture] = []
    /// One per file that could not be drawn, naming it and what was wrong.
    public var problems: [String] = []

    /// Pictures of each module's first Interface Builder screen and its first snapshot, at most.
    public static func draw(_ modules: [Module], read: (String) -> [UInt8]?) -> ScreenDrawing {
        var result = ScreenDrawing()
        var documents: [String: Result<InterfaceElement, InterfaceDocumentError>] = [:]
        for module in modules.sorted(by: { $0.name < $1.name }) {
            let screens = module.screens ?? []
            var drawn = false
            for screen in screens where screen.source != "snapshot" && !drawn {
                let parsed: Result<InterfaceElement, InterfaceDocumentError>
                if let known = documents[screen.file] {
                    parsed = known
                } else {
                    guard let bytes = read(screen.file) else {
                        result.problems.append("\(screen.file): cannot be read; no picture of \(module.name)")
                        continue
                    }
                    parsed = InterfaceDocument.parse(String(decoding: bytes, as: UTF8.self))
                    documents[screen.file] = parsed
                    if case .failure(let error) = parsed { result.problems.append("\(screen.file):\(error.line): \(error.message); no picture drawn from it") }
                }
                guard case .success(let document) = parsed, let scene = screen.scene,
                      let sketch = SceneSketchReader.sketch(document, scene: scene, size: (Double(screen.width), Double(screen.height))) else { continue }
                let title = "\(module.name): \(screen.viewClass) in \(screen.file)"
                result.pictures.append(Picture(module: module.name, screen: screen, data: Array(WireframeSVG.draw(sketch, title: title).utf8), ext: "svg",
                                               isEmpty: sketch.isEmpty))
                drawn = true
            }
            if let snapshot = screens.first(where: { $0.source == "snapshot" }) {
                if let bytes = read(snapshot.file) {
                    result.pictures.append(Picture(module: module.name, screen: snapshot, data: bytes, ext: "png"))
                } else {
                    result.problems.append("\(snapshot.file): cannot be read; no snapshot of \(module.name)")
                }
            }
        }
        return result
    }
}

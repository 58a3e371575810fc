import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ViperMap
import ViperMapGraphviz
import ViperMapIO
import ViperMapModel

/// What each screen looks like: which storyboard scene, XIB or snapshot image is a module's, the wireframe drawn
/// from the XML alone, and bad input (a malformed file, a huge scene, a PNG that is not one, markup in a name).
@Suite struct ScreenTests {
    /// Every text of an SVG: `<text>` contents and `<title>`s (a cut or wrapped text keeps its whole in a title).
    static func texts(ofSVG svg: [UInt8]) throws -> Set<String> {
        final class Collector: NSObject, XMLParserDelegate {
            var texts: Set<String> = []
            var stack: [String] = []
            var current = ""
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                stack.append(name)
                current = ""
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                if name == "text" || name == "title" { texts.insert(current) }
                current = ""
                stack.removeLast()
            }
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(svg))
        parser.delegate = collector
        try #require(parser.parse(), "the SVG is not well-formed XML")
        return collector.texts
    }

    /// The labels' texts and buttons' titles inside the element with this id, read straight from the XML (not through the sketch).
    static func labelsAndTitles(in xml: Data, scene: String) -> [String] {
        final class Reader: NSObject, XMLParserDelegate {
            let scene: String
            var depth = 0, inside = -1
            var found: [String] = []
            init(scene: String) { self.scene = scene }
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                depth += 1
                if inside < 0, attributes["id"] == scene, name != "segue" { inside = depth }
                guard inside >= 0 else { return }
                if name == "label", let text = attributes["text"] { found.append(text) }
                if name == "state", attributes["key"] == "normal", let title = attributes["title"] { found.append(title) }
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                if depth == inside { inside = -1 }
                depth -= 1
            }
        }
        let reader = Reader(scene: scene)
        let parser = XMLParser(data: xml)
        parser.delegate = reader
        parser.parse()
        return reader.found
    }

    /// The examples' screens: at least three apps have Interface Builder screens of their own and one a snapshot test's
    /// image; each wireframe shows every label text and button title of its scene.
    @Test func exampleWireframesShowEveryLabelAndButtonTitle() throws {
        var appsWithScenes = 0, appsWithSnapshots = 0, checked = 0
        for app in TestSupport.exampleApps {
            let graph = try TestSupport.loadExampleGraph(app)
            let drawing = try TestSupport.screens(app)
            #expect(drawing.problems.isEmpty, "\(app): \(drawing.problems)")
            if drawing.pictures.contains(where: { $0.ext == "svg" }) { appsWithScenes += 1 }
            if drawing.pictures.contains(where: { $0.ext == "png" }) { appsWithSnapshots += 1 }
            for picture in drawing.pictures where picture.ext == "svg" {
                let xml = try #require(FileManager.default.contents(atPath: TestSupport.examples.appendingPathComponent("\(app)/\(picture.screen.file)").path))
                let expected = Self.labelsAndTitles(in: xml, scene: try #require(picture.screen.scene))
                let shown = try Self.texts(ofSVG: picture.data)
                for text in expected {
                    #expect(shown.contains(text), "\(app) \(picture.module): \"\(text)\" is not in its wireframe")
                    checked += 1
                }
            }
            // Every module whose view class has a scene has a picture.
            let pictured = Set(drawing.pictures.map(\.module))
            for module in graph.modules where !(module.screens ?? []).isEmpty { #expect(pictured.contains(module.name), "\(app): \(module.name) has no picture") }
        }
        #expect(appsWithScenes >= 3)
        #expect(appsWithSnapshots >= 1)
        #expect(checked >= 40, "only \(checked) texts checked")
    }

    private func document(_ body: String, device: String = "retina6_12") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <device id="\(device)" orientation="portrait" appearance="light"/>
            <scenes>
        \(body)
            </scenes>
            <resources>
                <namedColor name="Brand"><color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            </resources>
        </document>
        """
    }

    private func controller(_ id: String, _ cls: String, subviews: String, frame: Bool = true) -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController id="\(id)" customClass="\(cls)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v-\(id)">
                    \(frame ? "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"390\" height=\"844\"/>" : "")
                    <subviews>\(subviews)</subviews>
                    <color key="backgroundColor" name="Brand"/>
                </view>
                <navigationItem key="navigationItem" title="Home &lt;b&gt;" id="n-\(id)"/>
            </viewController>
        </objects></scene>
        """
    }

    /// A module's view controller class names its scene; the scan says which file and scene, and at what size.
    @Test func aScenesCustomClassMakesItTheModulesScreen() throws {
        let label = "<label text=\"Hello\" id=\"l1\"><rect key=\"frame\" x=\"16\" y=\"100\" width=\"200\" height=\"21\"/></label>"
        let graph = TestSupport.graph([
            "App/Home/HomeViewController.swift": "class HomeViewController: UIViewController {}",
            "App/Home/HomePresenter.swift": "class HomePresenter {}",
            "App/Home/HomeRouter.swift": "class HomeRouter {}",
            "App/Base.lproj/Main.storyboard": document(controller("home", "HomeViewController", subviews: label)),
            "App/fr.lproj/Main.storyboard": document(controller("home", "HomeViewController", subviews: label)),
        ])
        let home = try #require(graph.modules.first { $0.name == "Home" })
        // The base language's scene only: a translation of the same file is the same screen.
        #expect(home.screens == [Screen(source: "storyboard", file: "App/Base.lproj/Main.storyboard", scene: "home", viewClass: "HomeViewController",
                                        width: 390, height: 844)])
    }

    /// A xib is a class's view by its File's Owner, or by its own name (UIKit loads `XViewController.xib` for an
    /// `XViewController` made without a nib name, whatever owner class the file names, as a copied xib keeps its
    /// first owner); its first top-level view is the screen, at that view's size.
    @Test func aXibIsTheScreenOfItsOwnerOrOfTheClassItIsNamedFor() throws {
        func xib(owner: String?) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <device id="retina6_1" orientation="portrait"><adaptation id="fullscreen"/></device>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" \(owner.map { "customClass=\"\($0)\"" } ?? "")/>
                    <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="600"/></view>
                </objects>
            </document>
            """
        }
        var files: [String: String] = [:]
        for name in ["Cart", "Shop", "List"] {
            files["App/\(name)/\(name)ViewController.swift"] = "class \(name)ViewController: UIViewController {}"
            files["App/\(name)/\(name)Presenter.swift"] = "class \(name)Presenter {}"
            files["App/\(name)/\(name)Router.swift"] = "class \(name)Router {}"
        }
        files["App/Cart/CartScreen.xib"] = xib(owner: "CartViewController")
        files["App/Shop/ShopViewController.xib"] = xib(owner: nil)
        files["App/List/ListViewController.xib"] = xib(owner: "FavouritesViewController")
        let graph = TestSupport.graph(files)
        for name in ["Cart", "Shop", "List"] {
            let module = try #require(graph.modules.first { $0.name == name })
            let screen = try #require(module.screens?.first, "\(name) has no screen")
            #expect(screen.source == "xib" && screen.scene == "root" && screen.viewClass == "\(name)ViewController")
            #expect(screen.width == 375 && screen.height == 600)
        }
    }

    /// A snapshot test's image (swift-snapshot-testing's `__Snapshots__/<TestFile>/`) is the screen of the view its test
    /// is named for; an image that is not a PNG, or is too large, is said once, naming the file, and not shown.
    @Test func snapshotImagesGoToTheModuleTheirTestNames() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write([
            "App/Cart/CartViewController.swift": "class CartViewController: UIViewController {}",
            "App/Cart/CartPresenter.swift": "class CartPresenter {}",
            "App/Cart/CartRouter.swift": "class CartRouter {}",
            "AppTests/__Snapshots__/CartViewControllerTests/testEmpty.1.png": "",
            "AppTests/__Snapshots__/CartViewControllerTests/testBroken.1.png": "<svg>not a png</svg>",
        ], in: folder)
        // A real PNG header: 8 signature bytes, the IHDR chunk with a 20 x 40 image.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 20, 0, 0, 0, 40, 8, 6, 0, 0, 0]
        png += [0, 0, 0, 0]
        try Data(png).write(to: folder.appendingPathComponent("AppTests/__Snapshots__/CartViewControllerTests/testEmpty.1.png"))
        let graph = try TestSupport.scanFolder(folder)
        let cart = try #require(graph.modules.first { $0.name == "Cart" })
        #expect(cart.screens == [Screen(source: "snapshot", file: "AppTests/__Snapshots__/CartViewControllerTests/testEmpty.1.png", test: "testEmpty.1",
                                        viewClass: "CartViewController", width: 20, height: 40, bytes: png.count)])
        let said = graph.diagnostics.filter { $0.file.hasSuffix("testBroken.1.png") }
        #expect(said.count == 1 && said[0].message.contains("is not a PNG"), "\(graph.diagnostics)")
        // Too large: said with its size, not read whole.
        let big = SnapshotReader.header(Data(png), path: "x.png", bytes: 41 << 20)
        #expect(big.problem == nil)
        let file = folder.appendingPathComponent("AppTests/__Snapshots__/CartViewControllerTests/testEmpty.1.png")
        let capped = SnapshotReader.read(SourceFile(path: "t.png", url: file), cap: 10)
        #expect(capped.problem?.contains("larger than") == true)
    }

    /// The wireframe: named colours from the document's resources, markup in texts and image names escaped, a
    /// navigation bar with the controller's title.
    @Test func theWireframeEscapesEveryTextAndReadsNamedColours() throws {
        let hostile = "<script>alert(1)</script>&\"'"
        let views = """
            <label text="\(hostile.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "&quot;"))" id="l1"><rect key="frame" x="16" y="120" width="300" height="21"/></label>
            <imageView image="&lt;img src=x onerror=alert(1)&gt;" id="i1"><rect key="frame" x="16" y="160" width="100" height="100"/></imageView>
            <button id="b1"><rect key="frame" x="16" y="300" width="100" height="44"/><state key="normal" title="Go"/></button>
            """
        let root = try InterfaceDocument.parse(document(controller("home", "HomeViewController", subviews: views))).get()
        let sketch = try #require(SceneSketchReader.sketch(root, scene: "home", size: (390, 844)))
        let svg = WireframeSVG.draw(sketch, title: "Home <wireframe>")
        #expect(!svg.contains("<script>") && !svg.contains("<img"))
        let texts = try Self.texts(ofSVG: Array(svg.utf8))
        #expect(texts.contains(hostile))
        #expect(texts.contains("<img src=x onerror=alert(1)>"))
        #expect(texts.contains("Go") && texts.contains("Home <b>"))
        #expect(svg.contains("fill=\"#ff0000\""), "the named colour Brand from the document's resources")
        #expect(WireframeSVG.draw(sketch, title: "Home <wireframe>") == svg, "the same sketch gives the same bytes")
    }

    /// A scene of thousands of views is drawn up to the cap and says how many it left out; a scene whose views
    /// have no frames is laid out in order and says so.
    @Test func aHugeSceneIsCappedAndAFramelessSceneIsPlacedAndSaid() throws {
        let many = (0..<3000).map { "<view id=\"v\($0)\"><rect key=\"frame\" x=\"0\" y=\"\($0)\" width=\"10\" height=\"1\"/></view>" }.joined()
        let huge = try InterfaceDocument.parse(document(controller("big", "BigViewController", subviews: many))).get()
        let sketch = try #require(SceneSketchReader.sketch(huge, scene: "big", size: (390, 844)))
        #expect(sketch.droppedViews == 3001 - SceneSketch.viewCap)
        #expect(WireframeSVG.draw(sketch, title: "Big").contains("more views not drawn"))
        let frameless = "<stackView axis=\"vertical\" id=\"s\"><subviews><label text=\"One\" id=\"a\"/><label text=\"Two\" id=\"b\"/></subviews></stackView>"
        let bare = try InterfaceDocument.parse(document(controller("bare", "BareViewController", subviews: frameless, frame: false))).get()
        let placed = try #require(SceneSketchReader.sketch(bare, scene: "bare", size: (390, 844)))
        // The scene's own view fills the screen; the stack view and its two labels are placed in order.
        #expect(placed.placedViews == 3)
        #expect(placed.root.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] } == [0, 0, 390, 844])
        let labels = placed.root?.children.first?.children ?? []
        #expect(labels.count == 2 && labels[0].frame.y < labels[1].frame.y, "a vertical stack's views go down in order")
        let svg = WireframeSVG.draw(placed, title: "Bare")
        #expect(svg.contains("without a frame in the file"))
        #expect(try Self.texts(ofSVG: Array(svg.utf8)).isSuperset(of: ["One", "Two"]))
    }

    /// A malformed storyboard: docs say which file and line, draw the rest, and write nothing for it.
    @Test func aMalformedStoryboardIsSaidAndTheRestIsDrawn() throws {
        let good = Screen(source: "storyboard", file: "A.storyboard", scene: "a", viewClass: "AViewController", width: 390, height: 844)
        let bad = Screen(source: "storyboard", file: "B.storyboard", scene: "b", viewClass: "BViewController", width: 390, height: 844)
        var a = Module(name: "A", path: "A"), b = Module(name: "B", path: "B")
        a.screens = [good]
        b.screens = [bad]
        let files = ["A.storyboard": document(controller("a", "AViewController", subviews: "")), "B.storyboard": "<document><scenes><scene"]
        let drawing = ScreenDrawing.draw([a, b]) { files[$0].map { Array($0.utf8) } }
        #expect(drawing.pictures.map(\.module) == ["A"])
        #expect(drawing.problems.count == 1 && drawing.problems[0].hasPrefix("B.storyboard:") && drawing.problems[0].contains("malformed XML"))
    }

    /// `--screens`: each pictured module's box on the laid-out map holds its picture, inside the box's outline.
    @Test func thumbnailsSitInsideTheirBoxes() throws {
        let graph = try TestSupport.loadExampleGraph("TrailGuide")
        let drawing = try TestSupport.screens("TrailGuide")
        var encoder = NavigationDOTEncoder(theme: .light)
        encoder.thumbnails = Dictionary(drawing.pictures.map { ($0.module, $0.dataURL) }, uniquingKeysWith: { first, _ in first })
        let svg = String(decoding: try GraphvizRenderer.render(dot: encoder.encode(graph), layout: "dot", format: "svg"), as: UTF8.self)
        let placed = NodeThumbnails.place(in: svg, pictures: encoder.thumbnails, fontSize: Double(encoder.moduleFontSize))
        #expect(placed.components(separatedBy: "class=\"vm-thumbnail\"").count - 1 == encoder.thumbnails.count)
        // Each image lies within its node's outline.
        for group in placed.components(separatedBy: "class=\"node\"").dropFirst() {
            guard let image = group.range(of: "<image ") else { continue }
            let box = try #require(NodeThumbnails.bounds(of: Substring(group)))
            func attribute(_ name: String) -> Double { Double(group[image.upperBound...].components(separatedBy: "\(name)=\"")[1].prefix { $0 != "\"" }) ?? -1 }
            #expect(attribute("x") >= box.minX && attribute("x") + attribute("width") <= box.maxX + 0.1)
            #expect(attribute("y") >= box.minY && attribute("y") + attribute("height") <= box.maxY + 0.1)
        }
    }
}

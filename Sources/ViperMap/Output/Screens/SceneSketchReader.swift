/// Makes a `SceneSketch` from an Interface Builder document's elements: the scene's controller (a storyboard
/// scene, by object id) or a xib's top-level view, its root view and subviews with their frames, texts,
/// images and colours. Colours come from the document's own `<resources>` (system and catalog colours by
/// name, as Xcode writes their values there), else from a table of the common system colours.
public struct SceneSketchReader {
    let colors: [String: String]
    private var count = 0
    private var placed = 0
    private var dropped = 0

    public static func sketch(_ document: InterfaceElement, scene id: String, size: (width: Double, height: Double)) -> SceneSketch? {
        guard var element = document.first(where: { $0["id"] == id && $0.name != "segue" && $0.name != "outlet" }) else { return nil }
        var reader = SceneSketchReader(colors: Self.resourceColors(document))
        var sketch = SceneSketch(width: size.width, height: size.height)
        // A navigation controller shows its root screen under its bar.
        var shownBy: String?
        if element.name == "navigationController", let root = Self.destinations(of: element, relationship: "rootViewController").first,
           let target = document.first(where: { $0["id"] == root && $0["sceneMemberID"] == "viewController" }) {
            shownBy = element["customClass"] ?? "a navigation controller"
            element = target
        }
        let isController = element.keyed("view") != nil || element.name.hasSuffix("Controller") || element["sceneMemberID"] == "viewController"
        if isController {
            // The bar of the navigation controller it is in: its navigation item's title, else the controller's own.
            let inNavigation = shownBy != nil || element.child("navigationItem") != nil || Self.isPushed(element, in: document)
            sketch.navigationTitle = inNavigation ? (element.child("navigationItem")?["title"] ?? element["title"] ?? "") : nil
            if let shownBy { sketch.caption = "the root screen of \(shownBy)" }
            if let view = element.keyed("view") {
                sketch.root = reader.view(view, origin: (0, 0), parentSize: (size.width, size.height), stackAxis: nil)
                // A list or scroll view runs under the navigation bar: its content starts below it.
                if sketch.navigationTitle != nil, let kind = sketch.root?.kind, ["tableView", "collectionView", "scrollView"].contains(kind) {
                    let bar = size.height >= 800 ? 91.0 : 64.0
                    let moved = sketch.root?.children.map { Self.moved($0, by: bar) } ?? []
                    sketch.root?.children = moved
                }
                if var bar = element.keyed("tabBar").flatMap({ reader.view($0, origin: (0, 0), parentSize: (size.width, size.height), stackAxis: nil) }) {
                    // Xcode writes a tab bar controller's bar at the top of its frame; the bar sits at the bottom of the screen.
                    let height = size.height >= 800 ? 83.0 : 49.0
                    bar.frame = .init(x: 0, y: size.height - height, width: size.width, height: height)
                    if bar.texts.isEmpty { bar.texts = Self.tabTitles(of: element, in: document) }
                    sketch.root?.children.append(bar)
                }
            } else {
                sketch.caption = Self.captions[element.name] ?? "\(element.name) (no view of its own)"
                if let bar = element.keyed("navigationBar") ?? element.keyed("tabBar") {
                    sketch.root = reader.view(bar, origin: (0, 0), parentSize: (size.width, size.height), stackAxis: nil)
                }
            }
        } else {
            sketch.root = reader.view(element, origin: (0, 0), parentSize: (size.width, size.height), stackAxis: nil)
        }
        if let root = sketch.root, root.frame.width >= 1, root.frame.height >= 1, !isController {
            sketch.width = root.frame.width
            sketch.height = root.frame.height
        }
        sketch.placedViews = reader.placed
        sketch.droppedViews = reader.dropped
        return sketch
    }

    static func moved(_ view: SceneSketch.View, by dy: Double) -> SceneSketch.View {
        var copy = view
        copy.frame.y += dy
        copy.children = view.children.map { moved($0, by: dy) }
        return copy
    }

    /// The ids a controller's relationship segues of this kind lead to.
    static func destinations(of controller: InterfaceElement, relationship: String) -> [String] {
        (controller.child("connections")?.children ?? []).filter { $0.name == "segue" && $0["relationship"] == relationship }.compactMap { $0["destination"] }
    }

    /// Whether a navigation controller holds it as its root, or a push or show segue leads to it.
    static func isPushed(_ controller: InterfaceElement, in document: InterfaceElement) -> Bool {
        guard let id = controller["id"] else { return false }
        return document.first { segue in
            segue.name == "segue" && segue["destination"] == id
                && (segue["relationship"] == "rootViewController" || ["show", "push"].contains(segue["kind"] ?? ""))
        } != nil
    }

    /// A tab bar controller's tabs: the tab bar items of the screens its `viewControllers` relationships hold.
    static func tabTitles(of controller: InterfaceElement, in document: InterfaceElement) -> [String] {
        Self.destinations(of: controller, relationship: "viewControllers").compactMap { destination in
            guard let target = document.first(where: { $0["id"] == destination && $0["sceneMemberID"] == "viewController" }) else { return nil }
            return target.child("tabBarItem")?["title"] ?? target["title"]
        }
    }

    static let captions = ["navigationController": "navigation controller", "tabBarController": "tab bar controller",
                           "splitViewController": "split view controller", "pageViewController": "page view controller"]

    /// One view and what it holds; frames are made absolute. A view without a frame is placed below the previous
    /// one in its parent (across, in a horizontal stack view).
    mutating func view(_ element: InterfaceElement, origin: (Double, Double), parentSize: (Double, Double), stackAxis: String?,
                       slot: Int = 0, slots: Int = 1) -> SceneSketch.View? {
        guard count < SceneSketch.viewCap else {
            dropped += 1
            return nil
        }
        count += 1
        var frame: SceneSketch.Rect
        var wasPlaced = false
        if let rect = element.child("rect", key: "frame") {
            func number(_ key: String) -> Double { Double(rect[key] ?? "") ?? 0 }
            frame = .init(x: origin.0 + number("x"), y: origin.1 + number("y"), width: number("width"), height: number("height"))
        } else if count == 1 {
            // The scene's own view without a frame: the whole screen.
            frame = .init(x: origin.0, y: origin.1, width: parentSize.0, height: parentSize.1)
        } else {
            wasPlaced = true
            placed += 1
            let height = Self.naturalHeight[element.name] ?? 44
            if stackAxis == "horizontal" {
                let width = parentSize.0 / Double(max(slots, 1))
                frame = .init(x: origin.0 + width * Double(slot), y: origin.1, width: width, height: parentSize.1)
            } else {
                frame = .init(x: origin.0, y: origin.1 + Double(slot) * (height + 8), width: parentSize.0, height: min(height, parentSize.1))
            }
        }
        var view = SceneSketch.View(kind: element.name, frame: frame)
        view.placed = wasPlaced
        read(element, into: &view)
        let inner = Self.children(of: element)
        let axis = element.name == "stackView" ? (element["axis"] ?? "horizontal") : nil
        for (i, child) in inner.enumerated() {
            if let drawn = self.view(child, origin: (frame.x, frame.y), parentSize: (frame.width, frame.height), stackAxis: axis,
                                     slot: i, slots: inner.count) {
                view.children.append(drawn)
            }
        }
        return view
    }

    static let naturalHeight: [String: Double] = ["label": 21, "button": 34, "textField": 34, "switch": 31, "segmentedControl": 32,
                                                  "slider": 30, "progressView": 4, "navigationBar": 44, "tabBar": 49, "searchBar": 56]

    /// The views inside: subviews; a table's or collection's prototype cells; a cell's content view's subviews.
    static func children(of element: InterfaceElement) -> [InterfaceElement] {
        var result = element.child("subviews")?.children ?? []
        if let prototypes = element.child("prototypes") ?? element.child("cells") { result += prototypes.children }
        if let content = element.keyed("contentView") { result += content.child("subviews")?.children ?? [] }
        return result.filter { $0.name != "constraint" }
    }

    /// The kind's texts, image and colours.
    func read(_ element: InterfaceElement, into view: inout SceneSketch.View) {
        func fragments(_ key: String) -> String? {
            guard let attributed = element.child("attributedString", key: key) else { return nil }
            let text = attributed.children.filter { $0.name == "fragment" }.map { $0["content"] ?? $0.child("string", key: "content")?.text ?? "" }.joined()
            return text.isEmpty ? nil : text
        }
        switch element.name {
        case "label":
            view.texts = [element["text"] ?? fragments("attributedText")].compactMap { $0 }
        case "button":
            let state = element.child("state", key: "normal")
            let configuration = element.child("buttonConfiguration", key: "configuration")
            view.texts = [state?["title"] ?? configuration?["title"] ?? element["title"] ?? fragments("attributedTitle")].compactMap { $0 }
            view.image = state?["image"] ?? configuration?["image"]
            if let style = configuration?["style"], style == "filled" || style == "tinted" { view.fill = Self.system["systemBlueColor"] }
        case "textField", "searchBar":
            if let text = element["text"], !text.isEmpty { view.texts = [text] } else if let placeholder = element["placeholder"] {
                view.texts = [placeholder]
                view.isPlaceholder = true
            }
        case "textView":
            view.texts = [element["text"] ?? element.child("string", key: "text")?.text ?? fragments("attributedText")].compactMap { $0 }
        case "imageView":
            view.image = element["image"]
        case "segmentedControl":
            view.texts = element.child("segments")?.children.compactMap { $0["title"] } ?? []
        case "navigationBar":
            view.texts = element.child("items")?.children.compactMap { $0["title"] } ?? []
        case "tabBar", "toolbar":
            view.texts = element.child("items")?.children.compactMap { $0["title"] ?? $0["systemItem"] } ?? []
        case "switch":
            view.isOn = element["on"] == "YES"
        default:
            break
        }
        view.alignment = element["textAlignment"]
        if let size = element.child("fontDescription")?["pointSize"] { view.fontSize = Double(size) }
        view.fill = view.fill ?? element.keyed("backgroundColor").flatMap(color)
        view.textColor = (element.keyed("textColor") ?? element.child("state", key: "normal")?.keyed("titleColor")).flatMap(color)
    }

    /// `#rrggbb` for a `<color>` element, nil when it is clear or unknown.
    func color(_ element: InterfaceElement) -> String? {
        if let alpha = element["alpha"].flatMap(Double.init), alpha < 0.05 { return nil }
        if let name = element["systemColor"] ?? element["name"] ?? element["cocoaTouchSystemColor"] {
            return colors[name] ?? Self.system[name] ?? Self.system[name + "Color"]
        }
        if let white = element["white"].flatMap(Double.init) { return Self.hex(white, white, white) }
        if let r = element["red"].flatMap(Double.init), let g = element["green"].flatMap(Double.init), let b = element["blue"].flatMap(Double.init) {
            return Self.hex(r, g, b)
        }
        return nil
    }

    static func hex(_ r: Double, _ g: Double, _ b: Double) -> String {
        func byte(_ v: Double) -> String {
            let n = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = String(n, radix: 16)
            return n < 16 ? "0" + digits : digits
        }
        return "#" + byte(r) + byte(g) + byte(b)
    }

    /// `<resources><systemColor name=…><color …/>` and `<namedColor name=…>`: the values Xcode wrote for the names used.
    static func resourceColors(_ document: InterfaceElement) -> [String: String] {
        var result: [String: String] = [:]
        let bare = SceneSketchReader(colors: [:])
        for entry in document.child("resources")?.children ?? [] where entry.name == "systemColor" || entry.name == "namedColor" {
            if let name = entry["name"], let value = entry.child("color").flatMap({ bare.color($0) }) { result[name] = value }
        }
        return result
    }

    /// The light-appearance values of the system colours Interface Builder names most.
    static let system: [String: String] = [
        "systemBackgroundColor": "#ffffff", "secondarySystemBackgroundColor": "#f2f2f7", "tertiarySystemBackgroundColor": "#ffffff",
        "systemGroupedBackgroundColor": "#f2f2f7", "secondarySystemGroupedBackgroundColor": "#ffffff",
        "groupTableViewBackgroundColor": "#f2f2f7", "labelColor": "#000000", "secondaryLabelColor": "#8a8a8e",
        "tertiaryLabelColor": "#c4c4c6", "placeholderTextColor": "#c4c4c6", "separatorColor": "#c6c6c8", "linkColor": "#007aff",
        "systemBlueColor": "#007aff", "systemRedColor": "#ff3b30", "systemGreenColor": "#34c759", "systemOrangeColor": "#ff9500",
        "systemYellowColor": "#ffcc00", "systemPinkColor": "#ff2d55", "systemPurpleColor": "#af52de", "systemTealColor": "#5ac8fa",
        "systemIndigoColor": "#5856d6", "systemGrayColor": "#8e8e93", "systemGray2Color": "#aeaeb2", "systemGray3Color": "#c7c7cc",
        "systemGray4Color": "#d1d1d6", "systemGray5Color": "#e5e5ea", "systemGray6Color": "#f2f2f7", "darkTextColor": "#000000",
        "lightTextColor": "#ffffff", "whiteColor": "#ffffff", "blackColor": "#000000", "tintColor": "#007aff",
    ]
}

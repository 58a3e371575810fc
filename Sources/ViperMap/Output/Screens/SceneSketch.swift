/// What a wireframe draws of one Interface Builder scene: its views by frame (in the scene's points), each
/// with its kind, texts and colours, as the XML says them. Made from the document's elements alone.
public struct SceneSketch: Sendable {
    public struct Rect: Sendable, Equatable {
        public var x, y, width, height: Double
    }

    public struct View: Sendable {
        /// The element name as written (`label`, `button`, `tableView`, …).
        public var kind: String
        public var frame: Rect
        /// Texts it shows: a label's text, a button's title, a text field's text or placeholder, segment titles, bar items.
        public var texts: [String] = []
        /// A text field's texts are its placeholder.
        public var isPlaceholder = false
        /// An image view's (or a button's) image name.
        public var image: String?
        /// Colours as `#rrggbb`, when the XML names them.
        public var fill: String?
        public var textColor: String?
        public var fontSize: Double?
        /// `center` or `right` (`natural` and `left` draw left).
        public var alignment: String?
        public var isOn = false
        /// Whether its frame was worked out rather than written.
        public var placed = false
        public var children: [View] = []
    }

    public var width: Double
    public var height: Double
    /// The controller's navigation item title, drawn as a navigation bar (nil: no bar).
    public var navigationTitle: String?
    public var root: View?
    /// Views whose frames the file does not write (auto-layout only), laid out from their order.
    public var placedViews = 0
    /// Views left out past the drawing's cap.
    public var droppedViews = 0
    /// What the scene is, said in a line when it has no view of its own (a navigation or tab bar controller).
    public var caption: String?

    /// Views drawn at most; a scene with more says how many it left out.
    public static let viewCap = 1500

    /// Nothing drawn but the screen itself: no view inside the root, no bar (a view whose content the code makes).
    public var isEmpty: Bool { navigationTitle == nil && (root?.children.isEmpty ?? true) }

    /// Every text it holds, depth first (what a test checks the drawing shows).
    public var allTexts: [String] {
        var result: [String] = navigationTitle.map { [$0] } ?? []
        func walk(_ view: View) {
            result += view.texts
            view.children.forEach(walk)
        }
        root.map(walk)
        return result
    }
}

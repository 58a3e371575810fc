/// Draws a `SceneSketch` as a small SVG of our own: each kind plainly (labels with their text, buttons with
/// their titles, fields with placeholders, image views as crossed boxes with the image's name, lists with
/// their prototype cells, bars with their items), at the scene's size in points. Every text is escaped; the
/// same sketch gives the same bytes.
public enum WireframeSVG {
    static let stroke = "#c7c7cc", ink = "#1c1c1e", muted = "#8e8e93", tint = "#007aff", font = "-apple-system, Helvetica, Arial, sans-serif"

    /// `scale` sets the drawn width and height (the view box stays in points).
    public static func draw(_ sketch: SceneSketch, title: String, scale: Double = 0.6) -> String {
        let (w, h) = (max(sketch.width, 1), max(sketch.height, 1))
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(w)) \(n(h))\" width=\"\(n(w * scale))\" height=\"\(n(h * scale))\""
        out += " role=\"img\" aria-label=\"\(escape(title))\" font-family=\"\(font)\">\n<title>\(escape(title))</title>\n"
        out += "<rect class=\"device\" x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(h))\" rx=\"18\" fill=\"\(sketch.root?.fill ?? "#ffffff")\" stroke=\"#3a3a3c\" stroke-width=\"2\"/>\n"
        if let root = sketch.root { drawChildren(of: root, into: &out, isRoot: true) }
        if let title = sketch.navigationTitle {
            let top: Double = h >= 800 ? 47 : 20
            out += "<g class=\"navigation-bar\"><rect x=\"0\" y=\"0\" width=\"\(n(w))\" height=\"\(n(top + 44))\" fill=\"#f9f9f9\" fill-opacity=\"0.94\" stroke=\"\(stroke)\"/>"
            out += text(title, x: w / 2, y: top + 22, size: 17, anchor: "middle", color: ink, weight: "600", width: w - 100) + "</g>\n"
        }
        var notes: [String] = []
        if let caption = sketch.caption { notes.append(caption) }
        if sketch.isEmpty, sketch.caption == nil { notes.append("no views inside in the file: the code makes this screen's content") }
        if sketch.placedViews > 0 { notes.append("\(sketch.placedViews) view\(sketch.placedViews == 1 ? "" : "s") without a frame in the file, placed in order") }
        if sketch.droppedViews > 0 { notes.append("\(sketch.droppedViews) more views not drawn (the cap is \(SceneSketch.viewCap))") }
        for (i, note) in notes.enumerated() {
            out += "<text class=\"note\" x=\"\(n(w / 2))\" y=\"\(n(h - 12 - Double(notes.count - 1 - i) * 16))\" font-size=\"12\" text-anchor=\"middle\" fill=\"\(muted)\">\(escape(note))</text>\n"
        }
        return out + "</svg>\n"
    }

    static func drawChildren(of view: SceneSketch.View, into out: inout String, isRoot: Bool = false) {
        if !isRoot { draw(view, into: &out) }
        for child in view.children { drawChildren(of: child, into: &out) }
    }

    /// One view's own marks (its children are drawn after it, on top).
    static func draw(_ v: SceneSketch.View, into out: inout String) {
        let f = v.frame
        guard f.width > 0, f.height > 0 else { return }
        let box = "x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
        let size = v.fontSize ?? 17, midY = f.y + f.height / 2
        let first = v.texts.first ?? ""
        out += "<g class=\"\(escape(v.kind))\">"
        switch v.kind {
        case "label":
            if let fill = v.fill { out += "<rect \(box) fill=\"\(fill)\"/>" }
            let anchor = v.alignment == "center" ? "middle" : v.alignment == "right" ? "end" : "start"
            let x = anchor == "middle" ? f.x + f.width / 2 : anchor == "end" ? f.x + f.width : f.x
            out += lines(first, x: x, frame: f, size: size, anchor: anchor, color: v.textColor ?? ink)
        case "button":
            if let fill = v.fill { out += "<rect \(box) rx=\"8\" fill=\"\(fill)\"/>" }
            let label = first.isEmpty ? (v.image.map { "[\($0)]" } ?? "") : first
            out += text(label, x: f.x + f.width / 2, y: midY, size: v.fontSize ?? 15, anchor: "middle",
                        color: v.fill != nil ? "#ffffff" : (v.textColor ?? tint), weight: "500", width: f.width)
        case "textField", "searchBar":
            out += "<rect \(box) rx=\"6\" fill=\"\(v.kind == "searchBar" ? "#eeeef0" : v.fill ?? "#ffffff")\" stroke=\"\(stroke)\"/>"
            out += text(first, x: f.x + 8, y: midY, size: min(size, 17), anchor: "start", color: v.isPlaceholder ? muted : (v.textColor ?? ink), width: f.width - 16)
        case "textView":
            out += "<rect \(box) fill=\"\(v.fill ?? "#ffffff")\" stroke=\"\(stroke)\" stroke-dasharray=\"2 2\"/>"
            out += lines(first, x: f.x + 4, frame: f, size: v.fontSize ?? 14, anchor: "start", color: v.textColor ?? ink, top: true)
        case "imageView":
            out += "<rect \(box) fill=\"\(v.fill ?? "#f2f2f7")\" stroke=\"\(stroke)\"/>"
            out += "<path d=\"M\(n(f.x)) \(n(f.y))L\(n(f.x + f.width)) \(n(f.y + f.height))M\(n(f.x + f.width)) \(n(f.y))L\(n(f.x)) \(n(f.y + f.height))\" stroke=\"\(stroke)\"/>"
            if let image = v.image { out += text(image, x: f.x + f.width / 2, y: midY, size: 11, anchor: "middle", color: muted, width: f.width) }
        case "switch":
            let on = v.isOn ? "#34c759" : "#e9e9eb"
            out += "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"51\" height=\"31\" rx=\"15.5\" fill=\"\(on)\"/>"
            out += "<circle cx=\"\(n(f.x + (v.isOn ? 35.5 : 15.5)))\" cy=\"\(n(f.y + 15.5))\" r=\"13.5\" fill=\"#ffffff\" stroke=\"\(stroke)\"/>"
        case "segmentedControl":
            out += "<rect \(box) rx=\"8\" fill=\"#eeeef0\"/>"
            let step = f.width / Double(max(v.texts.count, 1))
            for (i, title) in v.texts.enumerated() {
                if i > 0 { out += "<path d=\"M\(n(f.x + step * Double(i))) \(n(f.y + 6))V\(n(f.y + f.height - 6))\" stroke=\"\(stroke)\"/>" }
                out += text(title, x: f.x + step * (Double(i) + 0.5), y: midY, size: 13, anchor: "middle", color: ink, width: step)
            }
        case "navigationBar", "tabBar", "toolbar":
            out += "<rect \(box) fill=\"#f9f9f9\" stroke=\"\(stroke)\"/>"
            if v.kind == "navigationBar" {
                out += text(first, x: f.x + f.width / 2, y: midY, size: 17, anchor: "middle", color: ink, weight: "600", width: f.width - 100)
            } else {
                let step = f.width / Double(max(v.texts.count, 1))
                for (i, title) in v.texts.enumerated() {
                    out += text(title, x: f.x + step * (Double(i) + 0.5), y: midY, size: 11, anchor: "middle", color: v.kind == "tabBar" && i == 0 ? tint : muted, width: step)
                }
            }
        case "slider", "progressView":
            out += "<path d=\"M\(n(f.x)) \(n(midY))H\(n(f.x + f.width))\" stroke=\"\(tint)\" stroke-width=\"3\" stroke-linecap=\"round\"/>"
            if v.kind == "slider" { out += "<circle cx=\"\(n(f.x + f.width / 2))\" cy=\"\(n(midY))\" r=\"12\" fill=\"#ffffff\" stroke=\"\(stroke)\"/>" }
        case "mapView", "mkMapView", "wkWebView", "webView", "pickerView", "datePicker", "activityIndicatorView", "pageControl":
            out += "<rect \(box) fill=\"\(v.kind.contains("map") || v.kind.contains("Map") ? "#e4efe0" : "#f2f2f7")\" stroke=\"\(stroke)\"/>"
            out += text(Self.names[v.kind] ?? v.kind, x: f.x + f.width / 2, y: midY, size: 13, anchor: "middle", color: muted, width: f.width)
        case "stackView":
            out += "<rect \(box) fill=\"\(v.fill ?? "none")\" stroke=\"\(stroke)\" stroke-dasharray=\"4 3\"/>"
        case "tableView" where !v.children.contains { $0.kind == "tableViewCell" }:
            // A list whose cells the code makes: faint rows, so that it reads as a list.
            out += "<rect \(box) fill=\"\(v.fill ?? "none")\" stroke=\"\(stroke)\" stroke-width=\"0.5\"/>"
            var y = f.y + 44
            while y < f.y + f.height - 1, y < f.y + 44 * 12 {
                out += "<path d=\"M\(n(f.x + 16)) \(n(y))H\(n(f.x + f.width))\" stroke=\"#e5e5ea\"/>"
                y += 44
            }
        case "tableViewCell", "collectionViewCell":
            out += "<rect \(box) fill=\"\(v.fill ?? "#ffffff")\"/><path d=\"M\(n(f.x + 16)) \(n(f.y + f.height))H\(n(f.x + f.width))\" stroke=\"\(stroke)\"/>"
        default:
            out += "<rect \(box) fill=\"\(v.fill ?? "none")\" stroke=\"\(stroke)\" stroke-width=\"0.5\"/>"
        }
        out += "</g>\n"
    }

    /// A character's average width as a part of the font size (the system font's is about half).
    static let charWidth = 0.5

    static let names = ["mapView": "Map", "mkMapView": "Map", "wkWebView": "Web content", "webView": "Web content", "pickerView": "Picker",
                        "datePicker": "Date picker", "activityIndicatorView": "Loading…", "pageControl": "• • •"]

    /// A text on one line: cut with an ellipsis to its width (the whole text then in a `<title>`).
    static func text(_ s: String, x: Double, y: Double, size: Double, anchor: String, color: String, weight: String? = nil, width: Double) -> String {
        guard !s.isEmpty else { return "" }
        let fits = max(Int(width / (size * charWidth)), 1)
        let shown = s.count > fits ? String(s.prefix(max(fits - 1, 1))) + "…" : s
        var out = "<text x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" text-anchor=\"\(anchor)\" dominant-baseline=\"central\" fill=\"\(color)\""
        if let weight { out += " font-weight=\"\(weight)\"" }
        out += ">"
        if shown != s { out += "<title>\(escape(s))</title>" }
        return out + escape(shown) + "</text>"
    }

    /// A text wrapped by words to the frame's width, as many lines as its height holds.
    static func lines(_ s: String, x: Double, frame f: SceneSketch.Rect, size: Double, anchor: String, color: String, top: Bool = false) -> String {
        guard !s.isEmpty else { return "" }
        let perLine = max(Int(f.width / (size * charWidth)), 1)
        let room = max(Int(f.height / (size * 1.25)), 1)
        var rows: [String] = []
        for paragraph in s.split(separator: "\n", omittingEmptySubsequences: false) {
            var row = ""
            for word in paragraph.split(separator: " ") {
                if !row.isEmpty, row.count + 1 + word.count > perLine { rows.append(row); row = "" }
                row += (row.isEmpty ? "" : " ") + word
            }
            rows.append(row)
        }
        if room == 1 || rows.count == 1 {
            let y = top ? f.y + size : f.y + f.height / 2
            return text(s.replacingOccurrences(of: "\n", with: " "), x: x, y: y, size: size, anchor: anchor, color: color, width: f.width)
        }
        if rows.count > room {
            // As many rows as the frame holds, the last one cut.
            rows = Array(rows.prefix(room))
            rows[room - 1] = String(rows[room - 1].prefix(max(perLine - 1, 1))) + "…"
        }
        let lineHeight = size * 1.25
        let start = top ? f.y + size : f.y + (f.height - lineHeight * Double(rows.count)) / 2 + lineHeight / 2
        let drawn = rows.enumerated().map { i, row in
            text(row, x: x, y: start + lineHeight * Double(i), size: size, anchor: anchor, color: color, width: f.width)
        }.joined()
        return rows.count == 1 ? drawn : "<g><title>\(escape(s))</title>\(drawn)</g>"
    }

    /// A number with at most one decimal, as SVG reads it.
    static func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func escape(_ text: String) -> String { HTMLMapPage.escape(text) }
}

import Foundation

/// The legend of a map, small and second: a strip below Graphviz's drawing (the map is drawn first
/// and keeps its size), entries in rows as wide as the map. Pure: SVG text in, SVG text out.
public enum LegendStrip {
    public struct Entry: Sendable, Equatable {
        public var label: String
        public var color: String
        /// solid, dashed, dotted or bold
        public var style: String
        /// The head's arrow (Graphviz's name); a second one at the tail for a folded back line.
        public var head: String
        public var tail: String?

        public init(label: String, color: String, style: String, head: String, tail: String?) {
            self.label = label
            self.color = color
            self.style = style
            self.head = head
            self.tail = tail
        }
    }

    static let fontSize = 9.0, rowHeight = 16.0

    /// An entry's width: its line and its label (0.55 × font size per character).
    static func entryWidth(_ entry: Entry) -> Double { 56 + 0.55 * fontSize * Double(entry.label.count) }

    /// Each entry's place (x from the left, row), entries flowing in rows as wide as the map.
    static func places(_ entries: [Entry], width: Double) -> [(x: Double, row: Int)] {
        var places: [(x: Double, row: Int)] = []
        var x = 0.0, row = 0
        for entry in entries {
            let w = entryWidth(entry)
            if x > 0, x + w > width - 12 { x = 0; row += 1 }
            places.append((x, row))
            x += w
        }
        return places
    }

    /// Height the strip adds below a map of `width` points.
    public static func height(width: Double, entries: [Entry]) -> Double {
        guard !entries.isEmpty else { return 0 }
        return 6 + rowHeight * Double((places(entries, width: width).last?.row ?? 0) + 1)
    }

    /// `svg` (Graphviz's) with the strip added below; unchanged when there are no entries or no viewBox.
    public static func append(to svg: String, entries: [Entry], font: String, textColor: String, background: String) -> String {
        guard !entries.isEmpty,
              let box = svg.range(of: #"viewBox="[^"]*""#, options: .regularExpression),
              let heightAttr = svg.range(of: #"height="[0-9.]+pt""#, options: .regularExpression),
              let close = svg.range(of: "</svg>", options: .backwards) else { return svg }
        let numbers = svg[box].dropFirst("viewBox=\"".count).dropLast().split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 4 else { return svg }
        let (x, y, w, h) = (numbers[0], numbers[1], numbers[2], numbers[3])
        let extra = height(width: w, entries: entries)
        let placed = places(entries, width: w)
        func n(_ v: Double) -> String { String(format: "%.2f", v) }
        var g = ["<g id=\"legend\" class=\"legend\">", "<title>legend: navigation kinds</title>",
                 "<rect x=\"\(n(x))\" y=\"\(n(y + h))\" width=\"\(n(w))\" height=\"\(n(extra))\" fill=\"\(escape(background))\"/>"]
        for (i, entry) in entries.enumerated() {
            let left = x + 6 + placed[i].x
            let mid = y + h + 4 + Double(placed[i].row) * rowHeight + rowHeight / 2
            let dash = entry.style == "dashed" ? " stroke-dasharray=\"5,2\"" : entry.style == "dotted" ? " stroke-dasharray=\"1,3\"" : ""
            let width = entry.style == "bold" ? 2 : 1
            let color = escape(entry.color)
            g.append("<path fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(width)\"\(dash) d=\"M\(n(left + 6)),\(n(mid))L\(n(left + 34)),\(n(mid))\"/>")
            g.append(arrow(entry.head, tipX: left + 40, y: mid, pointing: 1, color: color))
            if let tail = entry.tail { g.append(arrow(tail, tipX: left, y: mid, pointing: -1, color: color)) }
            g.append("<text x=\"\(n(left + 46))\" y=\"\(n(mid + 3))\" font-family=\"\(escape(font))\" font-size=\"\(n(fontSize))\" fill=\"\(escape(textColor))\">\(escape(entry.label))</text>")
        }
        g.append("</g>")
        var out = svg
        out.replaceSubrange(close, with: g.joined(separator: "\n") + "\n</svg>")
        out.replaceSubrange(heightAttr, with: "height=\"\(Int((h + extra).rounded(.up)))pt\"")
        if let box = out.range(of: #"viewBox="[^"]*""#, options: .regularExpression) {
            out.replaceSubrange(box, with: "viewBox=\"\(n(x)) \(n(y)) \(n(w)) \(n(h + extra))\"")
        }
        return out
    }

    /// A small arrowhead ending at `tipX`: filled for normal, open for empty, a circle for odot, a V for vee.
    static func arrow(_ kind: String, tipX: Double, y: Double, pointing: Double, color: String) -> String {
        func n(_ v: Double) -> String { String(format: "%.2f", v) }
        let back = tipX - 6 * pointing
        switch kind {
        case "odot", "dot":
            let fill = kind == "dot" ? color : "none"
            return "<circle cx=\"\(n(tipX - 3 * pointing))\" cy=\"\(n(y))\" r=\"3\" fill=\"\(fill)\" stroke=\"\(color)\"/>"
        case "vee":
            return "<path fill=\"none\" stroke=\"\(color)\" d=\"M\(n(back)),\(n(y - 3.5))L\(n(tipX)),\(n(y))L\(n(back)),\(n(y + 3.5))\"/>"
        default:
            let fill = kind.hasPrefix("e") || kind.hasPrefix("o") ? "none" : color
            return "<polygon fill=\"\(fill)\" stroke=\"\(color)\" points=\"\(n(back)),\(n(y - 3.5)) \(n(tipX)),\(n(y)) \(n(back)),\(n(y + 3.5))\"/>"
        }
    }

    static func escape(_ text: String) -> String { HTMLMapPage.escape(text) }
}

/// How readable a laid-out picture is, from Graphviz's own layout (its `plain` output: node boxes,
/// edge control points, label positions), not from the SVG text: drawn lines, label overlaps and
/// edge crossings. Pure: the layout text in, figures out.
public struct LayoutStats: Equatable, Sendable {
    /// Edge lines drawn (the legend's not counted).
    public var lines: Int
    /// Pairs of edge labels whose boxes overlap, and labels lying over a node that is not one of their edge's ends.
    public var labelOverlaps: Int
    /// Pairs of lines that cross (lines sharing a node are not counted).
    public var crossings: Int
    /// The lines whose labels would be moved to make every overlap go away: of two overlapping labels
    /// the longer one (the later one when equally long), and a label lying over a node. Sorted.
    public var crowded: [LabelledLine]

    public init(lines: Int, labelOverlaps: Int, crossings: Int, crowded: [LabelledLine] = []) {
        self.lines = lines
        self.labelOverlaps = labelOverlaps
        self.crossings = crossings
        self.crowded = crowded
    }

    struct Box {
        var minX, minY, maxX, maxY: Double
        func overlaps(_ o: Box) -> Bool { minX < o.maxX && o.minX < maxX && minY < o.maxY && o.minY < maxY }
    }

    struct Line {
        var tail: String, head: String
        var points: [(Double, Double)]
        var label: Box?
        var text = ""
    }

    /// `plain`: the layout as Graphviz writes it; `fontSize`: the edge labels' size in points. A label's width is
    /// estimated as 0.55 × font size per character (the check after a stop does the same), its height as the font size.
    public static func measure(plain: String, fontSize: Double) -> LayoutStats {
        var nodes: [String: Box] = [:]
        var lines: [Line] = []
        for row in plain.split(separator: "\n") {
            let fields = tokens(String(row))
            guard let first = fields.first else { continue }
            if first == "node", fields.count >= 6, let x = Double(fields[2]), let y = Double(fields[3]), let w = Double(fields[4]), let h = Double(fields[5]) {
                nodes[fields[1]] = Box(minX: x - w / 2, minY: y - h / 2, maxX: x + w / 2, maxY: y + h / 2)
            } else if first == "edge", fields.count >= 4, let n = Int(fields[3]), fields.count >= 4 + 2 * n {
                var points: [(Double, Double)] = []
                for i in 0..<n {
                    if let x = Double(fields[4 + 2 * i]), let y = Double(fields[5 + 2 * i]) { points.append((x, y)) }
                }
                var label: Box? = nil
                var text = ""
                // After the points: `label x y style color` when the edge has a label, else `style color`.
                let rest = Array(fields.dropFirst(4 + 2 * n))
                // An invisible line (the row of unconnected modules) is not drawn.
                if rest.count >= 2, rest[rest.count - 2] == "invis" { continue }
                if rest.count >= 5, let x = Double(rest[1]), let y = Double(rest[2]) {
                    let width = 0.55 * fontSize * Double(rest[0].count) / 72, height = fontSize / 72
                    label = Box(minX: x - width / 2, minY: y - height / 2, maxX: x + width / 2, maxY: y + height / 2)
                    text = rest[0]
                }
                lines.append(Line(tail: fields[1], head: fields[2], points: points, label: label, text: text))
            }
        }
        // The legend's invisible points and lines are not the picture.
        lines.removeAll { $0.tail.hasPrefix("legend_") || $0.head.hasPrefix("legend_") }
        var overlaps = 0
        var crowded: Set<LabelledLine> = []
        func named(_ line: Line) -> LabelledLine { LabelledLine(tail: line.tail, head: line.head, label: line.text) }
        for i in lines.indices {
            guard let a = lines[i].label else { continue }
            for j in lines.indices where j > i {
                if let b = lines[j].label, a.overlaps(b) {
                    overlaps += 1
                    crowded.insert(named(lines[i].text.count > lines[j].text.count ? lines[i] : lines[j]))
                }
            }
            for (name, box) in nodes where name != lines[i].tail && name != lines[i].head && !name.hasPrefix("legend_") && a.overlaps(box) {
                overlaps += 1
                crowded.insert(named(lines[i]))
            }
        }
        var crossings = 0
        for i in lines.indices {
            for j in lines.indices where j > i {
                let a = lines[i], b = lines[j]
                if Set([a.tail, a.head]).isDisjoint(with: [b.tail, b.head]), cross(a.points, b.points) { crossings += 1 }
            }
        }
        return LayoutStats(lines: lines.count, labelOverlaps: overlaps, crossings: crossings, crowded: crowded.sorted())
    }

    /// Whether two polylines (the splines' control polygons) cross.
    static func cross(_ a: [(Double, Double)], _ b: [(Double, Double)]) -> Bool {
        guard a.count >= 2, b.count >= 2 else { return false }
        for i in 0..<(a.count - 1) {
            for j in 0..<(b.count - 1) where segmentsCross(a[i], a[i + 1], b[j], b[j + 1]) { return true }
        }
        return false
    }

    static func segmentsCross(_ p1: (Double, Double), _ p2: (Double, Double), _ q1: (Double, Double), _ q2: (Double, Double)) -> Bool {
        func orient(_ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double)) -> Double {
            (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
        }
        let d1 = orient(q1, q2, p1), d2 = orient(q1, q2, p2), d3 = orient(p1, p2, q1), d4 = orient(p1, p2, q2)
        return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))
    }

    /// A `plain` row's fields: words, or double-quoted strings with `\"` inside.
    static func tokens(_ row: String) -> [String] {
        var out: [String] = []
        var current = ""
        var quoted = false, escaped = false, inToken = false
        for ch in row {
            if quoted {
                if escaped { current.append(ch); escaped = false }
                else if ch == "\\" { escaped = true }
                else if ch == "\"" { quoted = false }
                else { current.append(ch) }
            } else if ch == "\"" {
                quoted = true
                inToken = true
            } else if ch == " " {
                if inToken { out.append(current); current = ""; inToken = false }
            } else {
                current.append(ch)
                inToken = true
            }
        }
        if inToken { out.append(current) }
        return out
    }
}

/// A labelled line as Graphviz's layout names it: its two ends and its label's text.
public struct LabelledLine: Hashable, Comparable, Sendable {
    public var tail: String
    public var head: String
    public var label: String

    public init(tail: String, head: String, label: String) {
        self.tail = tail
        self.head = head
        self.label = label
    }

    public static func < (a: LabelledLine, b: LabelledLine) -> Bool { (a.tail, a.head, a.label) < (b.tail, b.head, b.label) }
}

/// Labels that cannot be placed cleanly go to the tooltips, the crowded lines' only: the picture is laid
/// out, the crowded labels dropped, and laid out again, a few rounds; labels still crowded after them
/// all go (the whole map's). Pure: the encoder and the layout are the caller's.
public enum LabelFallback {
    public struct Outcome: Equatable, Sendable {
        /// The DOT to draw.
        public var dot: String
        /// Lines whose labels went to the tooltips (empty when all did).
        public var unlabelled: [LabelledLine]
        /// Every label went to the tooltips.
        public var allLabels: Bool

        public init(dot: String, unlabelled: [LabelledLine], allLabels: Bool) {
            self.dot = dot
            self.unlabelled = unlabelled
            self.allLabels = allLabels
        }
    }

    /// `encode(dropped, all)`: the picture with the labels of `dropped` in the tooltips (every label when `all`);
    /// `layout`: Graphviz's plain text for a DOT.
    public static func place(rounds: Int = 4, fontSize: Double, encode: (Set<LabelledLine>, Bool) -> String,
                             layout: (String) throws -> String) rethrows -> Outcome {
        var dropped: Set<LabelledLine> = []
        for _ in 0..<rounds {
            let dot = encode(dropped, false)
            let crowded = LayoutStats.measure(plain: try layout(dot), fontSize: fontSize).crowded
            if crowded.isEmpty { return Outcome(dot: dot, unlabelled: dropped.sorted(), allLabels: false) }
            dropped.formUnion(crowded)
        }
        return Outcome(dot: encode([], true), unlabelled: [], allLabels: true)
    }
}

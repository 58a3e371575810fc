/// Puts a picture of each module's screen inside its box on a laid-out navigation map (Graphviz's SVG): above
/// the label, inside the box's outline, scaled to fit. Pure text in, text out; boxes of modules without a
/// picture are left as they are.
public enum NodeThumbnails {
    /// A pictured module's box height in inches (the picture takes what the label leaves).
    public static let boxHeight = 1.2

    /// `pictures`: data URLs by module name; `fontSize`: the module labels' size (the band the label keeps).
    public static func place(in svg: String, pictures: [String: String], fontSize: Double) -> String {
        guard !pictures.isEmpty else { return svg }
        var out = ""
        out.reserveCapacity(svg.utf8.count + pictures.values.reduce(0) { $0 + $1.utf8.count })
        var rest = Substring(svg)
        while let node = rest.range(of: "class=\"node\"") {
            out += rest[..<node.upperBound]
            rest = rest[node.upperBound...]
            guard let titleStart = rest.range(of: "<title>"), let titleEnd = rest.range(of: "</title>", range: titleStart.upperBound..<rest.endIndex),
                  let groupEnd = rest.range(of: "</g>") else { continue }
            let name = unescape(String(rest[titleStart.upperBound..<titleEnd.lowerBound]))
            guard let picture = pictures[name], titleEnd.upperBound <= groupEnd.lowerBound,
                  let box = bounds(of: rest[titleEnd.upperBound..<groupEnd.lowerBound]) else { continue }
            let pad = 6.0
            let band = fontSize * 1.6
            let height = box.maxY - box.minY - band - pad
            guard height > 8 else { continue }
            out += rest[..<groupEnd.lowerBound]
            out += "<image class=\"vm-thumbnail\" x=\"\(n(box.minX + pad))\" y=\"\(n(box.minY + pad))\" width=\"\(n(box.maxX - box.minX - 2 * pad))\" "
                + "height=\"\(n(height))\" preserveAspectRatio=\"xMidYMid meet\" href=\"\(picture)\"/>\n"
            rest = rest[groupEnd.lowerBound...]
        }
        out += rest
        return out
    }

    /// The box of a node's outline: the points of its first `path` (`d`) or `polygon` (`points`).
    public static func bounds(of group: Substring) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        let marker = group.range(of: " d=\"") ?? group.range(of: " points=\"")
        guard let start = marker, let end = group[start.upperBound...].firstIndex(of: "\"") else { return nil }
        var numbers: [Double] = []
        var current = ""
        for c in group[start.upperBound..<end] {
            if c.isNumber || c == "." || (c == "-" && current.isEmpty) { current.append(c) } else {
                if let value = Double(current) { numbers.append(value) }
                current = c == "-" ? "-" : ""
            }
        }
        if let value = Double(current) { numbers.append(value) }
        guard numbers.count >= 4 else { return nil }
        let xs = stride(from: 0, to: numbers.count - 1, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        return (xs.min()!, ys.min()!, xs.max()!, ys.max()!)
    }

    /// Graphviz writes names in titles with XML's entities.
    static func unescape(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&#45;", with: "-")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    static func n(_ value: Double) -> String { WireframeSVG.n(value) }
}

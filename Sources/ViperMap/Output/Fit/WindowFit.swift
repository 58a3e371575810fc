import Foundation

/// An SVG opened on its own in a browser fits the window: Graphviz's fixed `width`/`height` in points
/// become `width="100%"` (the `viewBox` keeps the proportions; a missing height is the window's), capped
/// at the drawing's own width so that a small map is not blown up.
public enum WindowFit {
    public static func apply(_ svg: String) -> String {
        guard let open = svg.range(of: "<svg"), let close = svg[open.upperBound...].firstIndex(of: ">"),
              svg[open.upperBound..<close].contains("viewBox=") else { return svg }
        var tag = String(svg[open.lowerBound..<close])
        guard let width = tag.range(of: #" width="[0-9.]+(pt|px)?""#, options: .regularExpression) else { return svg }
        let natural = tag[width].dropFirst(" width=\"".count).dropLast()
        tag.replaceSubrange(width, with: " width=\"100%\" style=\"max-width: \(natural.hasSuffix("pt") || natural.hasSuffix("px") ? String(natural) : natural + "px")\"")
        if let height = tag.range(of: #"\s+height="[0-9.]+(pt|px)?""#, options: .regularExpression) { tag.removeSubrange(height) }
        return String(svg[..<open.lowerBound]) + tag + String(svg[close...])
    }
}

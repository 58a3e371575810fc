import Foundation
import ViperMapModel

/// The app map as one self-contained HTML file: the navigation and dependencies pictures (SVG from
/// libgvc, inline), the map's index, and a script and style of our own, inline (no network). Without
/// JavaScript the page is the plain navigation SVG. Pure: texts in, text out.
public enum HTMLMapPage {
    /// `navigationSVG`, `dependenciesSVG`: Graphviz's SVG documents, drawn with `MapElementIDs`; `levels`: on a map
    /// with levels (`MapIndex.levels`), the pictures after the first (the features overview), in level order.
    public static func make(title: String, theme: Theme, navigationSVG: String, dependenciesSVG: String?, index: MapIndex, levels: [String] = []) -> String {
        var navigation = "<div class=\"vm-level\" id=\"vm-level-0\">\n\(inline(navigationSVG))\n</div>"
        for (number, svg) in levels.enumerated() {
            navigation += "\n<div class=\"vm-level\" id=\"vm-level-\(number + 1)\" hidden>\n\(inline(svg))\n</div>"
        }
        let push = theme.edge(.push).color
        let css = HTMLMapAssets.style
            .replacingOccurrences(of: "@BG@", with: cssValue(theme.background))
            .replacingOccurrences(of: "@TEXT@", with: cssValue(theme.cluster.text))
            .replacingOccurrences(of: "@PANEL@", with: cssValue(theme.module.fill))
            .replacingOccurrences(of: "@PANELTEXT@", with: cssValue(theme.module.text))
            .replacingOccurrences(of: "@BORDER@", with: cssValue(theme.cluster.border))
            .replacingOccurrences(of: "@ACCENT@", with: cssValue(push))
        let dependencies = dependenciesSVG.map { "<div id=\"vm-deps\" class=\"vm-view\" hidden>\n\(inline($0))\n</div>\n" } ?? ""
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>
            \(css)
            </style>
            </head>
            <body>
            <header id="vm-bar">
            <h1>\(escape(title))</h1>
            <div class="vm-js" id="vm-search-box" role="search">
            <label for="vm-search">Find</label>
            <input id="vm-search" type="search" placeholder="module, component or contract  ( / )" autocomplete="off" aria-controls="vm-results">
            <ul id="vm-results" role="listbox" aria-label="matches"></ul>
            </div>
            <nav class="vm-js" id="vm-tabs" aria-label="views">
            <button type="button" id="vm-tab-nav" aria-pressed="true">Navigation</button>
            \(dependenciesSVG == nil ? "" : "<button type=\"button\" id=\"vm-tab-deps\" aria-pressed=\"false\">Dependencies</button>")
            </nav>
            <div class="vm-js" id="vm-kinds" aria-label="navigation kinds shown"></div>
            <nav class="vm-js" id="vm-crumbs" aria-label="features" hidden></nav>
            <div class="vm-js" id="vm-zoom">
            <button type="button" id="vm-zoom-in" title="zoom in (+)" aria-label="zoom in">+</button>
            <button type="button" id="vm-zoom-out" title="zoom out (-)" aria-label="zoom out">&#8722;</button>
            <button type="button" id="vm-fit" title="fit to screen (0)">Fit</button>
            </div>
            </header>
            <main id="vm-main">
            <div id="vm-stage" tabindex="0" aria-label="app map: arrows pan, + and - zoom, 0 fits">
            <div id="vm-nav" class="vm-view">
            \(navigation)
            </div>
            \(dependencies)<div id="vm-mini" class="vm-js" aria-hidden="true" hidden></div>
            </div>
            <aside id="vm-panel" class="vm-js" aria-live="polite" hidden></aside>
            </main>
            <script type="application/json" id="vm-index">\(index.json())</script>
            <script>
            \(HTMLMapScript.script)
            \(HTMLMapBadges.script)
            </script>
            </body>
            </html>

            """
    }

    /// Graphviz's SVG without its XML declaration, doctype and comments (an HTML page holds the `<svg>` element).
    static func inline(_ svg: String) -> String {
        guard let start = svg.range(of: "<svg") else { return "" }
        // One pass: copy what lies between comments.
        var body = ""
        body.reserveCapacity(svg.utf8.count)
        var rest = svg[start.lowerBound...]
        while let open = rest.range(of: "<!--") {
            body += rest[..<open.lowerBound]
            guard let close = rest.range(of: "-->", range: open.upperBound..<rest.endIndex) else { rest = rest[rest.endIndex...]; break }
            rest = rest[close.upperBound...]
        }
        body += rest
        return body.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Text for HTML element content and attributes.
    public static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A theme colour inside CSS: only characters a colour has.
    static func cssValue(_ colour: String) -> String {
        let kept = colour.filter { $0.isLetter || $0.isNumber || "#(),.% ".contains($0) }
        return kept.isEmpty ? "inherit" : kept
    }
}

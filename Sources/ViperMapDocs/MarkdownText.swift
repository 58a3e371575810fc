import Foundation
import Mustache

/// Text made safe for Markdown pages that a docs site turns into HTML: a name or signature is
/// shown as the same characters, never read as markup, a link, emphasis or a table cell break.
public enum MarkdownText {
    /// Plain text: HTML's special characters as entities, Markdown's punctuation escaped, `|` as
    /// an entity (a backslash before it is only understood inside tables), line breaks as spaces.
    public static func escape(_ text: String) -> String { replace(text, textTable) }

    /// A link to a relative page or asset, with escaped text.
    public static func link(_ text: String, to url: String) -> String {
        "[\(escape(text))](\(urlEscape(url)))"
    }

    /// `file:line` as escaped text, or linked through a URL template (`{path}`, `{line}`, and
    /// `{rev}` when a revision is given) to the source.
    /// `shown` is the path to show when it differs from the one linked (relative to a module's folder).
    public static func location(_ file: String, _ line: Int?, template: String?, revision: String? = nil, shown: String? = nil) -> String {
        let text = line.map { "\(shown ?? file):\($0)" } ?? shown ?? file
        guard let template, !file.isEmpty else { return escape(text) }
        let path = file.split(separator: "/", omittingEmptySubsequences: false).map {
            String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#;"))) ?? String($0)
        }.joined(separator: "/")
        var url = template.replacingOccurrences(of: "{path}", with: path).replacingOccurrences(of: "{line}", with: line.map(String.init) ?? "1")
        if let revision {
            url = url.replacingOccurrences(of: "{rev}", with: revision.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? revision)
        }
        return link(text, to: url)
    }

    /// A URL safe inside Markdown's `(...)` and an HTML attribute: spaces, brackets, quotes and
    /// angle brackets percent-encoded, control characters dropped.
    public static func urlEscape(_ url: String) -> String { replace(url, urlTable) }

    /// Text inside an HTML attribute written on a page (`alt="…"`): the characters HTML reads as entities, no line breaks.
    public static func attribute(_ text: String) -> String { replace(text, attributeTable) }

    private static let attributeTable: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;", "\n": " ", "\r": " "]

    private static let textTable: [Unicode.Scalar: String] = {
        var table: [Unicode.Scalar: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "|": "&#124;", "\n": " ", "\r": " "]
        for scalar in "\\`*_[]#{}!".unicodeScalars { table[scalar] = "\\" + String(scalar) }
        return table
    }()

    private static let urlTable: [Unicode.Scalar: String] = [" ": "%20", "(": "%28", ")": "%29", "<": "%3C", ">": "%3E", "\"": "%22", "'": "%27", "`": "%60"]

    private static func replace(_ text: String, _ table: [Unicode.Scalar: String]) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let replacement = table[scalar] {
                out.append(contentsOf: replacement.unicodeScalars)
            } else if scalar.value >= 0x20 && scalar.value != 0x7F || scalar == "\t" {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Prose its authors wrote in Markdown (a doc comment, a README), kept as written: emphasis, lists,
    /// code and links stay Markdown. Only what could turn into HTML or break the page is changed: `<`, `>`
    /// and `&` outside code are entities, and headings go `demote` levels down so they sit under the page's own.
    public static func prose(_ text: String, demote: Int = 0) -> String {
        var lines: [String] = []
        var fence: Substring? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                lines.append(String(line))
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix { $0 == trimmed.first }
                lines.append(String(line))
                continue
            }
            // An indented code block (four spaces) is code too.
            if line.hasPrefix("    ") || line.hasPrefix("\t") {
                lines.append(String(line))
                continue
            }
            var out = ""
            var inCode = false
            for c in line {
                if c == "`" { inCode.toggle() }
                if !inCode, c == "<" { out += "&lt;" } else if !inCode, c == ">", !out.isEmpty { out += "&gt;" } else if !inCode, c == "&" { out += "&amp;" } else { out.append(c) }
            }
            // `@Name` opening a line is a DocC directive: written by hand, it is text.
            if out.drop(while: { $0 == " " }).first == "@" {
                let at = out.firstIndex(of: "@")!
                out.insert("\\", at: at)
            }
            if demote > 0, trimmed.hasPrefix("#") {
                let level = trimmed.prefix { $0 == "#" }.count
                let written = out.drop { $0 == " " }
                if level < 7, written.dropFirst(level).first == " " { out = String(repeating: "#", count: min(6, level + demote)) + String(written.dropFirst(level)) }
            }
            lines.append(out)
        }
        // A block left open must not swallow the rest of the page.
        if let open = fence { lines.append(String(open)) }
        return lines.joined(separator: "\n")
    }

    /// An inline code span for a table cell: a run of backticks longer than any in `text` around it, `|` escaped
    /// (GitHub reads `\|` inside a cell's code span as `|`), line breaks as spaces.
    public static func code(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let ticks = String(repeating: "`", count: longest + 1)
        let body = text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        let pad = body.hasPrefix("`") || body.hasSuffix("`") ? " " : ""
        return ticks + pad + body + pad + ticks
    }

    /// A fenced code block that no line of `code` can close early (the fence is longer than any
    /// run of backticks in it).
    public static func codeBlock(_ code: String, language: String = "swift") -> String {
        var longest = 0, run = 0
        for character in code {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)\(language)\n\(code)\n\(fence)"
    }

    /// Registers the `MARKDOWN` content type, so a template that starts with
    /// `{{% CONTENT_TYPE: MARKDOWN }}` escapes every `{{value}}` with `escape`.
    static let registered: Bool = {
        MustacheContentTypes.register(MarkdownContentType(), named: "MARKDOWN")
        return true
    }()
}

struct MarkdownContentType: MustacheContentType {
    func escapeText(_ text: String) -> String { MarkdownText.escape(text) }
}

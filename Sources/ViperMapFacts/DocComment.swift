/// Documentation comments as both front-ends find them (`/// line` runs, `/** block */`, `//!`, `/*! */`),
/// turned into their prose: markers and the block's leading `*` column stripped, the common indentation
/// removed, lines kept as written (Markdown stays Markdown).
public enum DocComment {
    /// The prose of one or more raw comments (a run of `///` lines, or one block), or nil when nothing is left.
    public static func prose(_ raw: String) -> String? {
        var lines: [Substring] = []
        for line in raw.split(separator: "\n", omittingEmptySubsequences: false) {
            var text = line.drop { $0 == " " || $0 == "\t" || $0 == "\r" }
            if text.hasPrefix("///") || text.hasPrefix("//!") {
                text = text.dropFirst(3)
            } else if text.hasPrefix("//") {
                text = text.dropFirst(2)
            } else {
                if text.hasPrefix("/**") || text.hasPrefix("/*!") { text = text.dropFirst(3) } else if text.hasPrefix("/*") { text = text.dropFirst(2) }
                if text.hasSuffix("*/") { text = text.dropLast(2) }
                // The ` * ` column of a block comment.
                if text.hasPrefix("*"), !text.hasPrefix("**") { text = text.dropFirst() }
            }
            while text.last == " " || text.last == "\t" || text.last == "\r" { text = text.dropLast() }
            lines.append(text)
        }
        lines = lines.compactMap(tagged)
        while lines.first?.allSatisfy({ $0 == " " || $0 == "*" }) == true { lines.removeFirst() }
        while lines.last?.allSatisfy({ $0 == " " || $0 == "*" }) == true { lines.removeLast() }
        guard !lines.isEmpty else { return nil }
        // `/** Text` starts on the opening line: its indentation is the marker's, not the prose's.
        let opensWithText = raw.drop { $0 == " " || $0 == "\t" }.hasPrefix("/*") && !(lines.first?.isEmpty ?? true)
            && raw.split(separator: "\n", maxSplits: 1).first.map { $0.contains("*") && $0.count > 3 } == true
        if opensWithText { lines[0] = lines[0].drop { $0 == " " } }
        let indent = lines.dropFirst(opensWithText ? 1 : 0).filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.enumerated().map { i, line in
            line.isEmpty || (opensWithText && i == 0) ? String(line) : String(line.dropFirst(indent))
        }.joined(separator: "\n")
    }

    /// HeaderDoc and Doxygen tags (`@brief`, `\\param`) as the Markdown Swift doc comments use; bookkeeping
    /// tags (`@author`, `@date`, `@version`, `@copyright`) dropped.
    static func tagged(_ line: Substring) -> Substring? {
        let body = line.drop { $0 == " " || $0 == "\t" }
        guard let first = body.first, first == "@" || first == "\\" else { return line }
        let tag = body.dropFirst().prefix { $0.isLetter }.lowercased()
        let rest = body.dropFirst(1 + tag.count).drop { $0 == " " || $0 == "\t" }
        switch tag {
        case "author", "date", "version", "copyright", "since", "updated", "ingroup", "file", "class", "protocol", "interface", "header":
            return nil
        case "brief", "abstract", "discussion", "details": return rest
        case "param":
            let name = rest.prefix { !$0.isWhitespace }
            return Substring("- Parameter \(name):" + rest.dropFirst(name.count))
        case "return", "returns", "result": return Substring("- Returns: " + rest)
        case "note", "warning", "attention", "see", "todo", "throws", "bug":
            return Substring("- \(tag.prefix(1).uppercased() + tag.dropFirst()): " + rest)
        default: return tag.isEmpty ? line : Substring(String(body.dropFirst()))
        }
    }

    /// The first sentence of the prose: up to the first `.`, `!` or `?` followed by a space or the end,
    /// within the first paragraph, on one line.
    public static func summary(_ prose: String) -> String {
        let paragraph = prose.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.trimmingSpaces.isEmpty }
            .map { $0.trimmingSpaces }.joined(separator: " ")
        var result = ""
        var previous: Character = " "
        for c in paragraph {
            if (previous == "." || previous == "!" || previous == "?") && c == " " { break }
            result.append(c)
            previous = c
        }
        return result
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return self[first...last]
    }
}

import ViperMapModel

/// Which ways in from outside a URL (or a notification's `key=value`, a quick action's or activity's type)
/// takes: the graph's entries whose pattern it matches. `*` in a pattern stands for any text; a URL also
/// matches a pattern it continues past a `/`, `?` or `#` (`myapp://product/42/reviews` takes
/// `myapp://product/*`, `myapp://settings/privacy` takes `myapp://settings`). The most specific first. Pure.
public enum WayInMatch {
    /// Of one handler's matches only the most specific count (the most text a pattern fixes, `*` aside):
    /// its `default` branch (a part any other value takes, `*`) is taken only when no test of it fixes more.
    public static func entries(for text: String, in graph: Graph) -> [WayIn] {
        let all = (graph.entries ?? []).filter { matches(text, $0.pattern) }
        func fixed(_ way: WayIn) -> Int { way.pattern.filter { $0 != "*" }.count }
        var most: [String: Int] = [:]
        for way in all { most[way.via] = max(most[way.via] ?? 0, fixed(way)) }
        return all.filter { fixed($0) == most[$0.via] }.sorted { a, b in
            if fixed(a) != fixed(b) { return fixed(a) > fixed(b) }
            return a < b
        }
    }

    /// Whether `text` is what `pattern` stands for (see above).
    public static func matches(_ text: String, _ pattern: String) -> Bool {
        let t = Array(normalized(text)), p = Array(normalized(pattern))
        // memo[i][j]: whether t[i...] matches p[j...].
        var memo: [[Bool?]] = Array(repeating: Array(repeating: nil, count: p.count + 1), count: t.count + 1)
        func match(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i][j] { return known }
            let result: Bool
            if j == p.count {
                // The pattern is used up: the text ends, or goes on below it.
                result = i == t.count || (p.last.map { $0 == "*" || "/?#".contains($0) } ?? false) || "/?#".contains(t[i])
            } else if p[j] == "*" {
                result = match(i, j + 1) || (i < t.count && match(i + 1, j))
            } else {
                result = i < t.count && t[i] == p[j] && match(i + 1, j + 1)
            }
            memo[i][j] = result
            return result
        }
        return match(0, 0)
    }

    /// A URL's scheme and host compare without case (`MyApp://Product` is `myapp://product`).
    private static func normalized(_ text: String) -> String {
        guard let range = text.range(of: "://") else { return text }
        let rest = text[range.upperBound...]
        let hostEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        return text[..<range.upperBound].lowercased() + rest[..<hostEnd].lowercased() + rest[hostEnd...]
    }
}

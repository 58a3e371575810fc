/// A path glob: `*` matches within one folder, `**` across folders, `?` one character.
public struct Glob: Sendable {
    private let parts: [Character]

    public init(_ pattern: String) { parts = Array(pattern) }

    public func matches(_ path: String) -> Bool {
        Self.match(parts[...], Array(path)[...])
    }

    private static func match(_ p: ArraySlice<Character>, _ s: ArraySlice<Character>) -> Bool {
        guard let first = p.first else { return s.isEmpty }
        if first == "*" {
            let doubled = p.dropFirst().first == "*"
            var rest = doubled ? p.dropFirst(2) : p.dropFirst()
            // `**/` also matches no folder at all.
            if doubled, rest.first == "/" {
                if match(rest.dropFirst(), s) { return true }
                rest = rest[...]
            }
            var tail = s
            while true {
                if match(rest, tail) { return true }
                guard let c = tail.first, doubled || c != "/" else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let c = s.first else { return false }
        if first == "?" ? c != "/" : first == c { return match(p.dropFirst(), s.dropFirst()) }
        return false
    }
}

/// Which diagnostics say where the scan stopped following navigation (what the docs list as "Not followed"
/// and the HTML map's panel shows); `GraphIndex.diagnostics(of:)` says which belong to a module.
extension Diagnostic {
    /// A navigation call or chain the scan could not follow to its end: the map may miss an edge here.
    public var isNavigationGap: Bool {
        message.hasPrefix("navigation not resolved") || message.hasPrefix("navigation not followed")
    }

    /// A way in the app declares (a URL scheme, universal-link domain, quick action) that no handler in the
    /// scan reads: the name declared (`myapp`), nil for every other diagnostic.
    public var unreadWayIn: String? {
        guard message.hasPrefix(Self.unreadWayInPrefix), let open = message.firstIndex(of: "`") else { return nil }
        let rest = message[message.index(after: open)...]
        return rest.firstIndex(of: "`").map { String(rest[..<$0]) }
    }

    public static let unreadWayInPrefix = "way in not read: "
}

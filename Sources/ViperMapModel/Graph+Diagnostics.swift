/// Which diagnostics say where the scan stopped following navigation (what the docs list as "Not followed"
/// and the HTML map's panel shows); `GraphIndex.diagnostics(of:)` says which belong to a module.
extension Diagnostic {
    /// A navigation call or chain the scan could not follow to its end: the map may miss an edge here.
    public var isNavigationGap: Bool {
        message.hasPrefix("navigation not resolved") || message.hasPrefix("navigation not followed")
    }
}

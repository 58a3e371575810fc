/// Which diagnostics belong to a module, and which of them say where the scan stopped following
/// navigation (what the docs list as "Not followed" and the HTML map's panel shows).
extension Diagnostic {
    /// A navigation call or chain the scan could not follow to its end: the map may miss an edge here.
    public var isNavigationGap: Bool {
        message.hasPrefix("navigation not resolved") || message.hasPrefix("navigation not followed")
    }
}

extension Graph {
    /// The diagnostics in a module's files (its components' and contracts' files, or under its folder), sorted.
    public func diagnostics(of module: Module) -> [Diagnostic] {
        let files = Set(module.components.map(\.file) + module.contracts.map(\.file))
        let prefix = module.path.isEmpty ? nil : module.path + "/"
        return diagnostics.filter { diagnostic in
            files.contains(diagnostic.file) || prefix.map { diagnostic.file.hasPrefix($0) } == true
        }.sorted()
    }
}

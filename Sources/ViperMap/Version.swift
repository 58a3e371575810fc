/// The tool's version: shown where a consumer needs it (SARIF's `tool.driver.version`), never written
/// into the graph JSON, the docs or the pictures (same input, same bytes, whatever build made them).
public enum ViperMapVersion {
    public static let current = "0.9.0"
}

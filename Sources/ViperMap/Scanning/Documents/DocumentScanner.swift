/// The prose front-end: a folder's `README.md` is read as it is (its text is the fact), so a module's
/// page can show what its authors wrote about it.
public enum DocumentScanner {
    /// `README.md` (any case; `.markdown` too).
    public static func isDocument(_ path: String) -> Bool {
        let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
        return name == "readme.md" || name == "readme.markdown"
    }

    public static func scan(path: String, text: String) -> FileFacts {
        var facts = FileFacts(path: path)
        facts.document = text
        return facts
    }
}

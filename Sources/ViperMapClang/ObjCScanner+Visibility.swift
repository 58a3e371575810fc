import CClangShim

extension ObjCScanner.Walker {
    /// The class a category, class extension or `@implementation` adds to (its class reference; when the class is
    /// declared in a header clang was not given, the name token at the cursor).
    func extendedClass(_ cursor: VMClangCursor, parts: [VMClangCursor]) -> String? {
        if let classRef = parts.first(where: { $0.kind == ObjCScanner.Kind.classRef }) { return spelling(classRef) }
        let i = tokenIndex(at: offset(cursor))
        return i < tokens.count && tokens[i].kind == .identifier ? tokens[i].text : nil
    }

    /// The selectors the main file declares in a class extension of `className` (`@interface GamesRouter ()` in
    /// the `.m`): methods of the class's own, which no header offers to other files.
    func classExtensionSelectors(ofClass className: String) -> Set<String> {
        var selectors: Set<String> = []
        for cursor in topLevel where cursor.kind == ObjCScanner.Kind.category && inMainFile(cursor) && spelling(cursor).isEmpty {
            let parts = children(cursor)
            guard extendedClass(cursor, parts: parts) == className else { continue }
            for part in parts where part.kind == ObjCScanner.Kind.instanceMethod || part.kind == ObjCScanner.Kind.classMethod {
                selectors.insert(spelling(part))
            }
        }
        return selectors
    }
}

/// What clang's AST drops from Objective-C declarations, read back from its tokens. Without the app's
/// headers and the iOS SDK, clang drops a property whose type it cannot find (`@property VTDListWireframe
/// *wireframe;` when `VTDListWireframe.h` is not given), every property of a class extension whose class
/// it has not seen, a superclass it has not seen, and spells an unknown parameter type as `int`. The
/// tokens still say all of it, in a grammar small enough to read here.
public enum ObjCDeclarationTokens {
    public struct Property: Sendable, Equatable {
        public var name: String
        public var typeName: String
        public var isWeak: Bool
        public var isClass: Bool
        public var line: Int
    }

    /// `: Superclass <P1, P2>` after a class name, or `(Category) <P1>` after a category's: the names, in order.
    /// `tokens` start right after the class name.
    public static func inheritance(_ tokens: ArraySlice<ObjCToken>) -> [String] {
        var names: [String] = []
        var i = tokens.startIndex
        if i < tokens.endIndex, tokens[i].text == ":", i + 1 < tokens.endIndex, tokens[i + 1].kind == .identifier {
            names.append(tokens[i + 1].text)
            i += 2
        } else if i < tokens.endIndex, tokens[i].text == "(" {
            while i < tokens.endIndex, tokens[i].text != ")" { i += 1 }
            i += 1
        }
        if i < tokens.endIndex, tokens[i].text == "<" {
            i += 1
            while i < tokens.endIndex, tokens[i].text != ">" {
                if tokens[i].kind == .identifier { names.append(tokens[i].text) }
                i += 1
            }
        }
        return names
    }

    /// Every `@property` between an `@interface` and its `@end`.
    public static func properties(_ tokens: ArraySlice<ObjCToken>) -> [Property] {
        var out: [Property] = []
        var i = tokens.startIndex
        while i + 1 < tokens.endIndex {
            if tokens[i].text == "@", tokens[i + 1].text == "end" { break }
            guard tokens[i].text == "@", tokens[i + 1].text == "property" else { i += 1; continue }
            var end = i + 2
            while end < tokens.endIndex, tokens[end].text != ";", tokens[end].text != "@" { end += 1 }
            if let property = property(tokens[(i + 2)..<end], line: tokens[i].line) { out.append(property) }
            i = end
        }
        return out
    }

    static let attributeMacros: Set<String> = ["IBOutlet", "IBInspectable", "__kindof"]

    /// `(nonatomic, weak) id<VTDListModuleInterface> output` (the tokens after `@property`, before `;`).
    static func property(_ tokens: ArraySlice<ObjCToken>, line: Int) -> Property? {
        var i = tokens.startIndex
        var attributes: Set<String> = []
        if i < tokens.endIndex, tokens[i].text == "(" {
            i += 1
            while i < tokens.endIndex, tokens[i].text != ")" {
                if tokens[i].kind == .identifier || tokens[i].kind == .keyword { attributes.insert(tokens[i].text) }
                i += 1
            }
            i += 1
        }
        var parts = Array(tokens[min(i, tokens.endIndex)...])
        // A block property: `void (^completion)(void)`.
        if let caret = parts.firstIndex(where: { $0.text == "^" }), caret + 1 < parts.count, parts[caret + 1].kind == .identifier {
            return Property(name: parts[caret + 1].text, typeName: "", isWeak: false, isClass: attributes.contains("class"), line: line)
        }
        // Trailing macros: `NS_AVAILABLE_IOS(8_0)`, `API_DEPRECATED(...)`, `__attribute__((...))`.
        while let last = parts.last {
            if last.text == ")" , let open = parts.lastIndex(where: { $0.text == "(" }), open > 0 {
                parts.removeSubrange((open - 1)...)
                continue
            }
            if last.kind == .identifier, last.text.count > 2, last.text == last.text.uppercased(), parts.count > 2 {
                parts.removeLast()
                continue
            }
            break
        }
        guard let name = parts.last, name.kind == .identifier, parts.count >= 2 else { return nil }
        let typeParts = parts.dropLast().filter { !ObjCBodyParser.qualifiers.contains($0.text) && !attributeMacros.contains($0.text) }.map(\.text)
        let type = ObjCBodyParser.typeName(typeParts)
        let isObject = typeParts.contains("*") || typeParts.first == "id"
        let weak = attributes.contains("weak") || attributes.contains("unsafe_unretained") || (attributes.contains("assign") && isObject)
        return Property(name: name.text, typeName: type, isWeak: weak, isClass: attributes.contains("class"), line: line)
    }

    /// A method's return type and parameter types as written: `- (VTDListViewController *)listViewControllerFor:(VTDItem *)item`.
    /// `tokens` start at the `-` or `+`; the signature ends at `{` or `;`.
    public static func signature(_ tokens: ArraySlice<ObjCToken>) -> (returnType: String, parameterTypes: [String])? {
        var i = tokens.startIndex
        guard i < tokens.endIndex, tokens[i].text == "-" || tokens[i].text == "+" else { return nil }
        i += 1
        var returnType = "id"
        if i < tokens.endIndex, tokens[i].text == "(" { (returnType, i) = parenthesizedType(tokens, i) }
        var types: [String] = []
        while i < tokens.endIndex, tokens[i].text != "{", tokens[i].text != ";" {
            if tokens[i].text == ":" {
                i += 1
                if i < tokens.endIndex, tokens[i].text == "(" {
                    let (type, next) = parenthesizedType(tokens, i)
                    types.append(type)
                    i = next
                } else {
                    types.append("id")
                }
                continue
            }
            i += 1
        }
        return (returnType, types)
    }

    /// `( VTDListWireframe * )` at `start`: its plain type name, and the index after `)`.
    static func parenthesizedType(_ tokens: ArraySlice<ObjCToken>, _ start: Int) -> (String, Int) {
        var depth = 0
        var i = start
        var parts: [String] = []
        var isBlock = false
        while i < tokens.endIndex {
            let t = tokens[i].text
            if t == "(" { depth += 1 } else if t == ")" { depth -= 1 }
            if t == "^" { isBlock = true }
            if depth > 0, t != "(", !ObjCBodyParser.qualifiers.contains(t), !attributeMacros.contains(t) { parts.append(t) }
            i += 1
            if depth == 0 { break }
        }
        return (isBlock ? "" : ObjCBodyParser.typeName(parts), i)
    }
}

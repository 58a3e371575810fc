/// DOT syntax helpers: quoted IDs and strings with everything that could break out escaped.
enum DOTText {
    /// A double-quoted DOT string: backslashes, quotes and line breaks escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r": break
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

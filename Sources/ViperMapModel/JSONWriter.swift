/// A small JSON writer for the graph: keys in sorted order, two-space indentation, `"key" : value`.
/// Foundation's JSONEncoder wrote the same layout but spent more time than the whole graph build.
struct JSONWriter {
    private(set) var text = ""
    private var indent = 0

    enum Value {
        case string(String)
        case int(Int)
        case array([Value])
        case object([(String, Value)])
    }

    static func render(_ value: Value) -> String {
        var writer = JSONWriter()
        writer.write(value)
        return writer.text
    }

    private mutating func newline() {
        text += "\n"
        text += String(repeating: "  ", count: indent)
    }

    private mutating func write(_ value: Value) {
        switch value {
        case .string(let s): writeString(s)
        case .int(let i): text += String(i)
        case .array(let items):
            guard !items.isEmpty else { text += "[\n\n" + String(repeating: "  ", count: indent) + "]"; return }
            text += "["
            indent += 1
            for (i, item) in items.enumerated() {
                newline()
                write(item)
                if i < items.count - 1 { text += "," }
            }
            indent -= 1
            newline()
            text += "]"
        case .object(let fields):
            guard !fields.isEmpty else { text += "{\n\n" + String(repeating: "  ", count: indent) + "}"; return }
            text += "{"
            indent += 1
            let sorted = fields.sorted { $0.0 < $1.0 }
            for (i, field) in sorted.enumerated() {
                newline()
                writeString(field.0)
                text += " : "
                write(field.1)
                if i < sorted.count - 1 { text += "," }
            }
            indent -= 1
            newline()
            text += "}"
        }
    }

    private mutating func writeString(_ s: String) {
        text += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}": text += "\\b"
            case "\u{0C}": text += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}

extension Graph {
    var jsonValue: JSONWriter.Value {
        .object([
            ("schemaVersion", .int(schemaVersion)),
            ("modules", .array(modules.map(\.jsonValue))),
            ("navigation", .array(navigation.map(\.jsonValue))),
            ("dependencies", .array(dependencies.map(\.jsonValue))),
            ("diagnostics", .array(diagnostics.map(\.jsonValue))),
        ])
    }
}

private func strings(_ list: [String]) -> JSONWriter.Value { .array(list.map { .string($0) }) }

extension Module {
    var jsonValue: JSONWriter.Value {
        .object([("name", .string(name)), ("path", .string(path)),
                 ("components", .array(components.map(\.jsonValue))), ("contracts", .array(contracts.map(\.jsonValue)))])
    }
}

extension Component {
    var jsonValue: JSONWriter.Value {
        .object([("name", .string(name)), ("role", .string(role.rawValue)), ("kind", .string(kind)), ("file", .string(file)),
                 ("line", .int(line)), ("inherits", strings(inherits)), ("conformsTo", strings(conformsTo))])
    }
}

extension Contract {
    var jsonValue: JSONWriter.Value {
        .object([("name", .string(name)), ("file", .string(file)), ("line", .int(line)), ("inherits", strings(inherits)),
                 ("requirements", .array(requirements.map { .object([("signature", .string($0.signature)), ("line", .int($0.line))]) })),
                 ("adoptedBy", strings(adoptedBy)), ("heldBy", strings(heldBy))])
    }
}

extension NavigationEdge {
    var jsonValue: JSONWriter.Value {
        .object([("from", .string(from)), ("to", .string(to)), ("kind", .string(kind.rawValue)), ("via", .string(via)),
                 ("file", .string(file)), ("line", .int(line))])
    }
}

extension Dependency {
    var jsonValue: JSONWriter.Value {
        .object([("from", .string(from)), ("to", .string(to)), ("kind", .string(kind.rawValue)), ("reasons", strings(reasons))])
    }
}

extension Diagnostic {
    var jsonValue: JSONWriter.Value {
        var fields: [(String, JSONWriter.Value)] = [("severity", .string(severity.rawValue)), ("file", .string(file)), ("message", .string(message))]
        if let line { fields.append(("line", .int(line))) }
        return .object(fields)
    }
}

import Foundation

/// A small JSON writer for the graph: keys in sorted order, two-space indentation, `"key" : value`.
/// Foundation's JSONEncoder wrote the same layout but spent more time than the whole graph build.
/// Written in pieces into one `Data`: the values of a big array are made one at a time (`elements`), and
/// the text goes through a small buffer, so a 75 MB graph costs its text and not a tree of it too.
struct JSONWriter {
    private var bytes: [UInt8] = []
    private var output = Data()
    private var indent = 0

    enum Value {
        case string(String)
        case int(Int)
        case array([Value])
        /// An array whose values are made when written: `count` of them, the i-th by the function.
        case elements(Int, (Int) -> Value)
        case object([(String, Value)])
    }

    static func render(_ value: Value) -> Data {
        var writer = JSONWriter()
        writer.bytes.reserveCapacity(1 << 16)
        writer.write(value)
        writer.flush()
        return writer.output
    }

    private mutating func flush() {
        output.append(contentsOf: bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func newline() {
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: 2 * indent))
    }

    private mutating func write(_ value: Value) {
        switch value {
        case .string(let s): writeString(s)
        case .int(let i): bytes.append(contentsOf: String(i).utf8)
        case .array(let items):
            write(.elements(items.count) { items[$0] })
        case .elements(let count, let item):
            append("[")
            indent += 1
            if count == 0 { bytes.append(0x0A) }
            for i in 0..<count {
                newline()
                write(item(i))
                if i < count - 1 { append(",") }
                if bytes.count >= 1 << 16 { flush() }
            }
            indent -= 1
            newline()
            append("]")
        case .object(let fields):
            append("{")
            indent += 1
            if fields.isEmpty { bytes.append(0x0A) }
            let sorted = fields.sorted { $0.0 < $1.0 }
            for (i, field) in sorted.enumerated() {
                newline()
                writeString(field.0)
                append(" : ")
                write(field.1)
                if i < sorted.count - 1 { append(",") }
            }
            indent -= 1
            newline()
            append("}")
        }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    private mutating func writeString(_ s: String) {
        bytes.append(0x22)
        for byte in s.utf8 {
            switch byte {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0..<0x20:
                append("\\u00")
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}

extension Graph {
    var jsonValue: JSONWriter.Value {
        var fields: [(String, JSONWriter.Value)] = [
            ("schemaVersion", .int(schemaVersion)),
            ("modules", .elements(modules.count) { modules[$0].jsonValue }),
            ("navigation", .elements(navigation.count) { navigation[$0].jsonValue }),
            ("dependencies", .elements(dependencies.count) { dependencies[$0].jsonValue }),
            ("diagnostics", .elements(diagnostics.count) { diagnostics[$0].jsonValue }),
        ]
        if let targets { fields.append(("targets", .array(targets.map(\.jsonValue)))) }
        if let entries, !entries.isEmpty { fields.append(("entries", .array(entries.map(\.jsonValue)))) }
        if let coverage { fields.append(("coverage", coverage.jsonValue)) }
        return .object(fields)
    }
}

extension WayIn {
    var jsonValue: JSONWriter.Value {
        .object([("kind", .string(kind)), ("pattern", .string(pattern)), ("to", .string(to)), ("how", .string(how.rawValue)),
                 ("via", .string(via)), ("file", .string(file)), ("line", .int(line))])
    }
}

private func strings(_ list: [String]) -> JSONWriter.Value { .array(list.map { .string($0) }) }

extension Module {
    var jsonValue: JSONWriter.Value {
        var fields: [(String, JSONWriter.Value)] = [("name", .string(name)), ("path", .string(path))]
        if let style { fields.append(("style", .string(style))) }
        if let targets { fields.append(("targets", strings(targets))) }
        fields += [("components", .array(components.map(\.jsonValue))), ("contracts", .array(contracts.map(\.jsonValue)))]
        if let readme { fields.append(("readme", .object([("file", .string(readme.file)), ("text", .string(readme.text))]))) }
        if let entryPoints, !entryPoints.isEmpty { fields.append(("entryPoints", .array(entryPoints.map(\.jsonValue)))) }
        if let inputs, !inputs.isEmpty { fields.append(("inputs", .array(inputs.map(\.jsonValue)))) }
        if let services, !services.isEmpty { fields.append(("services", .array(services.map(\.jsonValue)))) }
        if let coverage { fields.append(("coverage", coverage.jsonValue)) }
        if let screens, !screens.isEmpty { fields.append(("screens", .array(screens.map(\.jsonValue)))) }
        return .object(fields)
    }
}

extension Component {
    var jsonValue: JSONWriter.Value {
        var fields: [(String, JSONWriter.Value)] = [("name", .string(name)), ("role", .string(role.rawValue)), ("kind", .string(kind)), ("file", .string(file)),
                                                    ("line", .int(line)), ("inherits", strings(inherits)), ("conformsTo", strings(conformsTo))]
        if let imports, !imports.isEmpty {
            fields.append(("imports", .array(imports.map { .object([("module", .string($0.module)), ("line", .int($0.line))]) })))
        }
        if let uses, !uses.isEmpty { fields.append(("uses", strings(uses))) }
        if let doc { fields.append(("doc", .string(doc))) }
        return .object(fields)
    }
}

extension EntryPoint {
    var jsonValue: JSONWriter.Value {
        var fields: [(String, JSONWriter.Value)] = [("owner", .string(owner)), ("declaration", .string(declaration)), ("file", .string(file)),
                                                    ("line", .int(line))]
        if let doc { fields.append(("doc", .string(doc))) }
        if let callers, !callers.isEmpty { fields.append(("callers", .array(callers.map(\.jsonValue)))) }
        return .object(fields)
    }
}

extension CallSite {
    var jsonValue: JSONWriter.Value {
        var fields: [(String, JSONWriter.Value)] = [("via", .string(via)), ("file", .string(file)), ("line", .int(line))]
        if let module { fields.append(("module", .string(module))) }
        return .object(fields)
    }
}

extension ServiceUse {
    var jsonValue: JSONWriter.Value {
        var fields: [(String, JSONWriter.Value)] = [("name", .string(name)), ("kind", .string(kind)), ("file", .string(file)), ("line", .int(line)),
                                                    ("usedBy", strings(usedBy))]
        if let shared { fields.append(("shared", .string(shared))) }
        return .object(fields)
    }
}

extension Contract {
    var jsonValue: JSONWriter.Value {
        var fields: [(String, JSONWriter.Value)] = [
            ("name", .string(name)), ("file", .string(file)), ("line", .int(line)), ("inherits", strings(inherits)),
            ("requirements", .array(requirements.map { requirement in
                var fields: [(String, JSONWriter.Value)] = [("signature", .string(requirement.signature)), ("line", .int(requirement.line))]
                if let doc = requirement.doc { fields.append(("doc", .string(doc))) }
                return .object(fields)
            })),
            ("adoptedBy", strings(adoptedBy)), ("heldBy", strings(heldBy))]
        if let doc { fields.append(("doc", .string(doc))) }
        return .object(fields)
    }
}

extension NavigationEdge {
    var jsonValue: JSONWriter.Value {
        var fields: [(String, JSONWriter.Value)] = [("from", .string(from)), ("to", .string(to)), ("kind", .string(kind.rawValue)),
                                                    ("via", .string(via)), ("file", .string(file)), ("line", .int(line))]
        if !through.isEmpty { fields.append(("through", strings(through))) }
        if let owner { fields.append(("owner", .string(owner))) }
        return .object(fields)
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

extension Target {
    var jsonValue: JSONWriter.Value {
        .object([("name", .string(name)), ("kind", .string(kind)), ("file", .string(file)), ("dependencies", strings(dependencies))])
    }
}

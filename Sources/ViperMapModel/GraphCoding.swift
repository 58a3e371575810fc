import Foundation

public enum GraphCodingError: Error, CustomStringConvertible, Equatable {
    case notAGraph(String)
    case unsupportedSchema(Int)

    public var description: String {
        switch self {
        case .notAGraph(let why): return "not a vipermap graph JSON: \(why)"
        case .unsupportedSchema(let v): return "graph JSON has schemaVersion \(v); this vipermap reads version \(Graph.currentSchemaVersion)"
        }
    }
}

/// Reads and writes the graph JSON: sorted keys, stable arrays, a trailing newline.
public enum GraphCoding {
    public static func encode(_ graph: Graph) -> Data {
        var data = JSONWriter.render(graph.sorted().jsonValue)
        data.append(0x0A)
        return data
    }

    public static func decode(_ data: Data) throws -> Graph {
        struct Header: Decodable { var schemaVersion: Int? }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw GraphCodingError.notAGraph("it does not parse as a JSON object")
        }
        guard let version = header.schemaVersion else { throw GraphCodingError.notAGraph("no schemaVersion key") }
        guard version == Graph.currentSchemaVersion else { throw GraphCodingError.unsupportedSchema(version) }
        do {
            return try JSONDecoder().decode(Graph.self, from: data)
        } catch let error as DecodingError {
            throw GraphCodingError.notAGraph(Self.sentence(error, data: data))
        } catch {
            throw GraphCodingError.notAGraph("\(error)")
        }
    }

    /// A decoding error as one line: where (the JSON path), what was found, what was expected.
    static func sentence(_ error: DecodingError, data: Data) -> String {
        func path(_ codingPath: [CodingKey]) -> String {
            var text = ""
            for key in codingPath {
                if let index = key.intValue { text += "[\(index)]" } else { text += text.isEmpty ? key.stringValue : "." + key.stringValue }
            }
            return text.isEmpty ? "the top level" : text
        }
        let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        func found(_ codingPath: [CodingKey]) -> String {
            var value: Any? = root
            for key in codingPath {
                if let index = key.intValue { value = (value as? [Any]).flatMap { index < $0.count ? $0[index] : nil } }
                else { value = (value as? [String: Any])?[key.stringValue] }
            }
            switch value {
            case nil, is NSNull: return "null"
            case let text as String: return "\"\(text.count > 60 ? String(text.prefix(60)) + "…" : text)\" (a string)"
            // JSON's true and false come as NSNumbers of C type `c` (a char), numbers as others.
            case let number as NSNumber where String(cString: number.objCType) == "c": return "\(number.boolValue) (a boolean)"
            case let number as NSNumber: return "\(number) (a number)"
            case is [Any]: return "a list"
            case is [String: Any]: return "an object"
            default: return "a value"
            }
        }
        /// What an enum-valued key takes, by its name.
        func expected(_ codingPath: [CodingKey], _ type: Any.Type?) -> String {
            let key = codingPath.last?.stringValue ?? ""
            let section = codingPath.first?.stringValue ?? ""
            if key == "kind", section == "navigation" { return "one of " + NavigationKind.allCases.map(\.rawValue).joined(separator: ", ") }
            if key == "kind", section == "dependencies" { return "one of " + DependencyKind.allCases.map(\.rawValue).joined(separator: ", ") }
            if key == "role" { return "one of " + Role.allCases.map(\.rawValue).joined(separator: ", ") }
            if key == "severity" { return "one of " + Severity.allCases.map(\.rawValue).joined(separator: ", ") }
            switch type {
            case is Int.Type: return "a whole number"
            case is String.Type: return "a string"
            case is [String].Type: return "a list of strings"
            case is Bool.Type: return "true or false"
            case .some(let type) where "\(type)".hasPrefix("Array"): return "a list"
            case .some: return "an object"
            case nil: return "a valid value"
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath)): the key '\(key.stringValue)' is missing"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): found \(found(context.codingPath)), expected \(expected(context.codingPath, type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): found null, expected \(expected(context.codingPath, type))"
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // Foundation gives no path for a fraction where a whole number belongs: find it; else its own words.
            func fraction(_ value: Any?, _ at: String) -> String? {
                if let object = value as? [String: Any] {
                    for key in object.keys.sorted() {
                        let here = at.isEmpty ? key : at + "." + key
                        if key == "line" || key == "schemaVersion", let number = object[key] as? NSNumber,
                           String(cString: number.objCType) != "c", number.doubleValue != number.doubleValue.rounded() {
                            return "\(here): found \(number) (a number), expected a whole number"
                        }
                        if let hit = fraction(object[key], here) { return hit }
                    }
                } else if let list = value as? [Any] {
                    for (index, item) in list.enumerated() { if let hit = fraction(item, at + "[\(index)]") { return hit } }
                }
                return nil
            }
            return fraction(root, "") ?? "the JSON does not fit the graph: \(context.debugDescription)"
        case .dataCorrupted(let context):
            return "\(path(context.codingPath)): found \(found(context.codingPath)), expected \(expected(context.codingPath, nil))"
        @unknown default:
            return "\(error)"
        }
    }
}

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
        var bytes = JSONWriter.render(graph.sorted().jsonValue)
        bytes.append(0x0A)
        return Data(bytes)
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
        } catch let DecodingError.keyNotFound(key, ctx) {
            throw GraphCodingError.notAGraph("missing key '\(key.stringValue)' at \(ctx.codingPath.map(\.stringValue).joined(separator: "."))")
        } catch {
            throw GraphCodingError.notAGraph("\(error)")
        }
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ViperMapModel

/// Reads an Xcode workspace's `contents.xcworkspacedata` (XML, through Foundation's `XMLParser`):
/// the projects and folders (local packages) it lists, relative to the scan root.
public enum WorkspaceReader {
    /// - Parameter workspacePath: the `.xcworkspace` folder, relative to the scan root.
    public static func read(_ data: Data, workspacePath: String, rootPath: String = "/") -> ProjectDocument {
        let container = ProjectPath.folder(workspacePath)
        let reader = Reader(container: container, rootPath: rootPath)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        var document = ProjectDocument(path: workspacePath + "/contents.xcworkspacedata", format: .workspace)
        if !parser.parse() || reader.failed {
            document.diagnostics.append(Diagnostic(severity: .warning, file: document.path,
                message: "does not parse as XML (line \(max(parser.lineNumber, 1))); its projects are not read through it"))
            return document
        }
        document.references = reader.references
        return document
    }

    private final class Reader: NSObject, XMLParserDelegate {
        let container: String
        let rootPath: String
        var groups: [String?] = []
        var references: [String] = []
        var failed = false

        init(container: String, rootPath: String) {
            self.container = container
            self.rootPath = rootPath
        }

        /// `group:`, `container:`, `absolute:` and `self:` locations as scan-root paths.
        func resolve(_ location: String) -> String? {
            guard let colon = location.firstIndex(of: ":") else { return nil }
            let scheme = location[..<colon], path = String(location[location.index(after: colon)...])
            switch scheme {
            case "group":
                let base = groups.last.flatMap { $0 } ?? container
                return ProjectPath.join(base, path)
            case "container": return ProjectPath.join(container, path)
            case "absolute": return ProjectPath.relative(absolute: path, root: rootPath)
            default: return nil  // self: the workspace inside a project
            }
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch elementName {
            case "Group":
                groups.append(attributes["location"].flatMap(resolve) ?? groups.last ?? container)
            case "FileRef":
                if let path = attributes["location"].flatMap(resolve), !path.isEmpty { references.append(path) }
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            if elementName == "Group", !groups.isEmpty { groups.removeLast() }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) { failed = true }
    }
}

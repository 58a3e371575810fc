import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An Interface Builder file read whole as a small element tree (name, attributes, text, children), for drawing
/// one of its scenes. Read with Foundation's `XMLParser`; pure (the caller hands the text in).
public struct InterfaceElement: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [InterfaceElement]
    /// Character data directly inside (a `<string key="text">`'s text).
    public var text: String
    public var line: Int

    public subscript(_ key: String) -> String? { attributes[key] }

    /// The first child with this element name (and `key` attribute, when given).
    public func child(_ name: String, key: String? = nil) -> InterfaceElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child whose `key` attribute is this.
    public func keyed(_ key: String) -> InterfaceElement? { children.first { $0["key"] == key } }

    /// Depth-first, this element first.
    public func first(where match: (InterfaceElement) -> Bool) -> InterfaceElement? {
        if match(self) { return self }
        for child in children { if let found = child.first(where: match) { return found } }
        return nil
    }
}

public enum InterfaceDocument {
    /// The document element, or why the text is not one.
    public static func parse(_ text: String) -> Result<InterfaceElement, InterfaceDocumentError> {
        let builder = TreeBuilder()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = builder
        parser.shouldResolveExternalEntities = false
        guard parser.parse(), let root = builder.root else {
            let line = max(parser.lineNumber, 1)
            return .failure(InterfaceDocumentError(line: line, message: "malformed XML (XMLParser error \((parser.parserError as NSError?)?.code ?? 0))"))
        }
        guard root.name == "document" else { return .failure(InterfaceDocumentError(line: 1, message: "not an Interface Builder document (no <document> element)")) }
        return .success(root)
    }

    private final class TreeBuilder: NSObject, XMLParserDelegate {
        var stack: [InterfaceElement] = []
        var root: InterfaceElement?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            stack.append(InterfaceElement(name: elementName, attributes: attributes, children: [], text: "", line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            guard let done = stack.popLast() else { return }
            if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
        }
    }
}

public struct InterfaceDocumentError: Error, Sendable, Equatable {
    public var line: Int
    public var message: String
}

import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The Scanning stage: source text in, `FileFacts` out, one front-end per input language (Swift here,
/// Interface Builder XML and `Info.plist` in `InterfaceBuilder/`). Pure: it never touches the disk.
public enum SourceScanner {
    /// Parses one file with the front-end its name calls for. A file with syntax errors still yields
    /// the facts of the parts that parsed; its errors are listed in `syntaxErrors`.
    public static func scan(path: String, text: String) -> FileFacts {
        if StoryboardScanner.isInterfaceFile(path) { return StoryboardScanner.scan(path: path, text: text) }
        if InfoPlistScanner.isManifest(path) { return InfoPlistScanner.scan(path: path, text: text) }
        if DocumentScanner.isDocument(path) { return DocumentScanner.scan(path: path, text: text) }
        return scanSwift(path: path, text: text)
    }

    static func scanSwift(path: String, text: String) -> FileFacts {
        let tree = Parser.parse(source: text)
        let visitor = DeclarationVisitor(source: SourceText(text))
        visitor.walk(tree)
        var errors: [SyntaxErrorFact] = []
        if tree.hasError {
            let converter = SourceLocationConverter(fileName: path, tree: tree)
            errors = ParseDiagnosticsGenerator.diagnostics(for: tree).map {
                SyntaxErrorFact(line: $0.location(converter: converter).line, message: $0.message)
            }
        }
        // A method Objective-C may call is sent under its selector's name (`show(from:)` as `showFrom:`).
        func bridged(_ function: FunctionFact) -> FunctionFact {
            guard function.bridgedName == nil, let sent = ObjCSelectorNaming.sentName(name: function.name, labels: function.parameters.map(\.label)) else { return function }
            var copy = function
            copy.bridgedName = sent.name
            copy.bridgedLabels = sent.labels
            return copy
        }
        var types = visitor.types
        for i in types.indices where types[i].kind != .protocol { types[i].functions = types[i].functions.map(bridged) }
        return FileFacts(path: path, imports: visitor.imports, types: types,
                         functions: visitor.functions, syntaxErrors: errors, constants: visitor.constants)
    }

    /// Parses files on `threads` threads (all cores by default). The result is in input order,
    /// whatever the thread count.
    public static func scan(_ files: [(path: String, text: String)],
                            threads: Int = ProcessInfo.processInfo.activeProcessorCount) -> [FileFacts] {
        Parallel.map(files.count, threads: threads) { scan(path: files[$0].path, text: files[$0].text) }
    }
}

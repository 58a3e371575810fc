import CClangShim
import Foundation
import ViperMap

/// The Objective-C front-end (`.h`, `.m`): source text in, the same `FileFacts` the Swift front-end
/// makes. Parsed by libclang from memory against a small SDK of our own (no iOS SDK is needed), one
/// index per call so that threads never share one. This first step reads declarations: classes
/// with superclass and protocols, categories and class extensions, protocols with their
/// requirements, properties (type, weak), methods (selector, parameters, line) and imports.
/// Method bodies are not read yet.
public enum ObjCScanner {
    public static func isObjCFile(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".h")
    }

    /// Where the file and the SDK live for clang: virtual paths, never on disk.
    static let sourceRoot = "/vipermap-source/"
    static let sdkRoot = "/vipermap-sdk"

    public static func scan(path: String, text: String, library: ClangLibrary) -> FileFacts {
        let index = library.createIndex(0, 0)
        defer { library.disposeIndex(index) }
        let virtualPath = sourceRoot + path
        let arguments = ["-x", "objective-c", "-target", "arm64-apple-ios12.0", "-fobjc-arc", "-ferror-limit=0",
                         "-nostdinc", "-isystem", sdkRoot]
        var files = [(virtualPath, text)] + ObjCSDK.headers.map { (sdkRoot + "/" + $0.key, $0.value) }
        files.sort { $0.0 < $1.0 }
        // C strings that live as long as the parse.
        let cFiles = files.map { (strdup($0.0)!, strdup($0.1)!, UInt($0.1.utf8.count)) }
        let cArgs: [UnsafePointer<CChar>?] = arguments.map { UnsafePointer(strdup($0)!) }
        defer {
            cFiles.forEach { free($0.0); free($0.1) }
            cArgs.forEach { free(UnsafeMutablePointer(mutating: $0)) }
        }
        var unsaved = cFiles.map { VMClangUnsavedFile(Filename: UnsafePointer($0.0), Contents: UnsafePointer($0.1), Length: $0.2) }
        var unit: VMClangTranslationUnit? = nil
        // Options: detailed preprocessing record (imports) | keep going past errors | skip function bodies.
        let options: UInt32 = 0x01 | 0x200 | 0x40
        let status = cArgs.withUnsafeBufferPointer { args in
            library.parseTranslationUnit2(index, virtualPath, args.baseAddress, Int32(args.count), &unsaved, UInt32(unsaved.count), options, &unit)
        }
        guard status == 0, let unit else {
            return FileFacts(path: path, syntaxErrors: [SyntaxErrorFact(line: 1, message: "libclang could not parse the file (error \(status))")])
        }
        defer { library.disposeTranslationUnit(unit) }
        let walker = Walker(library: library)
        walker.walkTop(library.getTranslationUnitCursor(unit))
        return FileFacts(path: path, imports: walker.imports, types: walker.types)
    }

    /// Cursor kinds of libclang's C API (`enum CXCursorKind`).
    enum Kind {
        static let parm: Int32 = 10, interface: Int32 = 11, category: Int32 = 12, proto: Int32 = 13, property: Int32 = 14
        static let instanceMethod: Int32 = 16, classMethod: Int32 = 17, implementation: Int32 = 18, categoryImpl: Int32 = 19
        static let superClassRef: Int32 = 40, protocolRef: Int32 = 41, classRef: Int32 = 42
        static let inclusion: Int32 = 503, moduleImport: Int32 = 600
    }

    final class Walker {
        let library: ClangLibrary
        var imports: [ImportFact] = []
        var types: [TypeFact] = []

        init(library: ClangLibrary) { self.library = library }

        func children(_ cursor: VMClangCursor) -> [VMClangCursor] {
            final class Box { var items: [VMClangCursor] = [] }
            let box = Box()
            let context = Unmanaged.passUnretained(box).toOpaque()
            _ = library.visitChildren(cursor, { child, _, data in
                Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().items.append(child)
                return 1  // continue: the walker recurses itself where it needs to
            }, context)
            return box.items
        }

        func spelling(_ cursor: VMClangCursor) -> String { library.string(library.getCursorSpelling(cursor)) }

        func inMainFile(_ cursor: VMClangCursor) -> Bool { library.locationIsFromMainFile(library.getCursorLocation(cursor)) != 0 }

        func line(_ cursor: VMClangCursor) -> Int {
            var line: UInt32 = 0
            library.getExpansionLocation(library.getCursorLocation(cursor), nil, &line, nil, nil)
            return Int(line)
        }

        func walkTop(_ unit: VMClangCursor) {
            for cursor in children(unit) where inMainFile(cursor) {
                switch cursor.kind {
                case Kind.inclusion:
                    // `#import <UIKit/UIKit.h>` imports the UIKit module; `#import "ListWireframe.h"` a file of the app.
                    let header = spelling(cursor)
                    if let slash = header.firstIndex(of: "/") { imports.append(ImportFact(module: String(header[..<slash]), line: line(cursor))) }
                case Kind.moduleImport:
                    imports.append(ImportFact(module: spelling(cursor).split(separator: ".").first.map(String.init) ?? "", line: line(cursor)))
                case Kind.interface, Kind.proto, Kind.category, Kind.implementation, Kind.categoryImpl:
                    types.append(type(cursor))
                default:
                    continue
                }
            }
        }

        func type(_ cursor: VMClangCursor) -> TypeFact {
            let parts = children(cursor)
            var name = spelling(cursor)
            let kind: TypeKind
            switch cursor.kind {
            case Kind.interface: kind = .class
            case Kind.proto: kind = .protocol
            default:
                // A category, a class extension (`@interface X ()`) or an `@implementation`: more of class X.
                kind = .extension
                if let classRef = parts.first(where: { $0.kind == Kind.classRef }) { name = spelling(classRef) }
            }
            var fact = TypeFact(name: name, kind: kind, line: line(cursor), inherits: [], properties: [], functions: [],
                                requirements: [], references: [], selfConstraints: [])
            for part in parts {
                switch part.kind {
                case Kind.superClassRef, Kind.protocolRef:
                    fact.inherits.append(spelling(part))
                case Kind.property:
                    let attributes = library.propertyAttributes(part, 0)
                    // weak 0x200, unsafe_unretained 0x800; `assign` 0x4 on an object pointer does not retain either.
                    let typeText = library.string(library.getTypeSpelling(library.getCursorType(part)))
                    let isObject = typeText.contains("*") || typeText.hasPrefix("id")
                    let weak = attributes & 0x200 != 0 || attributes & 0x800 != 0 || (attributes & 0x4 != 0 && isObject)
                    fact.properties.append(PropertyFact(name: spelling(part), typeName: Self.typeName(typeText), isWeak: weak,
                                                        isStatic: attributes & 0x1000 != 0, line: line(part), initializer: nil))
                    if kind == .protocol { fact.requirements.append(RequirementFact(signature: "@property " + typeText + " " + spelling(part), line: line(part))) }
                case Kind.instanceMethod, Kind.classMethod:
                    let function = method(part)
                    // A property's implicit getter and setter are listed as methods at the property's line.
                    if fact.properties.contains(where: { $0.line == function.line }) { continue }
                    fact.functions.append(function)
                    if kind == .protocol {
                        fact.requirements.append(RequirementFact(signature: (part.kind == Kind.classMethod ? "+ " : "- ") + spelling(part), line: function.line))
                    }
                default:
                    continue
                }
            }
            fact.references = Array(Set(fact.inherits + fact.properties.map { $0.typeName }.filter { !$0.isEmpty })).sorted()
            return fact
        }

        /// `presentAddInterfaceFromViewController:animated:` is `presentAddInterfaceFromViewController(_:animated:)`:
        /// the first piece names the method, the others label its later parameters.
        func method(_ cursor: VMClangCursor) -> FunctionFact {
            let selector = spelling(cursor)
            let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
            let params = children(cursor).filter { $0.kind == Kind.parm }
            var parameters: [ParameterFact] = []
            for (i, param) in params.enumerated() {
                let typeText = library.string(library.getTypeSpelling(library.getCursorType(param)))
                parameters.append(ParameterFact(label: i == 0 || i >= pieces.count ? nil : pieces[i], name: spelling(param),
                                                typeName: Self.typeName(typeText)))
            }
            let name = pieces.first ?? selector
            let returnText = library.string(library.getTypeSpelling(library.getCursorType(cursor)))
            return FunctionFact(name: name.isEmpty ? selector : name, parameters: parameters, isStatic: cursor.kind == Kind.classMethod,
                                line: line(cursor), returnType: Self.returnType(returnText), body: [])
        }

        /// `VTDListWireframe *`, `id<VTDListModuleInterface>`, `__weak NSObject<P> *` -> the name the graph uses.
        static func typeName(_ text: String) -> String {
            var t = text
            for noise in ["__weak", "__strong", "__unsafe_unretained", "_Nullable", "_Nonnull", "__kindof", "const", "*"] {
                t = t.replacingOccurrences(of: noise, with: " ")
            }
            t = t.trimmingCharacters(in: .whitespaces)
            if let open = t.firstIndex(of: "<"), let close = t.lastIndex(of: ">"), open < close {
                let base = t[..<open].trimmingCharacters(in: .whitespaces)
                let inner = t[t.index(after: open)..<close].split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                if base == "id" || base == "NSObject" { return inner }
                return base
            }
            return t == "id" ? "" : t
        }

        /// A method's type is `ReturnType (Params...)`: its return part.
        static func returnType(_ text: String) -> String {
            guard let paren = text.firstIndex(of: "(") else { return typeName(text) }
            let result = typeName(String(text[..<paren]))
            return result == "void" ? "" : result
        }
    }
}

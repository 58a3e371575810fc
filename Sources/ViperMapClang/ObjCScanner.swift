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
        let facts = withTranslationUnit(path: path, text: text, library: library) { unit -> FileFacts in
            let walker = Walker(library: library)
            walker.source = Array(text.utf8)
            let top = library.getTranslationUnitCursor(unit)
            walker.tokens = tokens(of: top, in: unit, library: library)
            walker.walkTop(top)
            return FileFacts(path: path, imports: walker.imports, types: walker.types, functions: walker.functions,
                             constants: walker.constants.sorted { ($0.line, $0.name) < ($1.line, $1.name) })
        }
        switch facts {
        case .success(let facts): return facts
        case .failure(let status): return FileFacts(path: path, syntaxErrors: [SyntaxErrorFact(line: 1, message: "libclang could not parse the file (error \(status.code))")])
        }
    }

    /// Only libclang's parse of the file, as `scan` does it (for the benchmark: what any libclang tool pays).
    public static func parse(path: String, text: String, library: ClangLibrary) -> Bool {
        (try? withTranslationUnit(path: path, text: text, library: library) { _ in true }.get()) == true
    }

    struct ParseFailure: Error { var code: Int32 }

    /// Parses the file from memory against our SDK and hands the translation unit to `body` (freed after).
    private static func withTranslationUnit<T>(path: String, text: String, library: ClangLibrary,
                                               _ body: (VMClangTranslationUnit) -> T) -> Result<T, ParseFailure> {
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
        guard status == 0, let unit else { return .failure(ParseFailure(code: status)) }
        defer { library.disposeTranslationUnit(unit) }
        return .success(body(unit))
    }

    /// Every token of the main file, in order (comments are not tokens).
    static func tokens(of top: VMClangCursor, in unit: VMClangTranslationUnit, library: ClangLibrary) -> [ObjCToken] {
        var raw: UnsafeMutablePointer<VMClangToken>? = nil
        var count: UInt32 = 0
        library.tokenize(unit, library.getCursorExtent(top), &raw, &count)
        guard let raw else { return [] }
        defer { library.disposeTokens(unit, raw, count) }
        var out: [ObjCToken] = []
        out.reserveCapacity(Int(count))
        for i in 0..<Int(count) {
            let token = raw[i]
            let kind: ObjCToken.Kind
            switch library.getTokenKind(token) {
            case 0: kind = .punctuation
            case 1: kind = .keyword
            case 2: kind = .identifier
            case 3: kind = .literal
            default: continue
            }
            var line: UInt32 = 0, offset: UInt32 = 0
            library.getExpansionLocation(library.getTokenLocation(unit, token), nil, &line, nil, &offset)
            out.append(ObjCToken(kind: kind, text: library.string(library.getTokenSpelling(unit, token)), line: Int(line), offset: Int(offset)))
        }
        return out
    }

    /// Cursor kinds of libclang's C API (`enum CXCursorKind`).
    enum Kind {
        static let parm: Int32 = 10, interface: Int32 = 11, category: Int32 = 12, proto: Int32 = 13, property: Int32 = 14
        static let instanceMethod: Int32 = 16, classMethod: Int32 = 17, implementation: Int32 = 18, categoryImpl: Int32 = 19
        static let superClassRef: Int32 = 40, protocolRef: Int32 = 41, classRef: Int32 = 42
        static let enumDecl: Int32 = 5, enumConstant: Int32 = 7, functionDecl: Int32 = 8, variable: Int32 = 9, ivar: Int32 = 15
        static let macroDefinition: Int32 = 501, inclusion: Int32 = 503, moduleImport: Int32 = 600
    }

    final class Walker {
        let library: ClangLibrary
        var imports: [ImportFact] = []
        var types: [TypeFact] = []
        /// The main file's tokens, for method bodies.
        var tokens: [ObjCToken] = []
        var constants: [PropertyFact] = []
        /// C functions the main file defines.
        var functions: [FunctionFact] = []
        /// The main file's text, for declarations as written.
        var source: [UInt8] = []
        /// The translation unit's declarations (the headers' too).
        var topLevel: [VMClangCursor] = []

        /// A declaration's documentation comment (`/** */`, `///` just above it), as prose.
        func doc(_ cursor: VMClangCursor) -> String? {
            guard let get = library.getRawCommentText else { return nil }
            let raw = library.string(get(cursor))
            return raw.isEmpty ? nil : DocComment.prose(raw)
        }

        /// The text from token `start` up to (not including) token `end`, white space folded to single spaces.
        func text(from start: Int, to end: Int) -> String {
            guard start < end, start < tokens.count else { return "" }
            let from = tokens[start].offset
            let to = end < tokens.count ? tokens[end].offset : source.count
            guard from < to, to <= source.count else { return "" }
            var folded: [UInt8] = []
            var lastWasSpace = false
            for byte in source[from..<to] {
                let isSpace = byte == 32 || byte == 10 || byte == 9 || byte == 13
                if isSpace { if !lastWasSpace, !folded.isEmpty { folded.append(32) } } else { folded.append(byte) }
                lastWasSpace = isSpace
            }
            while folded.last == 32 { folded.removeLast() }
            return String(decoding: folded, as: UTF8.self)
        }

        /// A method's or property's declaration as written, from its `-`, `+` or `@property` to its `;` or body.
        func declaration(_ cursor: VMClangCursor) -> String? {
            var i = min(tokenIndex(at: offset(cursor)), tokens.count - 1)
            guard i >= 0 else { return nil }
            let isProperty = cursor.kind == Kind.property
            while i >= 0 {
                let t = tokens[i]
                if isProperty, t.text == "@", i + 1 < tokens.count, tokens[i + 1].text == "property" { break }
                if !isProperty, (t.text == "-" || t.text == "+"),
                   i == 0 || tokens[i - 1].line != t.line || [";", "}", "{"].contains(tokens[i - 1].text) { break }
                if t.text == ";" || t.text == "}" { return nil }
                i -= 1
            }
            guard i >= 0 else { return nil }
            var j = i
            while j < tokens.count, tokens[j].text != ";", tokens[j].text != "{" { j += 1 }
            let written = text(from: i, to: j)
            return written.isEmpty ? nil : written + ";"
        }

        /// The first token at or after `offset`.
        func tokenIndex(at offset: Int) -> Int {
            var low = 0, high = tokens.count
            while low < high {
                let mid = (low + high) / 2
                if tokens[mid].offset < offset { low = mid + 1 } else { high = mid }
            }
            return low
        }

        /// `static NSString *const kDetailSegue = @"showDetail";`: the value after `=`, up to the `;`.
        func constant(_ cursor: VMClangCursor) {
            var i = tokenIndex(at: offset(cursor))
            guard i < tokens.count, tokens[i].text == spelling(cursor) else { return }
            i += 1
            while i < tokens.count, tokens[i].text != "=" {
                if tokens[i].text == ";" || tokens[i].text == "," { return }
                i += 1
            }
            var j = i + 1
            var depth = 0
            while j < tokens.count {
                let t = tokens[j].text
                if t == "(" || t == "[" || t == "{" { depth += 1 } else if t == ")" || t == "]" || t == "}" { depth -= 1 }
                if depth < 0 || depth == 0 && (t == ";" || t == ",") { break }
                j += 1
            }
            guard i + 1 < j else { return }
            constants.append(PropertyFact(name: spelling(cursor), typeName: "", isWeak: false, isStatic: true, line: line(cursor),
                                          initializer: ObjCBodyParser.expression(Array(tokens[(i + 1)..<j]))))
        }

        /// `#define kDetailSegue @"showDetail"`: an object-like macro's body, the rest of its line.
        func macro(_ cursor: VMClangCursor) {
            let i = tokenIndex(at: offset(cursor))
            guard i + 1 < tokens.count, tokens[i].text == spelling(cursor) else { return }
            let nameToken = tokens[i]
            // `#define MAX(a, b)` takes arguments: not a constant.
            if tokens[i + 1].text == "(", tokens[i + 1].offset == nameToken.offset + nameToken.text.utf8.count { return }
            let body = tokens[(i + 1)...].prefix { $0.line == nameToken.line }
            guard !body.isEmpty else { return }
            constants.append(PropertyFact(name: nameToken.text, typeName: "", isWeak: false, isStatic: true, line: nameToken.line,
                                          initializer: ObjCBodyParser.expression(Array(body))))
        }

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

        func offset(_ cursor: VMClangCursor) -> Int {
            var offset: UInt32 = 0
            library.getExpansionLocation(library.getCursorLocation(cursor), nil, nil, nil, &offset)
            return Int(offset)
        }

        /// A method definition's body: its tokens from the first `{` after its selector to the matching `}`.
        func body(at start: Int) -> [Stmt] {
            var i = tokenIndex(at: start)
            while i < tokens.count, tokens[i].text != "{" {
                // A declaration without a body (`- (void)foo;` in an interface) ends here.
                if tokens[i].text == ";" || tokens[i].text == "@" { return [] }
                i += 1
            }
            var depth = 0
            var j = i
            while j < tokens.count {
                if tokens[j].text == "{" { depth += 1 } else if tokens[j].text == "}" { depth -= 1; if depth == 0 { break } }
                j += 1
            }
            guard i < tokens.count else { return [] }
            return ObjCBodyParser.statements(Array(tokens[i...min(j, tokens.count - 1)]))
        }

        func walkTop(_ unit: VMClangCursor) {
            topLevel = children(unit)
            for cursor in topLevel {
                // `NS_ENUM(NSInteger, VTDRoute)` is spelled inside the SDK's macro: such an enum is the main file's
                // when its name is the main file's token where the macro was expanded.
                let expandedHere = cursor.kind == Kind.enumDecl && {
                    let i = tokenIndex(at: offset(cursor))
                    guard i < tokens.count, tokens[i].offset == offset(cursor) else { return false }
                    let name = spelling(cursor)
                    return tokens[i..<min(i + 8, tokens.count)].contains { $0.text == name }
                }()
                guard inMainFile(cursor) || expandedHere else { continue }
                switch cursor.kind {
                case Kind.inclusion:
                    // `#import <UIKit/UIKit.h>` imports the UIKit module; `#import "ListWireframe.h"` a file of the app.
                    let header = spelling(cursor)
                    if let slash = header.firstIndex(of: "/") { imports.append(ImportFact(module: String(header[..<slash]), line: line(cursor))) }
                case Kind.moduleImport:
                    imports.append(ImportFact(module: spelling(cursor).split(separator: ".").first.map(String.init) ?? "", line: line(cursor)))
                case Kind.interface, Kind.proto, Kind.category, Kind.implementation, Kind.categoryImpl:
                    // `@protocol VTDListModuleInterface;` only names a protocol declared elsewhere.
                    if cursor.kind == Kind.proto, isForwardDeclaration(cursor) { continue }
                    types.append(type(cursor))
                case Kind.enumDecl:
                    // `typedef NS_ENUM(NSInteger, VTDRoute) { VTDRouteList, VTDRouteAdd }` declares the enum twice (the
                    // forward declaration has no constants).
                    let cases = children(cursor).filter { $0.kind == Kind.enumConstant }.map {
                        EnumCaseFact(name: spelling($0), rawValue: nil, line: line($0))
                    }
                    let name = spelling(cursor)
                    guard !cases.isEmpty, !name.isEmpty, !name.contains(" ") else { continue }
                    types.append(TypeFact(name: name, kind: .enum, line: line(cursor), inherits: [], properties: [], functions: [],
                                          requirements: [], references: [], selfConstraints: [], cases: cases))
                case Kind.functionDecl:
                    // `static void ShowEditor(UIViewController *from, Trip *trip) { … }`: a C function defined here.
                    if let function = cFunction(cursor) { functions.append(function) }
                case Kind.variable:
                    constant(cursor)
                case Kind.macroDefinition:
                    macro(cursor)
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
                if let extended = extendedClass(cursor, parts: parts) { name = extended }
            }
            var fact = TypeFact(name: name, kind: kind, line: line(cursor), inherits: [], properties: [], functions: [],
                                requirements: [], references: [], selfConstraints: [])
            if cursor.kind == Kind.interface || cursor.kind == Kind.proto { fact.doc = doc(cursor) }
            // A method the `.m` file declares in a class extension is the class's own (private).
            let own = cursor.kind == Kind.implementation ? classExtensionSelectors(ofClass: name) : []
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
                    if kind == .protocol {
                        fact.requirements.append(RequirementFact(signature: declaration(part) ?? "@property " + typeText + " " + spelling(part),
                                                                 line: line(part), doc: doc(part)))
                    }
                case Kind.instanceMethod, Kind.classMethod:
                    var function = method(part)
                    // A property's implicit getter and setter are listed as methods at the property's line.
                    if fact.properties.contains(where: { $0.line == function.line }) { continue }
                    // Methods are the implementation's (with bodies); an interface only declares them.
                    if cursor.kind == Kind.implementation || cursor.kind == Kind.categoryImpl {
                        function.body = body(at: offset(part))
                        function.isPrivate = own.contains(spelling(part))
                        fact.functions.append(function)
                    } else if kind == .protocol {
                        fact.functions.append(function)
                    }
                    if let rename = swiftName(part), let selector = function.objcSelector {
                        fact.swiftNames.append(SwiftNameFact(selector: selector, name: rename.name, labels: rename.labels))
                    }
                    if kind == .protocol {
                        fact.requirements.append(RequirementFact(signature: function.declaration ?? (part.kind == Kind.classMethod ? "+ " : "- ") + spelling(part),
                                                                 line: function.line, doc: function.doc))
                    }
                default:
                    continue
                }
            }
            if cursor.kind == Kind.interface || cursor.kind == Kind.category || cursor.kind == Kind.proto { recover(&fact, at: cursor) }
            // `NS_SWIFT_NAME(SettingsWireframe) @interface PBDSettingsWireframe`: Swift code names it SettingsWireframe.
            if cursor.kind == Kind.interface || cursor.kind == Kind.proto {
                let at = tokenIndex(at: offset(cursor))
                if at >= 6, tokens[at - 2].text == "@", tokens[at - 3].text == ")", tokens[at - 6].text == "NS_SWIFT_NAME",
                   tokens[at - 4].kind == .identifier, tokens[at - 4].text != fact.name {
                    fact.otherName = tokens[at - 4].text
                }
            }
            // The names its facts mention, and every capitalised name in its tokens (block parameter types,
            // `id<EventModuleInput>` in casts, class receivers): the dependency pass keeps those that are types.
            var names = Set(ReferenceCollector.names(of: fact))
            let start = tokenIndex(at: offset(cursor))
            var i = start
            while i + 1 < tokens.count, !(tokens[i].text == "@" && tokens[i + 1].text == "end") {
                if tokens[i].kind == .identifier, tokens[i].text.first?.isUppercase == true { names.insert(tokens[i].text) }
                i += 1
            }
            names.remove(fact.name)
            fact.references = names.sorted()
            return fact
        }

        /// `@protocol A;`, `@protocol A, B;`: the token after the name ends the declaration.
        func isForwardDeclaration(_ cursor: VMClangCursor) -> Bool {
            let i = tokenIndex(at: offset(cursor))
            return i + 1 < tokens.count && tokens[i].text == spelling(cursor) && (tokens[i + 1].text == ";" || tokens[i + 1].text == ",")
        }

        /// What the AST dropped for want of the app's headers, read back from the tokens: the superclass and
        /// protocols, properties of unknown types, types spelled `int` for an unknown name.
        func recover(_ fact: inout TypeFact, at cursor: VMClangCursor) {
            let start = tokenIndex(at: offset(cursor))
            guard start < tokens.count else { return }
            var end = start
            while end + 1 < tokens.count, !(tokens[end].text == "@" && tokens[end + 1].text == "end") { end += 1 }
            let written = ObjCDeclarationTokens.inheritance(tokens[min(start + 1, end)..<end])
            if written.count > fact.inherits.count { fact.inherits = written }
            for property in ObjCDeclarationTokens.properties(tokens[start..<min(end + 2, tokens.count)]) {
                if let i = fact.properties.firstIndex(where: { $0.name == property.name }) {
                    // A type clang could not read (a protocol or class from a header it was not given) reads as
                    // `int` or a bare `id`: the written one says more.
                    if ["int", ""].contains(fact.properties[i].typeName), !property.typeName.isEmpty { fact.properties[i].typeName = property.typeName }
                    continue
                }
                fact.properties.append(PropertyFact(name: property.name, typeName: property.typeName, isWeak: property.isWeak,
                                                    isStatic: property.isClass, line: property.line, initializer: nil))
                if fact.kind == .protocol {
                    fact.requirements.append(RequirementFact(signature: "@property " + property.typeName + " " + property.name, line: property.line))
                }
            }
            fact.properties.sort { ($0.line, $0.name) < ($1.line, $1.name) }
            fact.requirements.sort { $0.line < $1.line }
        }

        /// `- (void)presentAboutFromViewController:(UIViewController *)vc NS_SWIFT_NAME(presentAbout(from:));`: the Swift name.
        func swiftName(_ cursor: VMClangCursor) -> (name: String, labels: [String?])? {
            var i = tokenIndex(at: offset(cursor))
            while i < tokens.count, tokens[i].text != ";", tokens[i].text != "{", tokens[i].text != "NS_SWIFT_NAME" { i += 1 }
            guard i + 2 < tokens.count, tokens[i].text == "NS_SWIFT_NAME", tokens[i + 1].text == "(", tokens[i + 2].kind == .identifier else { return nil }
            let name = tokens[i + 2].text
            var labels: [String?] = []
            var j = i + 3
            guard j < tokens.count, tokens[j].text == "(" else { return (name, []) }
            j += 1
            while j + 1 < tokens.count, tokens[j].text != ")" {
                if tokens[j + 1].text == ":" {
                    labels.append(tokens[j].text == "_" ? nil : tokens[j].text)
                    j += 2
                } else if tokens[j].text == ":" {
                    labels.append(nil)
                    j += 1
                } else {
                    j += 1
                }
            }
            return (name, labels)
        }

        /// A method's parameter and return types as written (clang spells a type it has not seen `int`).
        func writtenTypes(_ cursor: VMClangCursor) -> (returnType: String, parameterTypes: [String])? {
            var i = min(tokenIndex(at: offset(cursor)), tokens.count - 1)
            // Back to the `-` or `+` that starts the declaration's line.
            while i >= 0 {
                let t = tokens[i]
                if (t.text == "-" || t.text == "+") && (i == 0 || tokens[i - 1].line != t.line || [";", "}", "{"].contains(tokens[i - 1].text)) { break }
                if t.text == ";" || t.text == "}" || (t.text == "end" && i > 0 && tokens[i - 1].text == "@") { return nil }
                i -= 1
            }
            guard i >= 0 else { return nil }
            return ObjCDeclarationTokens.signature(tokens[i...])
        }

        /// `presentAddInterfaceFromViewController:animated:` is `presentAddInterfaceFromViewController(_:animated:)`:
        /// the first piece names the method, the others label its later parameters.
        func method(_ cursor: VMClangCursor) -> FunctionFact {
            let selector = spelling(cursor)
            let params = children(cursor).filter { $0.kind == Kind.parm }
            let pieces = params.isEmpty ? [selector] : selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
            let (name, labels) = ObjCSelectorNaming.swiftName(pieces: pieces, arguments: params.count)
            var parameters: [ParameterFact] = []
            for (i, param) in params.enumerated() {
                let typeText = library.string(library.getTypeSpelling(library.getCursorType(param)))
                parameters.append(ParameterFact(label: i < labels.count ? labels[i] : nil, name: spelling(param), typeName: Self.typeName(typeText)))
            }
            let returnText = library.string(library.getTypeSpelling(library.getCursorType(cursor)))
            var returnType = Self.returnType(returnText)
            if let written = writtenTypes(cursor), written.parameterTypes.count == parameters.count {
                for i in parameters.indices { parameters[i].typeName = written.parameterTypes[i] }
                returnType = written.returnType == "void" ? "" : written.returnType
            }
            let isStatic = cursor.kind == Kind.classMethod
            var fact = FunctionFact(name: name.isEmpty ? selector : name, parameters: parameters, isStatic: isStatic,
                                    line: line(cursor), returnType: returnType, body: [],
                                    objcSelector: (isStatic ? "+" : "-") + selector)
            fact.declaration = declaration(cursor)
            fact.doc = doc(cursor)
            if let imported = ObjCSelectorNaming.importedName(pieces: pieces, parameterTypes: parameters.map(\.typeName)) {
                fact.bridgedName = imported.name
                fact.bridgedLabels = imported.labels
            }
            return fact
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

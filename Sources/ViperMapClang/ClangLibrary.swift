import CClangShim
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// libclang, loaded at run time: no build-time dependency on clang's headers or library, and a
/// binary that starts (and scans Swift) where libclang is not installed. `VIPERMAP_LIBCLANG=/path`
/// chooses the library; else the usual names are tried (Debian's `libclang-14`, LLVM's
/// `libclang.so.1`, Xcode's and Homebrew's `libclang.dylib`).
public final class ClangLibrary: @unchecked Sendable {
    let createIndex: VMClangCreateIndex
    let disposeIndex: VMClangDisposeIndex
    let parseTranslationUnit2: VMClangParseTranslationUnit2
    let disposeTranslationUnit: VMClangDisposeTranslationUnit
    let getTranslationUnitCursor: VMClangGetTranslationUnitCursor
    let visitChildren: VMClangVisitChildren
    let getCursorSpelling: VMClangGetCursorSpelling
    let getCString: VMClangGetCString
    let disposeString: VMClangDisposeString
    let getCursorLocation: VMClangGetCursorLocation
    let locationIsFromMainFile: VMClangLocationIsFromMainFile
    let getExpansionLocation: VMClangGetExpansionLocation
    let getCursorType: VMClangGetCursorType
    let getTypeSpelling: VMClangGetTypeSpelling
    let propertyAttributes: VMClangCursorGetObjCPropertyAttributes
    let getCursorExtent: VMClangGetCursorExtent
    let tokenize: VMClangTokenize
    let disposeTokens: VMClangDisposeTokens
    let getTokenKind: VMClangGetTokenKind
    let getTokenSpelling: VMClangGetTokenSpelling
    let getTokenLocation: VMClangGetTokenLocation
    /// `clang_Cursor_getRawCommentText`: a declaration's documentation comment (nil in a library without it).
    let getRawCommentText: VMClangGetCursorSpelling?
    /// Where the library was loaded from.
    public let path: String

    /// The names tried, in order, when `VIPERMAP_LIBCLANG` is not set.
    public static let candidates = [
        "libclang.so.1", "libclang-14.so.1", "libclang-15.so.1", "libclang-16.so.1", "libclang-17.so.1", "libclang-18.so.1",
        "/usr/lib/llvm-14/lib/libclang.so.1", "/usr/lib/llvm-15/lib/libclang.so.1", "/usr/lib/llvm-16/lib/libclang.so.1",
        "libclang.so",
        "/Library/Developer/CommandLineTools/usr/lib/libclang.dylib",
        "/Applications/Xcode.app/Contents/Developer/Toolchains/XcodeDefault.xctoolchain/usr/lib/libclang.dylib",
        "/opt/homebrew/opt/llvm/lib/libclang.dylib", "/usr/local/opt/llvm/lib/libclang.dylib",
    ]

    /// What to install when libclang is missing, in one sentence.
    public static let installHint = "Objective-C files need libclang: on Debian/Ubuntu `apt-get install libclang-14-dev` "
        + "(or any libclang.so.1), on macOS Xcode's or Homebrew's llvm; VIPERMAP_LIBCLANG=/path/to/libclang chooses one"

    /// The library, loaded once per process; nil when no candidate loads.
    public static let shared: ClangLibrary? = load(environment: ProcessInfo.processInfo.environment)

    /// Loads the library `VIPERMAP_LIBCLANG` names, else the first candidate that loads and has every symbol.
    public static func load(environment: [String: String]) -> ClangLibrary? {
        let names = environment["VIPERMAP_LIBCLANG"].map { [$0] } ?? candidates
        for name in names {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
            if let library = ClangLibrary(handle: handle, path: name) { return library }
            dlclose(handle)
        }
        return nil
    }

    private init?(handle: UnsafeMutableRawPointer, path: String) {
        func symbol<T>(_ name: String, _ type: T.Type) -> T? {
            dlsym(handle, name).map { unsafeBitCast($0, to: type) }
        }
        guard let createIndex = symbol("clang_createIndex", VMClangCreateIndex.self),
              let disposeIndex = symbol("clang_disposeIndex", VMClangDisposeIndex.self),
              let parse = symbol("clang_parseTranslationUnit2", VMClangParseTranslationUnit2.self),
              let disposeUnit = symbol("clang_disposeTranslationUnit", VMClangDisposeTranslationUnit.self),
              let unitCursor = symbol("clang_getTranslationUnitCursor", VMClangGetTranslationUnitCursor.self),
              let visit = symbol("clang_visitChildren", VMClangVisitChildren.self),
              let spelling = symbol("clang_getCursorSpelling", VMClangGetCursorSpelling.self),
              let cString = symbol("clang_getCString", VMClangGetCString.self),
              let disposeString = symbol("clang_disposeString", VMClangDisposeString.self),
              let location = symbol("clang_getCursorLocation", VMClangGetCursorLocation.self),
              let mainFile = symbol("clang_Location_isFromMainFile", VMClangLocationIsFromMainFile.self),
              let expansion = symbol("clang_getExpansionLocation", VMClangGetExpansionLocation.self),
              let cursorType = symbol("clang_getCursorType", VMClangGetCursorType.self),
              let typeSpelling = symbol("clang_getTypeSpelling", VMClangGetTypeSpelling.self),
              let attributes = symbol("clang_Cursor_getObjCPropertyAttributes", VMClangCursorGetObjCPropertyAttributes.self),
              let extent = symbol("clang_getCursorExtent", VMClangGetCursorExtent.self),
              let tokenize = symbol("clang_tokenize", VMClangTokenize.self),
              let disposeTokens = symbol("clang_disposeTokens", VMClangDisposeTokens.self),
              let tokenKind = symbol("clang_getTokenKind", VMClangGetTokenKind.self),
              let tokenSpelling = symbol("clang_getTokenSpelling", VMClangGetTokenSpelling.self),
              let tokenLocation = symbol("clang_getTokenLocation", VMClangGetTokenLocation.self)
        else { return nil }
        self.createIndex = createIndex
        self.disposeIndex = disposeIndex
        parseTranslationUnit2 = parse
        disposeTranslationUnit = disposeUnit
        getTranslationUnitCursor = unitCursor
        visitChildren = visit
        getCursorSpelling = spelling
        getCString = cString
        self.disposeString = disposeString
        getCursorLocation = location
        locationIsFromMainFile = mainFile
        getExpansionLocation = expansion
        getCursorType = cursorType
        getTypeSpelling = typeSpelling
        propertyAttributes = attributes
        getCursorExtent = extent
        self.tokenize = tokenize
        self.disposeTokens = disposeTokens
        getTokenKind = tokenKind
        getTokenSpelling = tokenSpelling
        getTokenLocation = tokenLocation
        getRawCommentText = symbol("clang_Cursor_getRawCommentText", VMClangGetCursorSpelling.self)
        self.path = path
    }

    /// A libclang string as a Swift string, disposed.
    func string(_ value: VMClangString) -> String {
        defer { disposeString(value) }
        guard let c = getCString(value) else { return "" }
        return String(cString: c)
    }
}

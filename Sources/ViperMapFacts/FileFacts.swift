/// What one source file says (Swift, Objective-C, Interface Builder, Info.plist), as plain values: the output of the Scanning stage and the input of
/// GraphBuilding. Syntax trees are dropped once these are made.
public struct FileFacts: Sendable, Equatable, Codable {
    public var path: String
    public var imports: [ImportFact]
    public var types: [TypeFact]
    /// Free functions at file level.
    public var functions: [FunctionFact]
    /// Constants and variables at file level (`let segueID = "x"`, `static NSString *const kSegue = @"x"`,
    /// `#define kSegue @"x"`), with their values.
    public var constants: [PropertyFact] = []
    /// Syntax errors the parser recovered from: line and message.
    public var syntaxErrors: [SyntaxErrorFact]
    /// An Interface Builder file's scenes and segues (`.storyboard`, `.xib`).
    public var storyboard: StoryboardFact?
    /// An app's `Info.plist`: the storyboards it launches with.
    public var manifest: ManifestFact?
    /// A Markdown file read as prose (a module folder's `README.md`): its text.
    public var document: String? = nil

    public init(path: String, imports: [ImportFact] = [], types: [TypeFact] = [], functions: [FunctionFact] = [], syntaxErrors: [SyntaxErrorFact] = [],
                storyboard: StoryboardFact? = nil, manifest: ManifestFact? = nil, constants: [PropertyFact] = []) {
        self.path = path
        self.constants = constants
        self.imports = imports
        self.types = types
        self.functions = functions
        self.syntaxErrors = syntaxErrors
        self.storyboard = storyboard
        self.manifest = manifest
    }
}

/// An `Info.plist`: whether it is an app's (not an extension's, a test bundle's or a framework's),
/// and the storyboards the app starts from (`UIMainStoryboardFile`, the scene manifest's `UISceneStoryboardFile`).
/// An app's plist or entitlements also declare the ways in from outside: URL schemes
/// (`CFBundleURLTypes`), home-screen quick actions (`UIApplicationShortcutItems`), activity types
/// (`NSUserActivityTypes`), universal-link domains (`com.apple.developer.associated-domains`).
public struct ManifestFact: Sendable, Equatable, Codable {
    public var isApp: Bool
    public var storyboards: [String]
    public var ways: [DeclaredWayIn] = []
    public init(isApp: Bool, storyboards: [String], ways: [DeclaredWayIn] = []) {
        self.isApp = isApp
        self.storyboards = storyboards
        self.ways = ways
    }
}

/// One way in an app's manifest declares: its kind and name (a scheme, `applinks:` domain, a quick
/// action's or activity's type) and the line that says it.
public struct DeclaredWayIn: Sendable, Equatable, Codable, Hashable {
    public enum Kind: String, Sendable, Codable, Hashable { case scheme, domain, shortcut, activity }
    public var kind: Kind
    public var name: String
    public var line: Int
    public init(kind: Kind, name: String, line: Int) {
        self.kind = kind
        self.name = name
        self.line = line
    }
}

/// How a `switch` case or an `if` test on a string is written among `Stmt.when`'s cases: `"text"` for
/// equality, `"text*` for a prefix (`hasPrefix`), either after `!` for its negation. Enum cases are bare names.
public enum TextCase {
    public static func equal(_ text: String) -> String { "\"" + text + "\"" }
    public static func prefix(_ text: String) -> String { "\"" + text + "*" }
    /// The case of a test that a flag of an object a property holds is `true` (`if session.isSignedIn`): not a string
    /// test (every branch runs, whatever values the scan saw written), but the content a view chooses by state.
    public static let heldFlag = "?true"

    /// The text and whether it is a prefix; nil for an enum case's name.
    public static func parse(_ label: String) -> (text: String, isPrefix: Bool)? {
        guard label.hasPrefix("\""), label.count >= 2 else { return nil }
        let body = label.dropFirst()
        if body.hasSuffix("\"") { return (String(body.dropLast()), false) }
        if body.hasSuffix("*") { return (String(body.dropLast()), true) }
        return nil
    }

    /// A test of a string against a literal, as the front-ends write it: `s == "x"` (a two-operand `.list`),
    /// `s.hasPrefix("x")`, `[s isEqualToString:@"x"]`, `[s hasPrefix:@"x"]`: the subject and its case label.
    public static func test(_ condition: Expr) -> (subject: Expr, label: String)? {
        switch condition {
        case .list(let operands) where operands.count == 2:
            for (subject, value) in [(operands[0], operands[1]), (operands[1], operands[0])] {
                if case .literal(let text) = value, !isLiteral(subject) { return (subject, equal(text)) }
            }
        case .call(.member(let subject?, let name), let args) where args.count == 1:
            guard case .literal(let text) = args[0].value else { return nil }
            if name == "hasPrefix" || name.hasPrefix("hasPrefix") { return (subject, prefix(text)) }
            if name.hasPrefix("isEqual") || name == "elementsEqual" { return (subject, equal(text)) }
        default:
            break
        }
        return nil
    }

    private static func isLiteral(_ expr: Expr) -> Bool { if case .literal = expr { return true } else { return false } }

    /// Whether a known string passes a case label (`nil`: the label is no string test).
    public static func admits(_ text: String, _ label: String) -> Bool? {
        let negated = label.hasPrefix("!")
        guard let (value, isPrefix) = parse(negated ? String(label.dropFirst()) : label) else { return nil }
        let hit = isPrefix ? text.hasPrefix(value) : text == value
        return negated ? !hit : hit
    }
}

public struct ImportFact: Sendable, Equatable, Codable {
    public var module: String
    public var line: Int
    public init(module: String, line: Int) {
        self.module = module
        self.line = line
    }
}

public enum TypeKind: String, Sendable, Equatable, Codable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

public struct TypeFact: Sendable, Equatable, Codable {
    /// The declared name (for an extension: the extended type's name).
    public var name: String
    public var kind: TypeKind
    public var line: Int
    /// The inheritance clause, in source order.
    public var inherits: [String]
    public var properties: [PropertyFact]
    public var functions: [FunctionFact]
    /// Protocol requirements (protocols only).
    public var requirements: [RequirementFact]
    /// Capitalised names this declaration mentions (types and type-level expressions), sorted.
    public var references: [String]
    /// For `extension P where Self: X` the constraint names.
    public var selfConstraints: [String]
    /// An enum's cases, with their string raw values.
    public var cases: [EnumCaseFact] = []
    /// The name the other language knows the type by (`@objc(PBDSettingsRouter) class SettingsRouter`,
    /// `NS_SWIFT_NAME(SettingsWireframe) @interface PBDSettingsWireframe`), when it differs.
    public var otherName: String? = nil
    /// Methods an Objective-C interface renames for Swift (`NS_SWIFT_NAME(presentAbout(from:))`), by selector;
    /// the implementation, in another file, answers to that name too.
    public var swiftNames: [SwiftNameFact] = []
    /// `class Presenter<V, R: RouterProtocol>`: each generic parameter's name, with its first constraint as its type.
    public var genericParameters: [ParameterFact] = []
    /// Declared inside another type (`Outer.Inner`, named so): a type of its own for lookups, part of its
    /// enclosing type for modules and references.
    public var isNested: Bool = false
    /// Its documentation comment (`///`, `/** */`), markers stripped, lines as written; nil when it has none.
    public var doc: String? = nil

    public init(name: String, kind: TypeKind, line: Int, inherits: [String], properties: [PropertyFact], functions: [FunctionFact],
                requirements: [RequirementFact], references: [String], selfConstraints: [String], cases: [EnumCaseFact] = []) {
        self.name = name
        self.kind = kind
        self.line = line
        self.inherits = inherits
        self.properties = properties
        self.functions = functions
        self.requirements = requirements
        self.references = references
        self.selfConstraints = selfConstraints
        self.cases = cases
    }
}

public struct SwiftNameFact: Sendable, Equatable, Codable {
    /// `-presentAboutFromViewController:`
    public var selector: String
    public var name: String
    public var labels: [String?]
    public init(selector: String, name: String, labels: [String?]) {
        self.selector = selector
        self.name = name
        self.labels = labels
    }
}

public struct EnumCaseFact: Sendable, Equatable, Codable {
    public var name: String
    /// `case detail = "Detail"`, or the name itself in an `enum X: String`; nil when it has no string value.
    public var rawValue: String?
    public var line: Int

    public init(name: String, rawValue: String?, line: Int) {
        self.name = name
        self.rawValue = rawValue
        self.line = line
    }
}

public struct PropertyFact: Sendable, Equatable, Codable {
    public var name: String
    /// The declared type with optionals and `weak` stripped (`ArticlesWireframe`), or "" when not declared.
    public var typeName: String
    public var isWeak: Bool
    public var isStatic: Bool
    public var line: Int
    public var initializer: Expr?
    /// The property wrapper that stores it (`@AppStorage("onboarded")`: `AppStorage("onboarded")`; `@Binding`: `Binding()`).
    public var wrapper: Expr?

    public init(name: String, typeName: String, isWeak: Bool, isStatic: Bool, line: Int, initializer: Expr?, wrapper: Expr? = nil) {
        self.name = name
        self.typeName = typeName
        self.isWeak = isWeak
        self.isStatic = isStatic
        self.line = line
        self.initializer = initializer
        self.wrapper = wrapper
    }
}

public struct ParameterFact: Sendable, Equatable, Codable {
    /// The argument label (nil for `_`).
    public var label: String?
    /// The name used inside the body.
    public var name: String
    public var typeName: String
    /// `= .push`: the value used when a call leaves the argument out.
    public var defaultValue: Expr? = nil
    /// `_ items: Item...`: takes every remaining argument.
    public var isVariadic: Bool = false

    public init(label: String?, name: String, typeName: String, defaultValue: Expr? = nil) {
        self.label = label
        self.name = name
        self.typeName = typeName
        self.defaultValue = defaultValue
    }
}

public struct FunctionFact: Sendable, Equatable, Codable {
    public var name: String
    public var parameters: [ParameterFact]
    public var isStatic: Bool
    public var line: Int
    public var returnType: String
    public var body: [Stmt]
    /// An Objective-C method's selector as written, with `-` or `+` (`-presentAddInterfaceFromViewController:`);
    /// nil for Swift.
    public var objcSelector: String? = nil
    /// How the other language spells a call to it, when that differs (a mixed app calls across): an
    /// Objective-C method as Swift imports it (`presentAddInterfaceFromViewController:` is
    /// `presentAddInterface(from:)`), a Swift method as an Objective-C send names it (`show(from:)`,
    /// selector `showFrom:`, is sent as `showFrom(_:)`).
    public var bridgedName: String? = nil
    public var bridgedLabels: [String?] = []
    /// A computed or lazy property's getter (`var screen: UIViewController { ... }`): read, not called.
    public var isProperty: Bool = false
    /// `func make<T: UIViewController>()`: each generic parameter, with its first constraint as its type.
    public var genericParameters: [ParameterFact] = []
    /// `private` or `fileprivate`: not a way in from other files.
    public var isPrivate: Bool = false
    /// Its declaration on one line as written (`static func build(with input: HomeInput) -> UIViewController`,
    /// `- (UIViewController *)buildModule;`): set for functions a reader may want to see (not every body's helper).
    public var declaration: String? = nil
    /// Its documentation comment, as `TypeFact.doc`.
    public var doc: String? = nil

    public init(name: String, parameters: [ParameterFact], isStatic: Bool, line: Int, returnType: String, body: [Stmt], objcSelector: String? = nil) {
        self.name = name
        self.parameters = parameters
        self.isStatic = isStatic
        self.line = line
        self.returnType = returnType
        self.body = body
        self.objcSelector = objcSelector
    }

    /// `name(label:other:)`, `_` for an unlabelled parameter.
    public var selector: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// How `via` and `through` name it: `Owner.name(labels:)` for Swift, `Owner -selector:` for Objective-C.
    public func qualifiedName(owner: String?) -> String {
        if let objcSelector { return (owner.map { $0 + " " } ?? "") + objcSelector }
        return (owner.map { $0 + "." } ?? "") + selector
    }
}

public struct RequirementFact: Sendable, Equatable, Codable {
    /// The declaration as written, on one line (Swift: `func showDetail(id: Int)`; Objective-C:
    /// `- (void)showDetailWithID:(NSInteger)identifier;`).
    public var signature: String
    public var line: Int
    /// Its documentation comment, as `TypeFact.doc`.
    public var doc: String? = nil
    public init(signature: String, line: Int, doc: String? = nil) {
        self.signature = signature
        self.line = line
        self.doc = doc
    }
}

public struct CallArgument: Sendable, Equatable, Codable {
    /// The label of a trailing closure argument: it matches whatever parameter it lands on.
    public static let trailingLabel = "$trailing"

    public var label: String?
    public var value: Expr
    public init(label: String?, value: Expr) {
        self.label = label
        self.value = value
    }
}

/// A small expression language: enough of Swift and Objective-C to follow values through calls.
/// A closure is `.name("$closure@<offset>")`: its statements sit in the enclosing body between
/// `Stmt.closure` and its `Stmt.closureEnd`, just before the statement that holds it.
public indirect enum Expr: Sendable, Equatable, Codable {
    case name(String)
    case member(Expr?, String)
    case call(Expr, [CallArgument])
    /// Array literals and the operands of operators (`a ?? b`, ternaries): any of them.
    case list([Expr])
    /// `e as T`, `e as? T`, `e as! T`, `e is T`.
    case cast(Expr, String)
    case literal(String)
    case other
}

public enum Stmt: Sendable, Equatable, Codable {
    case bind(name: String, value: Expr, typeName: String, line: Int)
    case assign(target: Expr, value: Expr, line: Int)
    case eval(Expr, line: Int)
    case ret(Expr, line: Int)
    /// `switch subject { case .a, .b: ... }`: what follows, up to the matching `endWhen`, runs for these cases
    /// (`!a`: any case but `a`, as in an `else` or a `default`).
    case when(subject: Expr, cases: [String], line: Int)
    case endWhen(line: Int)
    /// The statements up to the matching `closureEnd` are the body of the closure named `name`
    /// (`$closure@<offset>`); a `ret` among them is the closure's value.
    case closure(name: String, parameters: [ParameterFact], line: Int)
    case closureEnd(line: Int)

    public var line: Int {
        switch self {
        case .bind(_, _, _, let l), .assign(_, _, let l), .eval(_, let l), .ret(_, let l), .when(_, _, let l), .endWhen(let l),
             .closure(_, _, let l), .closureEnd(let l): return l
        }
    }
}

public struct SyntaxErrorFact: Sendable, Equatable, Codable {
    public var line: Int
    public var message: String
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}

extension Stmt {
    /// The expressions a statement evaluates (a closure's start and end, and `endWhen`, evaluate none).
    public var expressions: [Expr] {
        switch self {
        case .bind(_, let value, _, _), .eval(let value, _), .ret(let value, _): return [value]
        case .assign(let target, let value, _): return [target, value]
        case .when(let subject, _, _): return [subject]
        case .endWhen, .closure, .closureEnd: return []
        }
    }
}

extension Expr {
    /// Calls `body` on this expression and on every expression inside it, outermost first (a call's
    /// callee, then its arguments; a member's base; a list's items; a cast's operand).
    public func forEachExpression(_ body: (Expr) -> Void) {
        body(self)
        switch self {
        case .call(let callee, let arguments):
            callee.forEachExpression(body)
            for argument in arguments { argument.value.forEachExpression(body) }
        case .member(let base?, _): base.forEachExpression(body)
        case .list(let items): for item in items { item.forEachExpression(body) }
        case .cast(let inner, _): inner.forEachExpression(body)
        default: break
        }
    }
}

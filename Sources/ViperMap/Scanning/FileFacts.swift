/// What one Swift file says, as plain values: the output of the Scanning stage and the input of
/// GraphBuilding. Syntax trees are dropped once these are made.
public struct FileFacts: Sendable, Equatable {
    public var path: String
    public var imports: [ImportFact]
    public var types: [TypeFact]
    /// Free functions at file level.
    public var functions: [FunctionFact]
    /// Syntax errors the parser recovered from: line and message.
    public var syntaxErrors: [SyntaxErrorFact]

    public init(path: String, imports: [ImportFact] = [], types: [TypeFact] = [], functions: [FunctionFact] = [], syntaxErrors: [SyntaxErrorFact] = []) {
        self.path = path
        self.imports = imports
        self.types = types
        self.functions = functions
        self.syntaxErrors = syntaxErrors
    }
}

public struct ImportFact: Sendable, Equatable {
    public var module: String
    public var line: Int
}

public enum TypeKind: String, Sendable, Equatable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

public struct TypeFact: Sendable, Equatable {
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
}

public struct PropertyFact: Sendable, Equatable {
    public var name: String
    /// The declared type with optionals and `weak` stripped (`ArticlesWireframe`), or "" when not declared.
    public var typeName: String
    public var isWeak: Bool
    public var isStatic: Bool
    public var line: Int
    public var initializer: Expr?
}

public struct ParameterFact: Sendable, Equatable {
    /// The argument label (nil for `_`).
    public var label: String?
    /// The name used inside the body.
    public var name: String
    public var typeName: String
    /// `= .push`: the value used when a call leaves the argument out.
    public var defaultValue: Expr? = nil
}

public struct FunctionFact: Sendable, Equatable {
    public var name: String
    public var parameters: [ParameterFact]
    public var isStatic: Bool
    public var line: Int
    public var returnType: String
    public var body: [Stmt]

    /// `name(label:other:)`, `_` for an unlabelled parameter.
    public var selector: String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}

public struct RequirementFact: Sendable, Equatable {
    public var signature: String
    public var line: Int
}

public struct CallArgument: Sendable, Equatable {
    public var label: String?
    public var value: Expr
}

/// A small expression language: enough of Swift to follow which screen is built and shown.
public indirect enum Expr: Sendable, Equatable {
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

public enum Stmt: Sendable, Equatable {
    case bind(name: String, value: Expr, typeName: String, line: Int)
    case assign(target: Expr, value: Expr, line: Int)
    case eval(Expr, line: Int)
    case ret(Expr, line: Int)
    /// `switch subject { case .a, .b: ... }`: what follows, up to the matching `endWhen`, runs for these cases.
    case when(subject: Expr, cases: [String], line: Int)
    case endWhen(line: Int)

    public var line: Int {
        switch self {
        case .bind(_, _, _, let l), .assign(_, _, let l), .eval(_, let l), .ret(_, let l), .when(_, _, let l), .endWhen(let l): return l
        }
    }
}

public struct SyntaxErrorFact: Sendable, Equatable {
    public var line: Int
    public var message: String
}

/// What a module page teaches beyond the structure (additive fields of schema 1): what the module is for
/// (its README), how to open it (its entry points and inputs) and what it uses (services).

/// A folder's `README.md` next to the module's files: where it is and what it says.
public struct Readme: Codable, Equatable, Sendable {
    public var file: String
    public var text: String

    public init(file: String, text: String) {
        self.file = file
        self.text = text
    }
}

/// A way to make or configure a module from code: a builder's or assembly's function, a static factory,
/// a builder's initialiser with arguments, a module input protocol or a `configure` method.
public struct EntryPoint: Codable, Equatable, Sendable {
    /// The type that declares it.
    public var owner: String
    /// The declaration as written, on one line (`static func build(with input: HomeInput) -> UIViewController`).
    public var declaration: String
    public var file: String
    public var line: Int
    public var doc: String?
    /// The code that calls it, as far as the scan can tell who the receiver is.
    public var callers: [CallSite]?

    public init(owner: String, declaration: String, file: String, line: Int, doc: String? = nil, callers: [CallSite]? = nil) {
        self.owner = owner
        self.declaration = declaration
        self.file = file
        self.line = line
        self.doc = doc
        self.callers = callers
    }

    public func sorted() -> EntryPoint {
        var copy = self
        copy.callers = callers.map { Array(Set($0)).sorted() }
        return copy
    }
}

/// Where a function is called: the calling function (`Type.name(labels:)`), its module when it is one's, and file:line.
public struct CallSite: Codable, Equatable, Hashable, Comparable, Sendable {
    public var via: String
    public var module: String?
    public var file: String
    public var line: Int

    public init(via: String, module: String? = nil, file: String, line: Int) {
        self.via = via
        self.module = module
        self.file = file
        self.line = line
    }

    public static func < (a: CallSite, b: CallSite) -> Bool {
        (a.file, a.line, a.via, a.module ?? "") < (b.file, b.line, b.via, b.module ?? "")
    }
}

/// A type outside every module that a module's components hold or call: a service, repository, manager,
/// worker, API client, store or the like.
public struct ServiceUse: Codable, Equatable, Sendable {
    public var name: String
    /// service, repository, manager, worker, client, store, provider, tracker or other: from the name.
    public var kind: String
    /// Where the type is declared.
    public var file: String
    public var line: Int
    /// The module's components that hold or call it.
    public var usedBy: [String]
    /// `AuthService.shared`: how the module reaches it when it is a singleton.
    public var shared: String?

    public init(name: String, kind: String, file: String, line: Int, usedBy: [String], shared: String? = nil) {
        self.name = name
        self.kind = kind
        self.file = file
        self.line = line
        self.usedBy = usedBy
        self.shared = shared
    }
}

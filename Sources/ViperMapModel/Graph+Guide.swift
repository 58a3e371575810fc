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

/// A way into the app from outside it (additive, top-level `entries`): a URL of a scheme the app declares,
/// a universal link, a notification, a home-screen quick action or an activity (Handoff, Spotlight),
/// and the screen it opens.
public struct WayIn: Codable, Equatable, Hashable, Comparable, Sendable {
    /// `url`, `universal-link`, `notification`, `shortcut`, `activity`.
    public var kind: String
    /// What it is opened with: `myapp://product/*`, `https://example.com/orders/*`, a notification's
    /// `category=…` or `payload key=…`, a quick action's or activity's type; `*` stands for any text.
    public var pattern: String
    /// The module shown.
    public var to: String
    /// How it is shown (push, present, root, embed).
    public var how: NavigationKind
    /// The handler the system calls (`SceneDelegate.scene(_:openURLContexts:)`).
    public var via: String
    /// Where the way is decided: the innermost test that leads to the screen (a `case "product":`), else the show.
    public var file: String
    public var line: Int

    public static let kinds = ["url", "universal-link", "notification", "shortcut", "activity"]

    public init(kind: String, pattern: String, to: String, how: NavigationKind, via: String, file: String, line: Int) {
        self.kind = kind
        self.pattern = pattern
        self.to = to
        self.how = how
        self.via = via
        self.file = file
        self.line = line
    }

    public static func < (a: WayIn, b: WayIn) -> Bool {
        if (a.kind, a.pattern, a.to) != (b.kind, b.pattern, b.to) { return (a.kind, a.pattern, a.to) < (b.kind, b.pattern, b.to) }
        return (a.how.rawValue, a.via, a.file, a.line) < (b.how.rawValue, b.via, b.file, b.line)
    }
}

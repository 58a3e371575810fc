import SwiftSyntax

/// Walks one source file and records its imports, top-level types, extensions and free functions.
/// Nested types are part of their enclosing declaration and are not recorded on their own.
final class DeclarationVisitor: SyntaxVisitor {
    private let source: SourceText
    private(set) var imports: [ImportFact] = []
    private(set) var types: [TypeFact] = []
    private(set) var functions: [FunctionFact] = []
    private(set) var constants: [PropertyFact] = []

    init(source: SourceText) {
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        source.line(node.positionAfterSkippingLeadingTrivia)
    }

    /// `#if DEBUG` … `#else` … `#endif`: only the clauses a release build compiles (every one when that depends on a flag).
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompilationConditions.isActive(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first {
            imports.append(ImportFact(module: first.name.text, line: line(node)))
        }
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(node, name: node.name, kind: .class, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(node, name: node.name, kind: .struct, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(node, name: node.name, kind: .enum, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(node, name: node.name, kind: .actor, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        addType(node, name: node.name, kind: .protocol, inheritance: node.inheritanceClause, members: node.memberBlock)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        var nested: [TypeFact] = []
        var fact = makeType(node, name: ExpressionConverter.typeName(node.extendedType), line: line(node.extendedType),
                            kind: .extension, inheritance: node.inheritanceClause, members: node.memberBlock, nested: &nested)
        for requirement in node.genericWhereClause?.requirements ?? [] {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
               ExpressionConverter.typeName(conformance.leftType) == "Self" {
                fact.selfConstraints.append(ExpressionConverter.typeName(conformance.rightType))
            }
        }
        types.append(fact)
        types += nested
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(function(node))
        return .skipChildren
    }

    /// A variable outside any type: a file-level constant (`let detailSegue = "showDetail"`).
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        constants.append(contentsOf: properties(node).filter { $0.initializer != nil })
        return .skipChildren
    }

    private func addType(_ node: some DeclSyntaxProtocol, name: TokenSyntax, kind: TypeKind,
                         inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
        var nested: [TypeFact] = []
        types.append(makeType(node, name: name.text, line: line(name), kind: kind, inheritance: inheritance, members: members, nested: &nested))
        types += nested
        return .skipChildren
    }

    /// A type declared inside another: `Outer.Inner`.
    private func nestedType(_ decl: DeclSyntax, in outer: String, into nested: inout [TypeFact]) {
        let parts: (TokenSyntax, TypeKind, InheritanceClauseSyntax?, MemberBlockSyntax)
        if let d = decl.as(ClassDeclSyntax.self) { parts = (d.name, .class, d.inheritanceClause, d.memberBlock) }
        else if let d = decl.as(StructDeclSyntax.self) { parts = (d.name, .struct, d.inheritanceClause, d.memberBlock) }
        else if let d = decl.as(EnumDeclSyntax.self) { parts = (d.name, .enum, d.inheritanceClause, d.memberBlock) }
        else if let d = decl.as(ActorDeclSyntax.self) { parts = (d.name, .actor, d.inheritanceClause, d.memberBlock) }
        else if let d = decl.as(ProtocolDeclSyntax.self) { parts = (d.name, .protocol, d.inheritanceClause, d.memberBlock) }
        else { return }
        var inner: [TypeFact] = []
        var fact = makeType(decl, name: outer + "." + parts.0.text, line: line(parts.0), kind: parts.1, inheritance: parts.2, members: parts.3, nested: &inner)
        fact.isNested = true
        nested.append(fact)
        nested += inner
    }

    private func makeType(_ node: some DeclSyntaxProtocol, name: String, line: Int, kind: TypeKind,
                          inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, nested: inout [TypeFact]) -> TypeFact {
        var fact = TypeFact(name: name, kind: kind, line: line,
                            inherits: inheritance?.inheritedTypes.map { ExpressionConverter.typeName($0.type) } ?? [],
                            properties: [], functions: [], requirements: [],
                            references: [], selfConstraints: [])
        fact.doc = Self.docComment(node)
        if let generics = node.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause {
            fact.genericParameters = generics.parameters.map {
                ParameterFact(label: nil, name: $0.name.text, typeName: $0.inheritedType.map { ExpressionConverter.typeName($0) } ?? "")
            }
        }
        for decl in Self.flatten(members.members) {
            if let function = decl.as(FunctionDeclSyntax.self) {
                fact.functions.append(self.function(function))
                if kind == .protocol { fact.requirements.append(requirement(function)) }
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                fact.functions.append(self.initializer(initializer))
                if kind == .protocol { fact.requirements.append(requirement(initializer)) }
            } else if let subscriptDecl = decl.as(SubscriptDeclSyntax.self) {
                fact.functions.append(self.subscriptGetter(subscriptDecl))
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                fact.properties.append(contentsOf: properties(variable))
                fact.functions.append(contentsOf: accessors(variable))
                if kind == .protocol { fact.requirements.append(requirement(variable)) }
            } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
                let stringRaw = fact.inherits.first == "String"
                for element in enumCase.elements {
                    var raw: String? = stringRaw ? element.name.text : nil
                    if stringRaw, let value = element.rawValue?.value, case .literal(let text) = ExpressionConverter.convert(value) { raw = text }
                    fact.cases.append(EnumCaseFact(name: element.name.text, rawValue: raw, line: self.line(element.name)))
                }
            } else if kind == .protocol, decl.is(SubscriptDeclSyntax.self) || decl.is(AssociatedTypeDeclSyntax.self) {
                fact.requirements.append(requirement(decl))
            } else {
                nestedType(decl, in: name.hasSuffix("?") ? String(name.dropLast()) : name, into: &nested)
            }
        }
        // `@objc(PBDSettingsRouter) class SettingsRouter`: Objective-C code names it PBDSettingsRouter.
        for attribute in node.asProtocol(WithAttributesSyntax.self)?.attributes ?? [] {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                  let argument = attribute.arguments?.trimmedDescription, !argument.isEmpty, !argument.contains(":"), argument != name else { continue }
            fact.otherName = argument
        }
        // What the types declared inside it name is named by it too.
        let inner = Set(nested.map(\.name))
        fact.references = Array(Set(ReferenceCollector.names(of: fact) + nested.flatMap(\.references))
            .filter { !inner.contains($0) && $0 != name && !$0.hasPrefix(name + ".") }).sorted()
        return fact
    }

    /// Members, with those inside the compiled `#if` clauses included.
    static func flatten(_ members: MemberBlockItemListSyntax) -> [DeclSyntax] {
        var result: [DeclSyntax] = []
        for member in members {
            if let ifConfig = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses where CompilationConditions.isActive(clause) {
                    if case .decls(let inner) = clause.elements { result += flatten(inner) }
                }
            } else {
                result.append(member.decl)
            }
        }
        return result
    }

    private func requirement(_ decl: some SyntaxProtocol) -> RequirementFact {
        RequirementFact(signature: signature(decl), line: line(decl), doc: Self.docComment(decl))
    }

    /// The documentation comment just above a declaration (before its attributes): the last run of `///`
    /// lines, or the last `/** */` block, with nothing but one line break between it and the declaration.
    static func docComment(_ node: some SyntaxProtocol) -> String? {
        let pieces = Array(node.leadingTrivia)
        var raw: [String] = []
        var i = pieces.count - 1
        while i >= 0 {
            switch pieces[i] {
            case .spaces, .tabs: break
            case .newlines(let n), .carriageReturnLineFeeds(let n):
                if n > 1 { i = -1; continue }
            case .docLineComment(let text):
                raw.insert(text, at: 0)
            case .docBlockComment(let text):
                if raw.isEmpty { raw = [text] }
                i = -1
                continue
            default:
                i = -1
                continue
            }
            i -= 1
        }
        return raw.isEmpty ? nil : DocComment.prose(raw.joined(separator: "\n"))
    }

    private static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
    }

    /// A declaration's text on one line, read from the source: white space folded, no body
    /// (comments inside it dropped, when there are any).
    func signature(_ decl: some SyntaxProtocol) -> String {
        var end = decl.endPositionBeforeTrailingTrivia
        if let function = decl.as(FunctionDeclSyntax.self), let body = function.body { end = body.positionAfterSkippingLeadingTrivia }
        if let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body { end = body.positionAfterSkippingLeadingTrivia }
        var text = source.text(from: decl.positionAfterSkippingLeadingTrivia, to: end)
        if text.includes("//") || text.includes("/*") {
            text = ""
            for token in decl.tokens(viewMode: .sourceAccurate) {
                if token.tokenKind == .leftBrace, token.parent?.is(CodeBlockSyntax.self) == true { break }
                if token.leadingTrivia.contains(where: { $0.isWhitespace || $0.isComment }) { text += " " }
                text += token.text
                if token.trailingTrivia.contains(where: { $0.isWhitespace }) { text += " " }
            }
        }
        var folded = ""
        folded.reserveCapacity(text.utf8.count)
        var lastWasSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r"
            if isSpace {
                if !lastWasSpace, !folded.isEmpty { folded.unicodeScalars.append(" ") }
            } else {
                folded.unicodeScalars.append(scalar)
            }
            lastWasSpace = isSpace
        }
        while folded.hasSuffix(" ") { folded.removeLast() }
        return folded
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [ParameterFact] {
        clause.parameters.map { param in
            let first = param.firstName.text
            let inner = param.secondName?.text ?? first
            var fact = ParameterFact(label: first == "_" ? nil : first, name: inner, typeName: ExpressionConverter.typeName(param.type),
                                     defaultValue: param.defaultValue.map { ExpressionConverter.convert($0.value) })
            if param.ellipsis != nil {
                fact.isVariadic = true
                fact.typeName = "[" + fact.typeName + "]"
            }
            return fact
        }
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }

    private func body(_ block: CodeBlockSyntax?) -> [Stmt] {
        guard let block else { return [] }
        var statements = BodyVisitor.statements(of: block, source: source)
        // A single-expression body returns its value (its closures' statements come before it).
        if block.statements.count == 1, case .expr = block.statements.first!.item, case .eval(let value, let line)? = statements.last {
            statements[statements.count - 1] = .ret(value, line: line)
        }
        return statements
    }

    private func function(_ node: FunctionDeclSyntax) -> FunctionFact {
        var fact = FunctionFact(name: node.name.text, parameters: parameters(node.signature.parameterClause),
                                isStatic: isStatic(node.modifiers), line: line(node.name),
                                returnType: node.signature.returnClause.map { ExpressionConverter.typeName($0.type) } ?? "",
                                body: body(node.body))
        fact.isPrivate = Self.isPrivate(node.modifiers)
        // An operator's parameters take no argument labels (`lhs ~> rhs`).
        if case .identifier = node.name.tokenKind {} else {
            for i in fact.parameters.indices { fact.parameters[i].label = nil }
        }
        // The declaration a reader sees of a way in: a type-level function, or one that hands something back.
        if !fact.isPrivate, fact.isStatic || !fact.returnType.isEmpty {
            fact.declaration = signature(node)
            fact.doc = Self.docComment(node)
        }
        if let generics = node.genericParameterClause {
            fact.genericParameters = generics.parameters.map {
                ParameterFact(label: nil, name: $0.name.text, typeName: $0.inheritedType.map { ExpressionConverter.typeName($0) } ?? "")
            }
        }
        // `@objc(showSettingsFrom:)`: the selector Objective-C sends, named as its front-end names sends.
        for attribute in node.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                  let argument = attribute.arguments?.trimmedDescription, !argument.isEmpty else { continue }
            let selector = argument.filter { !$0.isWhitespace }
            let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast().map(String.init)
            let sent = ObjCSelectorNaming.swiftName(pieces: pieces.isEmpty ? [selector] : pieces, arguments: fact.parameters.count)
            if (sent.name, sent.labels) != (fact.name, fact.parameters.map(\.label)) {
                fact.bridgedName = sent.name
                fact.bridgedLabels = sent.labels
            }
        }
        return fact
    }

    /// `subscript(exhibit id: Int) -> UIViewController { … }`: a function named `subscript` whose body is its getter
    /// (a subscript's parameters have no argument label unless one is written: `subscript(key: String)` has none).
    private func subscriptGetter(_ node: SubscriptDeclSyntax) -> FunctionFact {
        let params = node.parameterClause.parameters.map { param in
            ParameterFact(label: param.secondName == nil || param.firstName.text == "_" ? nil : param.firstName.text,
                          name: (param.secondName ?? param.firstName).text, typeName: ExpressionConverter.typeName(param.type))
        }
        var statements: [Stmt] = []
        if let accessors = node.accessorBlock {
            statements = BodyVisitor.statements(of: accessors, source: source)
            if case .getter(let items) = accessors.accessors, items.count == 1, case .expr = items.first!.item, case .eval(let v, let l)? = statements.last {
                statements[statements.count - 1] = .ret(v, line: l)
            }
        }
        var fact = FunctionFact(name: "subscript", parameters: params, isStatic: isStatic(node.modifiers), line: line(node.subscriptKeyword),
                                returnType: ExpressionConverter.typeName(node.returnClause.type), body: statements)
        fact.isPrivate = Self.isPrivate(node.modifiers)
        return fact
    }

    private func initializer(_ node: InitializerDeclSyntax) -> FunctionFact {
        var fact = FunctionFact(name: "init", parameters: parameters(node.signature.parameterClause),
                                isStatic: false, line: line(node.initKeyword), returnType: "", body: body(node.body))
        fact.isPrivate = Self.isPrivate(node.modifiers)
        if !fact.isPrivate, !fact.parameters.isEmpty {
            fact.declaration = signature(node)
            fact.doc = Self.docComment(node)
        }
        return fact
    }

    private func properties(_ node: VariableDeclSyntax) -> [PropertyFact] {
        let weak = node.modifiers.contains { $0.name.text == "weak" || $0.name.text == "unowned" }
        let wrapper = wrapper(node)
        return node.bindings.compactMap { binding in
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            // `@Environment(\.dismiss) var dismiss`: a property a wrapper made with arguments gives, with nothing
            // assigned, the wrapper's `wrappedValue`. Wrappers without arguments (`@Published`) say nothing of the value.
            return PropertyFact(name: pattern.identifier.text,
                                typeName: binding.typeAnnotation.map { ExpressionConverter.typeName($0.type) } ?? "",
                                isWeak: weak, isStatic: isStatic(node.modifiers), line: line(pattern),
                                initializer: initializer(binding, wrapper),
                                wrapper: wrapper)
        }
    }

    /// What a property starts as: its initializer; a wrapper with arguments and no initializer gives its `wrappedValue`. A
    /// flag a wrapper keeps (`@AppStorage("seenIntro") var seenIntro = false`) starts from what was stored, `false` only
    /// the first time: `true` or `false` (`#test`).
    private func initializer(_ binding: PatternBindingSyntax, _ wrapper: Expr?) -> Expr? {
        let hasArguments = if case .call(_, let args)? = wrapper { !args.isEmpty } else { false }
        guard let value = binding.initializer?.value else { return hasArguments ? wrapper.map { .member($0, "wrappedValue") } : nil }
        if hasArguments, value.is(BooleanLiteralExprSyntax.self) { return .call(.name("#test"), []) }
        return ExpressionConverter.convert(value)
    }

    /// Attributes of a declaration that are no property wrapper.
    static let declarationAttributes: Set<String> = ["IBOutlet", "IBInspectable", "NSManaged", "MainActor", "GKInspectable", "NSCopying", "IBSegueAction"]

    /// The property wrapper that stores a property (`@Binding`: `Binding()`; `@Environment(\.dismiss)`:
    /// `Environment(.dismiss)`, a key path named by its last member).
    private func wrapper(_ node: VariableDeclSyntax) -> Expr? {
        for element in node.attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            let name = ExpressionConverter.typeName(attribute.attributeName)
            guard name.first?.isUppercase == true, !Self.declarationAttributes.contains(name) else { continue }
            guard case .argumentList(let list)? = attribute.arguments else { return .call(.name(name), []) }
            let args = list.map { argument -> CallArgument in
                if let path = argument.expression.as(KeyPathExprSyntax.self),
                   let last = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self) {
                    return CallArgument(label: argument.label?.text, value: .member(nil, last.declName.baseName.text))
                }
                return CallArgument(label: argument.label?.text, value: ExpressionConverter.convert(argument.expression))
            }
            return .call(.name(name), args)
        }
        return nil
    }

    /// Computed properties and closure-initialised (`lazy var x = { ... }()`) properties become
    /// functions named after the property, so that what they build can be followed.
    private func accessors(_ node: VariableDeclSyntax) -> [FunctionFact] {
        node.bindings.compactMap { binding in
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
            let type = binding.typeAnnotation.map { ExpressionConverter.typeName($0.type) } ?? ""
            var statements: [Stmt] = []
            if let accessors = binding.accessorBlock {
                statements = BodyVisitor.statements(of: accessors, source: source)
                if case .getter(let items) = accessors.accessors, items.count == 1, case .expr = items.first!.item,
                   case .eval(let v, let l)? = statements.last {
                    statements[statements.count - 1] = .ret(v, line: l)
                }
            } else if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                      let closure = call.calledExpression.as(ClosureExprSyntax.self) {
                statements = BodyVisitor.statements(of: closure.statements, source: source)
            } else if let value = binding.initializer?.value, value.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftBrace }) {
                // `lazy var action = ActionItem(title) { [weak self] in self?.open() }`: the closures it makes are code.
                statements = BodyVisitor.statements(of: value, source: source)
                statements.append(.ret(ExpressionConverter.convert(value), line: line(value)))
            } else {
                return nil
            }
            var getter = FunctionFact(name: pattern.identifier.text, parameters: [], isStatic: isStatic(node.modifiers),
                                      line: line(pattern), returnType: type, body: statements)
            getter.isProperty = true
            getter.isPrivate = Self.isPrivate(node.modifiers)
            return getter
        }
    }
}

/// The capitalised names a declaration mentions (types, static references), read off the facts
/// already extracted instead of walking the syntax again.
public enum ReferenceCollector {
    public static func names(of fact: TypeFact) -> [String] {
        var names: Set<String> = []
        func add(_ name: String) {
            // `[Item]` -> `Item`, `Outer.Inner` -> `Outer`.
            let bare = name.utf8.drop { $0 == UInt8(ascii: "[") }.prefix { $0 != UInt8(ascii: "]") && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: ":") }
            guard let first = bare.first, first >= 65, first <= 90 else { return }
            names.insert(String(decoding: bare, as: UTF8.self))
        }
        func add(_ expr: Expr?) {
            switch expr {
            case .name(let n)?: add(n)
            case .member(let base, _)?: add(base)
            case .call(let callee, let args)?:
                add(callee)
                for arg in args { add(arg.value) }
            case .list(let items)?: for item in items { add(item) }
            case .cast(let inner, let type)?:
                add(inner)
                add(type)
            default: break
            }
        }
        fact.inherits.forEach { add($0) }
        for property in fact.properties {
            add(property.typeName)
            add(property.initializer)
        }
        for function in fact.functions {
            function.parameters.forEach { add($0.typeName) }
            add(function.returnType)
            for stmt in function.body {
                switch stmt {
                case .bind(_, let value, let type, _):
                    add(value)
                    add(type)
                case .assign(let target, let value, _):
                    add(target)
                    add(value)
                case .eval(let e, _), .ret(let e, _), .when(let e, _, _):
                    add(e)
                case .closure(_, let parameters, _):
                    parameters.forEach { add($0.typeName) }
                case .endWhen, .closureEnd:
                    break
                }
            }
        }
        names.remove(fact.name)
        return names.sorted()
    }
}

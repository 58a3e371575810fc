import SwiftSyntax

/// Flattens a function body (with its closures and nested blocks) into statements: each statement
/// after the closures and blocks nested in it (so a closure's value is known where it is used), else in
/// source order. Scopes are ignored: a later binding of the same name wins. A closure's statements are
/// bracketed by `Stmt.closure` and `Stmt.closureEnd` (see `ExpressionConverter.closureName`); a
/// one-expression closure returns its expression.
final class BodyVisitor: SyntaxVisitor {
    private let source: SourceText
    private(set) var statements: [Stmt] = []
    /// Where each closure we are inside starts in `statements`.
    private var closureStarts: [Int] = []
    /// Lists of statements with `guard` tests open in them: how many `endWhen`s their end closes.
    private var guardEnds: [SyntaxIdentifier: Int] = [:]

    init(source: SourceText) {
        self.source = source
        super.init(viewMode: .sourceAccurate)
    }

    /// The method name a `for await` loop is read as a call of (see `visit(_: ForStmtSyntax)`).
    static let forAwait = "#forAwait"

    static func statements(of node: some SyntaxProtocol, source: SourceText) -> [Stmt] {
        let visitor = BodyVisitor(source: source)
        visitor.walk(node)
        return visitor.statements
    }

    private func line(_ node: some SyntaxProtocol) -> Int {
        source.line(node.positionAfterSkippingLeadingTrivia)
    }

    override func visitPost(_ node: CodeBlockItemSyntax) {
        switch node.item {
        case .expr(let expr):
            record(expr: expr)
        case .stmt(let stmt):
            if let exprStmt = stmt.as(ExpressionStmtSyntax.self) {
                record(expr: exprStmt.expression)
            } else if let ret = stmt.as(ReturnStmtSyntax.self), let value = ret.expression {
                statements.append(.ret(ExpressionConverter.convert(value), line: line(ret)))
            }
        case .decl(let decl):
            if let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    let type = binding.typeAnnotation.map { ExpressionConverter.typeName($0.type) } ?? ""
                    // `@Dependency var module: DetailModuleInterface` has no value, but its type says what it is.
                    guard binding.initializer != nil || !type.isEmpty else { continue }
                    let value = binding.initializer.map { ExpressionConverter.convert($0.value) } ?? .other
                    bind(binding.pattern, to: value, typeName: type, at: binding)
                }
            }
        }
    }

    /// `let screen = …` binds the name; `let (screen, output) = …` (labelled or not, nested) binds the value
    /// to a local of its own and each name to its element by position (`.0`, `.1`), as a tuple's fields are.
    private func bind(_ pattern: PatternSyntax, to value: Expr, typeName: String, at node: some SyntaxProtocol) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            statements.append(.bind(name: identifier.identifier.text, value: value, typeName: typeName, line: line(node)))
        } else if let tuple = pattern.as(TuplePatternSyntax.self) {
            let whole = "$tuple@\(pattern.positionAfterSkippingLeadingTrivia.utf8Offset)"
            statements.append(.bind(name: whole, value: value, typeName: "", line: line(node)))
            for (i, element) in tuple.elements.enumerated() {
                bind(element.pattern, to: .member(.name(whole), String(i)), typeName: "", at: node)
            }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            bind(binding.pattern, to: value, typeName: typeName, at: node)
        }
    }

    /// `#if DEBUG` … `#else` … `#endif`: only the clauses a release build compiles (every one when that depends on a flag).
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        CompilationConditions.isActive(node) ? .visitChildren : .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        statements.append(.closure(name: ExpressionConverter.closureName(node), parameters: Self.parameters(of: node), line: line(node)))
        closureStarts.append(statements.count)
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        let start = closureStarts.popLast() ?? statements.count
        // `{ self?.showNext() }`: a one-expression closure's value is that expression.
        if node.statements.count == 1, case .expr = node.statements.first!.item, statements.count > start,
           case .eval(let value, let l) = statements[statements.count - 1] {
            statements[statements.count - 1] = .ret(value, line: l)
        }
        statements.append(.closureEnd(line: source.line(node.endPositionBeforeTrailingTrivia)))
    }

    /// `{ a, b in }`, `{ (a: A, b) in }`, or `$0`, `$1` used in the body.
    static func parameters(of node: ClosureExprSyntax) -> [ParameterFact] {
        switch node.signature?.parameterClause {
        case .simpleInput(let list)?:
            return list.map { ParameterFact(label: nil, name: $0.name.text, typeName: "") }
        case .parameterClause(let clause)?:
            return clause.parameters.map { param in
                ParameterFact(label: nil, name: (param.secondName ?? param.firstName).text,
                              typeName: param.type.map { ExpressionConverter.typeName($0) } ?? "")
            }
        case nil:
            var highest = -1
            for token in node.statements.tokens(viewMode: .sourceAccurate) {
                if case .dollarIdentifier(let text) = token.tokenKind, let n = Int(text.dropFirst()) { highest = max(highest, n) }
            }
            return highest < 0 ? [] : (0...highest).map { ParameterFact(label: nil, name: "$\($0)", typeName: "") }
        }
    }

    /// `for item in items`: the loop variable holds the sequence's elements.
    /// `for await event in events { … }`: the body runs each time the asynchronous sequence gives an element, which is
    /// when the code feeding it says so: it is read as a closure handed to the sequence (`events.#forAwait { event in … }`),
    /// whose meaning the language's client gives (else it runs at once with the sequence as its argument).
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.awaitKeyword != nil, let pattern = node.pattern.as(IdentifierPatternSyntax.self) {
            let name = "$closure@\(node.positionAfterSkippingLeadingTrivia.utf8Offset)"
            let type = node.typeAnnotation.map { ExpressionConverter.typeName($0.type) } ?? ""
            statements.append(.closure(name: name, parameters: [ParameterFact(label: nil, name: pattern.identifier.text, typeName: type)],
                                       line: line(node)))
            closureStarts.append(statements.count)
            walk(node.body)
            closureStarts.removeLast()
            statements.append(.closureEnd(line: source.line(node.endPositionBeforeTrailingTrivia)))
            statements.append(.eval(.call(.member(ExpressionConverter.convert(node.sequence), Self.forAwait),
                                          [CallArgument(label: nil, value: .name(name))]), line: line(node)))
            return .skipChildren
        }
        if let pattern = node.pattern.as(IdentifierPatternSyntax.self) {
            let type = node.typeAnnotation.map { ExpressionConverter.typeName($0.type) } ?? ""
            statements.append(.bind(name: pattern.identifier.text, value: ExpressionConverter.convert(node.sequence), typeName: type, line: line(node)))
        } else if let tuple = node.pattern.as(TuplePatternSyntax.self), let last = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self) {
            // `for (index, screen) in screens.enumerated()`, `for (key, builder) in routes`: the last name holds the elements.
            statements.append(.bind(name: last.identifier.text, value: ExpressionConverter.convert(node.sequence), typeName: "", line: line(node)))
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let pattern = node.pattern.as(IdentifierPatternSyntax.self) {
            let value = node.initializer.map { ExpressionConverter.convert($0.value) } ?? .name(pattern.identifier.text)
            let type = node.typeAnnotation.map { ExpressionConverter.typeName($0.type) } ?? ""
            statements.append(.bind(name: pattern.identifier.text, value: value, typeName: type, line: line(node)))
        }
        return .visitChildren
    }

    /// `if !interactor.signIn(…)`, `guard presenter.validate(form) else`, `while queue.next() != nil`: a call in a
    /// condition runs before the branch it chooses (what it does happens whichever way the test goes).
    override func visitPost(_ node: ConditionElementSyntax) {
        guard case .expression(var expr) = node.condition else { return }
        while let prefix = expr.as(PrefixOperatorExprSyntax.self) { expr = prefix.expression }
        guard expr.is(FunctionCallExprSyntax.self) || expr.is(TryExprSyntax.self) || expr.is(AwaitExprSyntax.self)
                || expr.is(SequenceExprSyntax.self) && expr.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftParen }) else { return }
        let value = expr.as(SequenceExprSyntax.self).map { ExpressionConverter.convertSequence(Array($0.elements)).value }
            ?? ExpressionConverter.convert(expr)
        if case .other = value { return }
        statements.append(.eval(value, line: line(node)))
    }

    override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
        guard let switchExpr = node.parent?.parent?.as(SwitchExprSyntax.self) else { return .visitChildren }
        if let tests = Self.tupleCaseTests(node, switchExpr) {
            for (subject, name) in tests.tests { statements.append(.when(subject: subject, cases: [name], line: line(node))) }
            for (name, value) in tests.bindings { statements.append(.bind(name: name, value: value, typeName: "", line: line(node))) }
            return .visitChildren
        }
        var cases: [String] = []
        switch node.label {
        case .case(let label):
            cases = ExpressionConverter.caseNames(label)
        case .default:
            cases = ExpressionConverter.defaultCases(switchExpr)
        }
        statements.append(.when(subject: ExpressionConverter.convert(switchExpr.subject), cases: cases, line: line(node)))
        return .visitChildren
    }

    override func visitPost(_ node: SwitchCaseSyntax) {
        guard let switchExpr = node.parent?.parent?.as(SwitchExprSyntax.self) else { return }
        if let tests = Self.tupleCaseTests(node, switchExpr) {
            for _ in tests.tests { statements.append(.endWhen(line: line(node))) }
            return
        }
        statements.append(.endWhen(line: line(node)))
    }

    /// `switch (url.host, parts.first) { case ("bed"?, let id?): … }`: a case of a tuple is a test of each element it
    /// spells (a string, an enum case), and binds the names it gives the others; nil for any other case.
    static func tupleCaseTests(_ node: SwitchCaseSyntax, _ switchExpr: SwitchExprSyntax)
        -> (tests: [(Expr, String)], bindings: [(String, Expr)])? {
        guard let subject = switchExpr.subject.as(TupleExprSyntax.self), case .case(let label) = node.label,
              label.caseItems.count == 1, let pattern = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self),
              let tuple = pattern.expression.as(TupleExprSyntax.self), tuple.elements.count == subject.elements.count else { return nil }
        var tests: [(Expr, String)] = []
        var bindings: [(String, Expr)] = []
        for (element, part) in zip(subject.elements, tuple.elements) {
            var expr = part.expression
            while let optional = expr.as(OptionalChainingExprSyntax.self) { expr = optional.expression }
            let value = ExpressionConverter.convert(element.expression)
            if expr.is(StringLiteralExprSyntax.self), case .literal(let text) = ExpressionConverter.convert(expr) {
                tests.append((value, TextCase.equal(text)))
            } else if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil {
                tests.append((value, member.declName.baseName.text))
            } else if let bound = expr.as(PatternExprSyntax.self) {
                for token in bound.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let name) = token.tokenKind { bindings.append((name, value)); break }
                }
            }
        }
        return (tests, bindings)
    }

    /// `if kind == .push { ... }`, `if host == "cart"`, `if path.hasPrefix("/orders")`: the block runs for
    /// that case of the subject, like a `switch` case (each test of an `if` with several conditions).
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        for (subject, name) in Self.caseTests(node) {
            statements.append(.when(subject: subject, cases: [name], line: line(node)))
        }
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockSyntax) {
        for _ in Self.caseTests(node) { statements.append(.endWhen(line: line(node))) }
    }

    /// The subjects and cases of an `if`'s tests, for its body; `!case` for its `else` block (one test only).
    /// `guard host == "cart" else { return }`: what follows in the block runs for that case (a `when` from
    /// the guard to the end of the enclosing list of statements).
    override func visitPost(_ node: GuardStmtSyntax) {
        let tests = node.conditions.compactMap { condition -> (Expr, String)? in
            guard case .expression(let expr) = condition.condition else { return nil }
            return Self.caseTest(expr)
        }
        guard !tests.isEmpty, let list = node.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return }
        for (subject, name) in tests { statements.append(.when(subject: subject, cases: [name], line: line(node))) }
        guardEnds[list.id, default: 0] += tests.count
    }

    override func visitPost(_ node: CodeBlockItemListSyntax) {
        guard let open = guardEnds.removeValue(forKey: node.id) else { return }
        let end = source.line(node.endPositionBeforeTrailingTrivia)
        for _ in 0..<open { statements.append(.endWhen(line: end)) }
    }

    /// An `else if`'s body and a chain's last `else` also run only when the earlier `if`s' single tests failed.
    private static func caseTests(_ block: CodeBlockSyntax) -> [(Expr, String)] {
        guard let ifExpr = block.parent?.as(IfExprSyntax.self) else { return [] }
        var earlier: [(Expr, String)] = []
        var current = ifExpr
        while let parent = current.parent?.as(IfExprSyntax.self), case .ifExpr(let chained)? = parent.elseBody, chained.id == current.id {
            if let (subject, name) = singleTest(parent) { earlier.append((subject, "!" + name)) }
            current = parent
        }
        if ifExpr.body.id == block.id { return earlier.reversed() + tests(ifExpr) }
        if case .codeBlock(let other)? = ifExpr.elseBody, other.id == block.id {
            return earlier.reversed() + (singleTest(ifExpr).map { [($0.0, "!" + $0.1)] } ?? [])
        }
        return []
    }

    private static func tests(_ ifExpr: IfExprSyntax) -> [(Expr, String)] {
        ifExpr.conditions.compactMap { condition -> (Expr, String)? in
            guard case .expression(let expr) = condition.condition else { return nil }
            return caseTest(expr)
        }
    }

    /// The test of an `if` with one condition, which its `else` negates.
    private static func singleTest(_ ifExpr: IfExprSyntax) -> (Expr, String)? {
        ifExpr.conditions.count == 1 ? tests(ifExpr).first : nil
    }

    private static func caseTest(_ condition: ExprSyntax) -> (Expr, String)? {
        // `if showsTour`, `if !FeatureFlags.valet`, `if self.isLoggedIn`, `if session.isSignedIn`, `if false`: a test that a
        // flag is `true` (a string test of its literal).
        if isFlag(condition) || condition.is(BooleanLiteralExprSyntax.self) {
            return (ExpressionConverter.convert(condition), isHeldFlag(condition) ? TextCase.heldFlag : TextCase.equal("true"))
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!", isFlag(prefix.expression) {
            return (ExpressionConverter.convert(prefix.expression), "!" + (isHeldFlag(prefix.expression) ? TextCase.heldFlag : TextCase.equal("true")))
        }
        if let call = condition.as(FunctionCallExprSyntax.self) {
            return TextCase.test(ExpressionConverter.convert(ExprSyntax(call))).map { ($0.subject, $0.label) }
        }
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return nil }
        let parts = Array(sequence.elements)
        // `a == b`, `info["screen"] as? String == "orders"`: the operands either side of the one `==`.
        let equals = parts.indices.filter { parts[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "==" }
        guard equals.count == 1, let at = equals.first, at > 0, at < parts.count - 1,
              !parts.contains(where: { ["&&", "||"].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text) }) else { return nil }
        let left = Array(parts[..<at]), right = Array(parts[(at + 1)...])
        for (subject, value) in [(left, right), (right, left)] where value.count == 1 {
            if let member = value[0].as(MemberAccessExprSyntax.self), member.base == nil {
                return (ExpressionConverter.convertSequence(subject).value, member.declName.baseName.text)
            }
        }
        return TextCase.test(.list([ExpressionConverter.convertSequence(left).value, ExpressionConverter.convertSequence(right).value]))
            .map { ($0.subject, $0.label) }
    }

    /// A name, or a property of `self` or of a type: a flag the code may set (`showsTour`, `FeatureFlags.valet`).
    private static func isFlag(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return false }
        guard let base = member.base else { return false }
        if base.is(SuperExprSyntax.self) { return false }
        if isHeldFlag(expr) { return true }
        // `AppConfig.shared.isKioskMode`: a flag of a type's shared instance.
        if let inner = base.as(MemberAccessExprSyntax.self), let root = inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
           root.first?.isUppercase == true, expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text.first?.isLowercase == true {
            return true
        }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == "self" || name.first?.isUppercase == true
    }

    /// `session.isSignedIn`, `self.presenter.onboarded`: a flag of an object a property (or local) holds, which code
    /// elsewhere may write (content tests one to choose its screen; `TextCase.heldFlag`).
    private static func isHeldFlag(_ expr: ExprSyntax) -> Bool {
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return false }
        if let inner = base.as(MemberAccessExprSyntax.self) {
            return inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" && inner.declName.baseName.text.first?.isLowercase == true
        }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name != "self" && name.first?.isLowercase == true
    }

    private func record(expr: ExprSyntax) {
        // A statement `switch` or `if`: its branches are statements of their own (between `when` and `endWhen`).
        if expr.is(SwitchExprSyntax.self) || expr.is(IfExprSyntax.self) { return }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let (target, value) = ExpressionConverter.convertSequence(Array(sequence.elements))
            if let target {
                statements.append(.assign(target: target, value: value, line: line(expr)))
                return
            }
            if case .other = value { return }
            statements.append(.eval(value, line: line(expr)))
            return
        }
        let value = ExpressionConverter.convert(expr)
        if case .other = value { return }
        statements.append(yields(expr) ? .ret(value, line: line(expr)) : .eval(value, line: line(expr)))
    }

    /// Bodies that build their value from their statements, as a result builder does (`@resultBuilder`): a
    /// closure with no `return` of its own, or a getter or function with no `return` whose type is opaque
    /// (`some P`) or that names a builder attribute. Each of their expression statements, in `if`/`switch`
    /// branches and `#if` clauses too, is part of the value.
    private var builderBodies: [SyntaxIdentifier: Bool] = [:]

    private func yields(_ expr: ExprSyntax) -> Bool {
        var node = Syntax(expr).parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) { return isBuilderBody(closure, returnType: nil) }
            if let accessor = current.as(AccessorBlockSyntax.self) {
                let binding = accessor.parent?.as(PatternBindingSyntax.self)
                let attributes = binding?.parent?.parent?.as(VariableDeclSyntax.self)?.attributes
                return isBuilderBody(accessor, returnType: binding?.typeAnnotation?.type, attributes: attributes)
            }
            if let block = current.as(CodeBlockSyntax.self), let function = block.parent?.as(FunctionDeclSyntax.self) {
                return isBuilderBody(block, returnType: function.signature.returnClause?.type, attributes: function.attributes)
            }
            guard current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self) || current.is(CodeBlockSyntax.self)
                || current.is(ExpressionStmtSyntax.self) || current.is(IfExprSyntax.self) || current.is(SwitchCaseSyntax.self)
                || current.is(SwitchCaseListSyntax.self) || current.is(SwitchExprSyntax.self) || current.is(IfConfigClauseSyntax.self)
                || current.is(IfConfigClauseListSyntax.self) || current.is(IfConfigDeclSyntax.self) else { return false }
            node = current.parent
        }
        return false
    }

    private func isBuilderBody(_ body: some SyntaxProtocol, returnType: TypeSyntax?, attributes: AttributeListSyntax? = nil) -> Bool {
        if let known = builderBodies[body.id] { return known }
        var builds = true
        if !body.is(ClosureExprSyntax.self) {
            let opaque = returnType?.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
            let attributed = attributes?.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Builder") == true } ?? false
            builds = opaque || attributed
        }
        if builds { builds = !ReturnFinder.hasReturn(body.as(ClosureExprSyntax.self).map { Syntax($0.statements) } ?? Syntax(body)) }
        builderBodies[body.id] = builds
        return builds
    }
}

/// Whether a body has a `return` of its own (not one of a closure or function inside it).
private final class ReturnFinder: SyntaxVisitor {
    private var found = false
    private var depth = 0

    static func hasReturn(_ node: some SyntaxProtocol) -> Bool {
        let finder = ReturnFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if depth == 0 { found = true }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { depth += 1; return .visitChildren }
    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

import SwiftSyntax

/// Turns Swift expressions into the small `Expr` language and type syntax into plain names.
enum ExpressionConverter {
    /// The label of a trailing closure argument: it matches whatever parameter it lands on.
    static let trailingLabel = CallArgument.trailingLabel

    /// The name a multi-statement closure's value is bound to, unique in its file.
    static func closureName(_ closure: ClosureExprSyntax) -> String {
        "$closure@\(closure.position.utf8Offset)"
    }

    /// Expressions nested deeper than this (a 100,000-link member chain) become `.other`: every later
    /// pass recurses over the IR, and so does freeing it.
    static let maxDepth = 200

    static func convert(_ expr: ExprSyntax) -> Expr { convert(expr, depth: 0) }

    static func convert(_ expr: ExprSyntax, depth: Int) -> Expr {
        guard depth < maxDepth else { return .other }
        // One switch on the node kind instead of a chain of casts: this runs for every expression.
        switch expr.kind {
        case .declReferenceExpr:
            return .name(expr.cast(DeclReferenceExprSyntax.self).baseName.text)
        case .inOutExpr:
            // `&screen`: the variable, which the callee may replace (`#inout`).
            return .call(.name("#inout"), [CallArgument(label: nil, value: convert(expr.cast(InOutExprSyntax.self).expression, depth: depth + 1))])
        case .keyPathExpr:
            // `\.reminderBuilder`, `\Dependencies.reminderBuilder`: named by its last property, as an implicit member.
            guard let last = expr.cast(KeyPathExprSyntax.self).components.last?.component.as(KeyPathPropertyComponentSyntax.self) else { return .other }
            return .member(nil, last.declName.baseName.text)
        case .memberAccessExpr:
            let member = expr.cast(MemberAccessExprSyntax.self)
            return .member(member.base.map { convert($0, depth: depth + 1) }, member.declName.baseName.text)
        case .functionCallExpr:
            let call = expr.cast(FunctionCallExprSyntax.self)
            var args = call.arguments.map { CallArgument(label: $0.label?.text, value: convert($0.expression, depth: depth + 1)) }
            if let trailing = call.trailingClosure {
                args.append(CallArgument(label: trailingLabel, value: convert(ExprSyntax(trailing), depth: depth + 1)))
            }
            for extra in call.additionalTrailingClosures {
                args.append(CallArgument(label: trailingLabel, value: convert(ExprSyntax(extra.closure), depth: depth + 1)))
            }
            return .call(convert(call.calledExpression, depth: depth + 1), args)
        case .optionalChainingExpr: return convert(expr.cast(OptionalChainingExprSyntax.self).expression, depth: depth + 1)
        case .forceUnwrapExpr: return convert(expr.cast(ForceUnwrapExprSyntax.self).expression, depth: depth + 1)
        case .tryExpr: return convert(expr.cast(TryExprSyntax.self).expression, depth: depth + 1)
        case .awaitExpr: return convert(expr.cast(AwaitExprSyntax.self).expression, depth: depth + 1)
        case .genericSpecializationExpr: return convert(expr.cast(GenericSpecializationExprSyntax.self).expression, depth: depth + 1)
        case .tupleExpr:
            let tuple = expr.cast(TupleExprSyntax.self)
            if tuple.elements.count == 1, let only = tuple.elements.first { return convert(only.expression, depth: depth + 1) }
            // `(type: t, controller: vc)`: its elements, by label or position (`#tuple(...)`).
            return .call(.name("#tuple"), tuple.elements.map { CallArgument(label: $0.label?.text, value: convert($0.expression, depth: depth + 1)) })
        case .arrayExpr:
            return .list(expr.cast(ArrayExprSyntax.self).elements.map { convert($0.expression, depth: depth + 1) })
        case .dictionaryExpr:
            // `["cart": CartBuilder.build, .orders: …]`: its values, each labelled with its key when the key is a
            // string (`TextCase`) or an enum case (`#dictionary(label: value, ...)`).
            guard case .elements(let elements) = expr.cast(DictionaryExprSyntax.self).content else { return .call(.name("#dictionary"), []) }
            return .call(.name("#dictionary"), elements.map { element in
                var label: String? = nil
                switch convert(element.key, depth: depth + 1) {
                case .literal(let text) where element.key.is(StringLiteralExprSyntax.self): label = TextCase.equal(text)
                case .member(nil, let name): label = name
                default: break
                }
                return CallArgument(label: label, value: convert(element.value, depth: depth + 1))
            })
        case .sequenceExpr:
            return convertSequence(Array(expr.cast(SequenceExprSyntax.self).elements), depth: depth + 1).value
        case .stringLiteralExpr:
            var text = ""
            for segment in expr.cast(StringLiteralExprSyntax.self).segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return .other }
                text += plain.content.text
            }
            return .literal(text)
        case .integerLiteralExpr: return .literal(expr.cast(IntegerLiteralExprSyntax.self).literal.text)
        case .booleanLiteralExpr: return .literal(expr.cast(BooleanLiteralExprSyntax.self).literal.text)
        case .superExpr: return .name("super")
        case .typeExpr: return .name(typeName(expr.cast(TypeExprSyntax.self).type))
        case .ternaryExpr:
            let ternary = expr.cast(TernaryExprSyntax.self)
            return .list([convert(ternary.thenExpression, depth: depth + 1), convert(ternary.elseExpression, depth: depth + 1)])
        case .closureExpr:
            // A closure is a value of its own: its body is a unit the body visitor brackets by name.
            return .name(closureName(expr.cast(ClosureExprSyntax.self)))
        case .macroExpansionExpr:
            // `#selector(handle(_:))`: a method named by a selector.
            let macro = expr.cast(MacroExpansionExprSyntax.self)
            guard macro.macroName.text == "selector", let only = macro.arguments.first else { return .other }
            return .call(.name("#selector"), [CallArgument(label: nil, value: convert(only.expression, depth: depth + 1))])
        case .ifExpr:
            // `let x = if c { a } else { b }`: either branch's value.
            return .list(branchValues(expr, depth: depth + 1))
        case .switchExpr:
            // `let x = switch tab { case .feed: a ... }`: the value of each branch whose cases the subject may be
            // (`#switch(subject, "feed": a, ...)`).
            let switchExpr = expr.cast(SwitchExprSyntax.self)
            var args = [CallArgument(label: nil, value: convert(switchExpr.subject, depth: depth + 1))]
            for element in switchExpr.cases {
                guard case .switchCase(let switchCase) = element else { continue }
                let cases: [String]
                switch switchCase.label {
                case .case(let label): cases = caseNames(label)
                case .default: cases = defaultCases(switchExpr)
                }
                for value in lastValue(switchCase.statements, depth: depth + 1) {
                    args.append(CallArgument(label: cases.joined(separator: ","), value: value))
                }
            }
            return .call(.name("#switch"), args)
        case .subscriptCallExpr:
            // `pages[key]`: an element of the collection (`#subscript(collection, index...)`).
            let sub = expr.cast(SubscriptCallExprSyntax.self)
            return .call(.name("#subscript"), [CallArgument(label: nil, value: convert(sub.calledExpression, depth: depth + 1))]
                         + sub.arguments.map { CallArgument(label: $0.label?.text, value: convert($0.expression, depth: depth + 1)) })
        case .asExpr:
            let cast = expr.cast(AsExprSyntax.self)
            return .cast(convert(cast.expression, depth: depth + 1), typeName(cast.type))
        case .isExpr:
            let test = expr.cast(IsExprSyntax.self)
            return .cast(convert(test.expression, depth: depth + 1), typeName(test.type))
        default:
            return .other
        }
    }

    /// The values of an `if` expression: each branch's last expression.
    static func branchValues(_ expr: ExprSyntax, depth: Int) -> [Expr] {
        guard let ifExpr = expr.as(IfExprSyntax.self) else { return [] }
        var values = lastValue(ifExpr.body.statements, depth: depth)
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: values += branchValues(ExprSyntax(next), depth: depth)
        case .codeBlock(let block)?: values += lastValue(block.statements, depth: depth)
        case nil: break
        }
        return values
    }

    /// A branch's value: its last expression.
    static func lastValue(_ items: CodeBlockItemListSyntax, depth: Int) -> [Expr] {
        guard let item = items.last?.item else { return [] }
        if let e = item.as(ExprSyntax.self) { return [convert(e, depth: depth)] }
        if let s = item.as(ExpressionStmtSyntax.self) { return [convert(s.expression, depth: depth)] }
        return []
    }

    /// `.profile(let id)`, `let .editor(draft)`, `Route.settings`: the name after the dot of each item.
    static func caseNames(_ label: SwitchCaseLabelSyntax) -> [String] {
        var cases: [String] = []
        for item in label.caseItems {
            // `case "product":` (a string), `case let x where ...` stays unnamed.
            if let pattern = item.pattern.as(ExpressionPatternSyntax.self), pattern.expression.is(StringLiteralExprSyntax.self),
               case .literal(let text) = convert(pattern.expression) {
                cases.append(TextCase.equal(text))
                continue
            }
            var afterDot = false
            for token in item.pattern.tokens(viewMode: .sourceAccurate) {
                if token.tokenKind == .period { afterDot = true; continue }
                if afterDot, case .identifier(let name) = token.tokenKind { cases.append(name); break }
                afterDot = false
            }
        }
        return cases
    }

    /// `default:` runs for every case the other labels do not name (`!a`, `!b`).
    static func defaultCases(_ switchExpr: SwitchExprSyntax) -> [String] {
        var cases: [String] = []
        for sibling in switchExpr.cases {
            if case .switchCase(let other) = sibling, case .case(let label) = other.label { cases += caseNames(label).map { "!" + $0 } }
        }
        return cases
    }

    /// An unfolded operator sequence: `a = b`, `x as! T`, `a ?? b`, `c ? a : b`.
    /// Returns the assignment target (when there is one) and the value.
    static func convertSequence(_ elements: [ExprSyntax], depth: Int = 0) -> (target: Expr?, value: Expr) {
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
            return (convert(elements[0], depth: depth), convertSequence(Array(elements[2...]), depth: depth).value)
        }
        // `a ?? b`: the value, with its fallback (`??` is right-associative).
        if elements.count >= 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            return (nil, .call(.name("??"), [CallArgument(label: nil, value: convert(elements[0], depth: depth)),
                                             CallArgument(label: nil, value: convertSequence(Array(elements[2...]), depth: depth).value)]))
        }
        // `flag ? a : b`: which of the two the condition's value picks, when it is known (`#ternary(flag, a, b)`).
        if elements.count == 3, !elements[0].is(BinaryOperatorExprSyntax.self), let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
            return (nil, .call(.name("#ternary"), [CallArgument(label: nil, value: convert(elements[0], depth: depth)),
                                                   CallArgument(label: nil, value: convert(ternary.thenExpression, depth: depth)),
                                                   CallArgument(label: nil, value: convert(elements[2], depth: depth))]))
        }
        // `viewController ~> next`: an operator the app declares (`func ~> (source:destination:)`) is a call of that function.
        if elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text, !Self.standardOperators.contains(op) {
            return (nil, .call(.name(op), [CallArgument(label: nil, value: convert(elements[0], depth: depth)),
                                           CallArgument(label: nil, value: convert(elements[2], depth: depth))]))
        }
        var operands: [Expr] = []
        // `email.contains("@") && code.count == 6`: a test's value is `true` or `false`, which its operands do not tell
        // (`#test(operands…)`: the operands run; the value is unknown).
        let isTest = elements.contains { element in
            element.as(BinaryOperatorExprSyntax.self).map { Self.testOperators.contains($0.operator.text) } ?? false
        }
        var index = 0
        while index < elements.count {
            let element = elements[index]
            if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self),
               index + 1 < elements.count, let type = elements[index + 1].as(TypeExprSyntax.self) {
                let last = operands.popLast() ?? .other
                operands.append(.cast(last, typeName(type.type)))
                index += 2
                continue
            }
            if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                // The condition before it is not a value of the expression.
                _ = operands.popLast()
                operands.append(convert(ternary.thenExpression, depth: depth))
            } else if !element.is(BinaryOperatorExprSyntax.self) {
                operands.append(convert(element, depth: depth))
            }
            index += 1
        }
        if isTest { return (nil, .call(.name("#test"), operands.map { CallArgument(label: nil, value: $0) })) }
        return (nil, operands.count == 1 ? operands[0] : .list(operands))
    }

    /// The standard library's infix operators (any other is one the code declares).
    static let standardOperators: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||", "??", "&", "|", "^", "<<", ">>",
        "..<", "...", "~=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+", "&-", "&*", "&<<", "&>>",
        ".==", ".!=", ".<", ".>", ".<=", ".>=", ".&", ".|", ".^",
    ]

    /// Operators whose value is a `Bool`: comparisons and logic.
    static let testOperators: Set<String> = ["==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||", "~="]

    /// The plain name of a type: optionals, `weak`, `some`/`any` and attributes removed;
    /// generic arguments dropped (`Result<T, E>` -> `Result`); arrays keep their brackets.
    static func typeName(_ type: TypeSyntax) -> String {
        if let opt = type.as(OptionalTypeSyntax.self) { return typeName(opt.wrappedType) }
        if let iuo = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(iuo.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
        if let someAny = type.as(SomeOrAnyTypeSyntax.self) { return typeName(someAny.constraint) }
        if let ident = type.as(IdentifierTypeSyntax.self) { return ident.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return typeName(member.baseType) + "." + member.name.text }
        if let composition = type.as(CompositionTypeSyntax.self), let first = composition.elements.first {
            return typeName(first.type)
        }
        return type.trimmedDescription
    }
}

import SwiftSyntax

/// Turns Swift expressions into the small `Expr` language and type syntax into plain names.
enum ExpressionConverter {
    static func convert(_ expr: ExprSyntax) -> Expr {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            return .name(ref.baseName.text)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            return .member(member.base.map(convert), member.declName.baseName.text)
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let args = call.arguments.map { CallArgument(label: $0.label?.text, value: convert($0.expression)) }
            return .call(convert(call.calledExpression), args)
        }
        if let wrapped = expr.as(OptionalChainingExprSyntax.self) { return convert(wrapped.expression) }
        if let wrapped = expr.as(ForceUnwrapExprSyntax.self) { return convert(wrapped.expression) }
        if let wrapped = expr.as(TryExprSyntax.self) { return convert(wrapped.expression) }
        if let wrapped = expr.as(AwaitExprSyntax.self) { return convert(wrapped.expression) }
        if let generic = expr.as(GenericSpecializationExprSyntax.self) { return convert(generic.expression) }
        if let tuple = expr.as(TupleExprSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first { return convert(only.expression) }
            return .list(tuple.elements.map { convert($0.expression) })
        }
        if let array = expr.as(ArrayExprSyntax.self) {
            return .list(array.elements.map { convert($0.expression) })
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            return convertSequence(Array(sequence.elements)).value
        }
        if let string = expr.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in string.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return .other }
                text += plain.content.text
            }
            return .literal(text)
        }
        if expr.is(SuperExprSyntax.self) { return .name("super") }
        if let typeExpr = expr.as(TypeExprSyntax.self) { return .name(typeName(typeExpr.type)) }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return .list([convert(ternary.thenExpression), convert(ternary.elseExpression)])
        }
        // `{ vc in vc is LoginController }`: a one-expression closure stands for its value.
        if let closure = expr.as(ClosureExprSyntax.self), closure.statements.count == 1,
           let only = closure.statements.first, case .expr(let body) = only.item {
            return convert(body)
        }
        if let cast = expr.as(AsExprSyntax.self) { return .cast(convert(cast.expression), typeName(cast.type)) }
        if let test = expr.as(IsExprSyntax.self) { return .cast(convert(test.expression), typeName(test.type)) }
        return .other
    }

    /// An unfolded operator sequence: `a = b`, `x as! T`, `a ?? b`, `c ? a : b`.
    /// Returns the assignment target (when there is one) and the value.
    static func convertSequence(_ elements: [ExprSyntax]) -> (target: Expr?, value: Expr) {
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
            return (convert(elements[0]), convertSequence(Array(elements[2...])).value)
        }
        var operands: [Expr] = []
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
                operands.append(convert(ternary.thenExpression))
            } else if !element.is(BinaryOperatorExprSyntax.self) {
                operands.append(convert(element))
            }
            index += 1
        }
        return (nil, operands.count == 1 ? operands[0] : .list(operands))
    }

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

import CClangShim
import ViperMapFacts

extension ObjCScanner.Walker {
    /// A C function with its body (nil for a declaration only): its parameters have no labels.
    func cFunction(_ cursor: VMClangCursor) -> FunctionFact? {
        let name = spelling(cursor)
        let statements = body(at: offset(cursor))
        guard !name.isEmpty, !statements.isEmpty else { return nil }
        let parameters = children(cursor).filter { $0.kind == ObjCScanner.Kind.parm }.map { param in
            ParameterFact(label: nil, name: spelling(param),
                          typeName: Self.typeName(library.string(library.getTypeSpelling(library.getCursorType(param)))))
        }
        let returnType = Self.returnType(library.string(library.getTypeSpelling(library.getCursorType(cursor))))
        var fact = FunctionFact(name: name, parameters: parameters, isStatic: false, line: line(cursor), returnType: returnType, body: statements)
        fact.doc = doc(cursor)
        return fact
    }
}

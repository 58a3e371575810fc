import ViperMapFacts
import ViperMapLanguage
import ViperMapModel

/// SwiftUI tab views bound to a selection (`TabView(selection: $tabs.selected) { LessonsModule.make().tag(Tab.lessons) … }`):
/// for each selection property, the module whose view each tag marks. Code that sets the property to a tag selects
/// that module's tab (no new screen is shown; a way in opens it).
struct TabSelections: Sendable {
    /// Selection property -> tag (an enum case's name, or a literal's text) -> module.
    private(set) var modules: [String: [String: String]] = [:]

    init(program: Program, moduleOfType: [String: String], roleOfType: [String: Role]) {
        for unit in program.units where !unit.body.isEmpty {
            for statement in unit.body {
                for expr in statement.expressions {
                    expr.forEachExpression { node in
                        guard case .call(.name("TabView"), let args) = node,
                              let selection = args.first(where: { $0.label == "selection" }), let state = ProjectedProperty(selection.value) else { return }
                        for case .name(let n) in args.map(\.value) where n.hasPrefix("$closure@") {
                            guard let content = program.closure(named: n, in: unit.id) else { continue }
                            record(state.property, in: program.units[content], program: program, moduleOfType: moduleOfType, roleOfType: roleOfType)
                        }
                    }
                }
            }
        }
    }

    /// The `.tag(…)` modifiers among a tab view's content, each on the view of one module.
    private mutating func record(_ property: String, in content: ViperMapLanguage.Unit, program: Program, moduleOfType: [String: String],
                                 roleOfType: [String: Role]) {
        for statement in content.body {
            for expr in statement.expressions {
                expr.forEachExpression { node in
                    guard case .call(.member(let base?, "tag"), let tagArgs) = node, tagArgs.count == 1, let tag = Self.tag(tagArgs[0].value) else { return }
                    let made = StateChoices.modules(in: base, unit: content, program: program, moduleOfType: moduleOfType, roleOfType: roleOfType, depth: 0)
                    guard made.count == 1, let module = made.first else { return }
                    modules[property, default: [:]][tag] = module
                }
            }
        }
    }

    /// `.lessons`, `Tab.lessons`, `0`, `"home"`: the tag as the value flow writes it.
    private static func tag(_ expr: Expr) -> String? {
        switch expr {
        case .member(_, let name): return name
        case .literal(let text): return text
        default: return nil
        }
    }

    /// The modules whose tabs these values select.
    func selected(_ property: String, _ values: ValueSet) -> Set<String> {
        guard let tags = modules[property] else { return [] }
        var result: Set<String> = []
        for value in values {
            switch value {
            case .enumCase(let c): if let m = tags[c] { result.insert(m) }
            case .text(let t): if let m = tags[t] { result.insert(m) }
            default: break
            }
        }
        return result
    }
}

import Foundation
import ViperMap
import ViperMapGraphviz
import ViperMapModel

/// The HTML map (`render --format html`, `docs`' map.html): both pictures drawn through libgvc with
/// the ids the page's script finds them by, then the page put together.
enum HTMLMapDrawer {
    static func page(_ graph: Graph, theme: Theme, title: String, docsLink: String?, sourceURL: String?, console: Console) throws -> Data {
        let ids = MapElementIDs(graph)
        let labelSize = Double(max(6, theme.fontSize - 2))
        let navigationChoices = LayoutPlanner.plan(layout: "auto", modules: graph.modules.count, edges: NavigationDOTEncoder.relationCount(graph.navigation))
        if navigationChoices.first != LayoutChoice(engine: "dot") {
            console.say("vipermap: \(graph.modules.count) modules: the HTML map is laid out with \(navigationChoices[0])")
        }
        let navigation = try LayoutFallback.render(navigationChoices, console: console) { choice in
            func encode(_ dropped: Set<LabelledLine>, _ all: Bool) -> String {
                var encoder = NavigationDOTEncoder(linkTemplate: "", graphAttributes: LayoutPlanner.graphAttributes(choice), theme: theme, edgeLabels: choice.edgeLabels && !all)
                encoder.elementIDs = ids
                encoder.unlabelled = dropped
                return choice.collapsed ? encoder.encodeCollapsed(graph) : encoder.encode(graph)
            }
            let engine = choice.collapsed ? "dot" : choice.engine
            // Labels placed (encoded and laid out in rounds), or none to place: encoded once.
            let dot = choice.edgeLabels && !choice.collapsed
                ? try LabelledDrawing.place("", engine: engine, fontSize: labelSize, console: console, encode: encode)
                : encode([], false)
            return try GraphvizRenderer.render(dot: dot, layout: engine, format: "svg")
        }
        let dependencyChoices = LayoutPlanner.plan(layout: "auto", modules: graph.modules.count, edges: graph.dependencies.count).filter { !$0.collapsed }
        let dependencies = try LayoutFallback.render(dependencyChoices, console: console) { choice in
            var encoder = DependenciesDOTEncoder(theme: theme, linkTemplate: "")
            encoder.graphAttributes = LayoutPlanner.graphAttributes(choice)
            encoder.elementIDs = ids
            return try GraphvizRenderer.render(dot: encoder.encode(graph), layout: choice.engine, format: "svg")
        }
        let index = MapIndex(graph, docsLink: docsLink, sourceURL: sourceURL)
        let html = HTMLMapPage.make(title: title, theme: theme, navigationSVG: String(decoding: navigation, as: UTF8.self),
                                    dependenciesSVG: String(decoding: dependencies, as: UTF8.self), index: index)
        return Data(html.utf8)
    }
}

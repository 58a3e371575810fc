import Foundation
import ViperMap
import ViperMapGraphviz
import ViperMapModel

/// The HTML map (`render --format html`, `docs`' map.html): both pictures drawn through libgvc with
/// the ids the page's script finds them by, then the page put together. Past `FeatureTree.mapLimit`
/// modules the navigation has levels: the features overview first, then each feature's own picture.
enum HTMLMapDrawer {
    static func page(_ graph: Graph, theme: Theme, title: String, docsLink: String?, sourceURL: String?, console: Console,
                     waysIn: Bool = true, screens: [ScreenDrawing.Picture] = [], thumbnails: Bool = false) throws -> Data {
        let ids = MapElementIDs(graph)
        var encoder = NavigationDOTEncoder(linkTemplate: "", theme: theme)
        encoder.waysIn = waysIn
        if thumbnails { encoder.thumbnails = ScreenFiles.thumbnails(screens) }
        encoder.elementIDs = ids
        let tree = FeatureTree.complete(graph)
        let featurePages = FeaturePages(tree)
        let numbers = MapIndex.levelNumbers(tree)
        let featureIDs = numbers.mapValues { "vmf\($0)" }
        let leveled = graph.modules.count > FeatureTree.mapLimit
        var levelPictures: [String] = []
        let navigation: Data
        if leveled {
            let lookups = GraphIndex(graph)
            console.say("vipermap: \(graph.modules.count) modules: the HTML map opens on \(tree.features.count) features (click one for its map)")
            navigation = try MapDrawer.features({ shape in
                var shaped = encoder; shaped.shape = shape
                return shaped.encodeFeatures(graph, features: tree.features, pages: featurePages, featureLink: "", ids: featureIDs)
            }, fontSize: encoder.moduleFontSize, console: console).svg
            for feature in tree.all {
                let picture: Data
                if feature.children.isEmpty {
                    picture = try MapDrawer.modules(Focus.feature(feature, in: lookups), encoder: encoder, legend: false, shapes: MapShape.bulk,
                                                    picture: feature.name, console: console).svg
                } else {
                    picture = try MapDrawer.features({ shape in
                        var shaped = encoder; shaped.shape = shape
                        return shaped.encodeFeatures(graph, features: feature.children, pages: featurePages, featureLink: "", ids: featureIDs)
                    }, fontSize: encoder.moduleFontSize, console: console).svg
                }
                levelPictures.append(String(decoding: picture, as: UTF8.self))
            }
        } else {
            navigation = try MapDrawer.modules(graph, encoder: encoder, legend: false, console: console).svg
        }
        let dependencies: Data
        if LayoutPlanner.size(modules: graph.modules.count, edges: graph.dependencies.count) > LayoutPlanner.sfdpLimit {
            // Too many modules for one dependencies picture: the features' dependencies.
            dependencies = try MapDrawer.features({ shape in
                var shaped = encoder; shaped.shape = shape
                return shaped.encodeFeatureDependencies(graph, features: tree.features, pages: featurePages, featureLink: "")
            }, fontSize: encoder.moduleFontSize, console: console).svg
        } else {
            let dependencyChoices = LayoutPlanner.plan(layout: "auto", modules: graph.modules.count, edges: graph.dependencies.count).filter { !$0.collapsed }
            dependencies = try LayoutFallback.render(dependencyChoices, console: console) { choice in
                var encoder = DependenciesDOTEncoder(theme: theme, linkTemplate: "")
                encoder.graphAttributes = LayoutPlanner.graphAttributes(choice)
                encoder.elementIDs = ids
                return try GraphvizRenderer.render(dot: encoder.encode(graph), layout: choice.engine, format: "svg")
            }
        }
        let index = MapIndex(graph, docsLink: docsLink, sourceURL: sourceURL, theme: theme, tree: leveled ? tree : nil, screens: screens)
        let html = HTMLMapPage.make(title: title, theme: theme, navigationSVG: String(decoding: navigation, as: UTF8.self),
                                    dependenciesSVG: String(decoding: dependencies, as: UTF8.self), index: index, levels: levelPictures)
        return Data(html.utf8)
    }
}

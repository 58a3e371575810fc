import Foundation
import ViperMap
import ViperMapGraphviz
import ViperMapIO
import ViperMapModel

/// Draws a navigation map through libgvc in the shape that reads when fitted to a screen and to a
/// docs column (`ScreenFit`): each candidate shape laid out once (its plain text measured, its SVG
/// kept), the first that reads kept, else the closest. Past what dot lays out in time, sfdp draws
/// every module without labels; past `FeatureTree.mapLimit` modules callers draw features instead.
enum MapDrawer {
    struct Drawing {
        var svg: Data
        var dot: String
        var engine: String
        var note: String
    }

    /// A module-by-module map. `encoder` carries the theme, links, ids and back-edge drawing; `legend`
    /// adds the strip of kinds below; `layout` is `auto` or an engine.
    static func modules(_ graph: Graph, encoder: NavigationDOTEncoder, legend: Bool, layout: String = "auto",
                        shapes preferred: [MapShape]? = nil, preferAspect: Bool = true, picture: String = "", console: Console) throws -> Drawing {
        var encoder = encoder
        encoder.legendInPicture = false
        let labelSize = Double(max(6, encoder.theme.fontSize - 2))
        let relations = NavigationDOTEncoder.relationCount(graph.navigation)
        let size = LayoutPlanner.size(modules: graph.modules.count, edges: relations)
        let legendEntries = legend ? encoder.legendEntries(graph) : []
        var cache: [String: [Data]] = [:]
        // Which labels went to the tooltips is said when one shape is drawn (an explicit layout), not for every candidate.
        var speak = false
        func laidOut(_ dot: String, _ engine: String) throws -> [Data] {
            if let done = cache[dot] { return done }
            let done = try GraphvizRenderer.render(dot: dot, layout: engine, formats: ["plain", "svg"])
            cache[dot] = done
            return done
        }
        func attempt(_ shape: MapShape, engine: String) throws -> (score: Double, aspect: Double, result: Drawing)? {
            var shaped = encoder
            shaped.shape = shape
            shaped.graphAttributes = engine == "dot" ? [] : LayoutPlanner.graphAttributes(LayoutChoice(engine: engine))
            let dot: String
            let both: [Data]
            do {
                if shape.edgeLabels {
                    // Each round's layout is kept: the round that places every label is the drawing, not laid out again.
                    dot = try LabelledDrawing.place(picture, engine: engine, fontSize: labelSize, console: speak ? console : Console(quiet: true),
                                                    layout: { String(decoding: try laidOut($0, engine)[0], as: UTF8.self) }) { dropped, all in
                        var labelled = shaped
                        labelled.edgeLabels = !all
                        labelled.unlabelled = dropped
                        return labelled.encode(graph)
                    }
                } else {
                    shaped.edgeLabels = false
                    dot = shaped.encode(graph)
                }
                both = try laidOut(dot, engine)
            } catch let error as GraphvizError {
                console.say("vipermap: \(picture.isEmpty ? "" : picture + ": ")\(error.description); trying another shape")
                return nil
            }
            let plain = String(decoding: both[0], as: UTF8.self)
            guard let drawn = ScreenFit.size(plain: plain) else { return nil }
            let height = drawn.height + LegendStrip.height(width: drawn.width, entries: legendEntries)
            let score = ScreenFit.score(width: drawn.width, height: height, fontSize: Double(encoder.moduleFontSize))
            if ProcessInfo.processInfo.environment["VIPERMAP_DEBUG_FIT"] != nil {
                FileHandle.standardError.write(Data("fit: \(shape) \(Int(drawn.width))x\(Int(height)) score \(score)\n".utf8))
            }
            return (score, drawn.width / max(height, 1), Drawing(svg: both[1], dot: dot, engine: engine, note: shape.description))
        }
        let engine = layout == "auto" ? (size <= LayoutPlanner.dotLimit ? "dot" : "sfdp") : layout
        let shapes: [MapShape]
        if layout != "auto" {
            shapes = [MapShape(edgeLabels: size <= LayoutPlanner.labelledDotLimit)]
        } else if engine != "dot" {
            shapes = [MapShape(edgeLabels: false)]
        } else {
            shapes = (preferred ?? MapShape.candidates).filter { !$0.edgeLabels || size <= LayoutPlanner.labelledDotLimit }
        }
        speak = shapes.count == 1
        var chosen = try ScreenFit.choose(shapes, preferAspect: preferAspect) { try attempt($0, engine: engine) }
        if chosen == nil, engine == "dot" {
            // dot could not draw any shape: sfdp without labels.
            chosen = try ScreenFit.choose([MapShape(edgeLabels: false)]) { try attempt($0, engine: "sfdp") }
        }
        guard var drawing = chosen?.result else { throw InputError("\(picture.isEmpty ? "the map" : picture): Graphviz could not lay it out") }
        if !encoder.thumbnails.isEmpty {
            let svg = NodeThumbnails.place(in: String(decoding: drawing.svg, as: UTF8.self), pictures: encoder.thumbnails, fontSize: Double(encoder.moduleFontSize))
            drawing.svg = Data(svg.utf8)
        }
        if legend {
            let svg = LegendStrip.append(to: String(decoding: drawing.svg, as: UTF8.self), entries: legendEntries, font: encoder.theme.font,
                                         textColor: encoder.theme.cluster.text, background: encoder.theme.background)
            drawing.svg = Data(svg.utf8)
        }
        return drawing
    }

    /// A features overview (or the dependencies between features): nodes are `features`.
    static func features(_ dot: (MapShape) -> String, fontSize: Int, picture: String = "", console: Console) throws -> Drawing {
        // dot's ranks first; the features pinned on a grid (neato routes the lines) when dot strings them along a rank;
        // a force layout (neato, overlaps removed) last.
        let shapes: [(MapShape, String)] = [(MapShape(rankdir: "TB", edgeLabels: true), "dot"), (MapShape(edgeLabels: true), "dot"),
                                            (MapShape(rankdir: "TB", edgeLabels: true, nodesep: 0.2, ranksep: 0.4), "dot"), (MapShape(grid: true), "neato"),
                                            (MapShape(edgeLabels: true), "neato")]
        let chosen = try ScreenFit.choose(shapes, preferAspect: true) { pair -> (score: Double, aspect: Double, result: Drawing)? in
            var text = dot(pair.0)
            if pair.1 != "dot" {
                // Lines routed around the features as polylines: Graphviz 2.42's neato writes past a buffer when it fits
                // splines to two lines between the same features (makeMultiSpline; a 10,000-module overview aborted).
                text = text.replacingOccurrences(of: "digraph navigation {", with: "digraph navigation {\n  graph [overlap=false, sep=\"+12\", splines=polyline];")
            }
            guard let both = try? GraphvizRenderer.render(dot: text, layout: pair.1, formats: ["plain", "svg"]),
                  let drawn = ScreenFit.size(plain: String(decoding: both[0], as: UTF8.self)) else { return nil }
            let score = ScreenFit.score(width: drawn.width, height: drawn.height, fontSize: Double(fontSize))
            if ProcessInfo.processInfo.environment["VIPERMAP_DEBUG_FIT"] != nil {
                FileHandle.standardError.write(Data("fit: features \(pair.1) \(pair.0) \(Int(drawn.width))x\(Int(drawn.height)) score \(score)\n".utf8))
            }
            return (score, drawn.width / max(drawn.height, 1), Drawing(svg: both[1], dot: text, engine: pair.1, note: "features, " + pair.0.description))
        }
        if let chosen { return chosen.result }
        // A features overview dot cannot draw: sfdp.
        let text = dot(MapShape(edgeLabels: true))
        do {
            let svg = try GraphvizRenderer.render(dot: text.replacingOccurrences(of: "digraph navigation {", with: "digraph navigation {\n  graph [overlap=false, splines=false];"), layout: "sfdp", format: "svg")
            return Drawing(svg: svg, dot: text, engine: "sfdp", note: "features, sfdp")
        } catch let error as GraphvizError {
            throw InputError("\(picture.isEmpty ? "the features map" : picture): \(error.description)")
        }
    }
}

extension MapDrawer {
    static func draw(_ request: MapRequest, picture: String = "", console: Console) throws -> Drawing {
        if request.features != nil {
            return try features(request.featuresDOT, fontSize: request.encoder.moduleFontSize, picture: picture, console: console)
        }
        return try modules(request.graph, encoder: request.encoder, legend: request.legend, shapes: request.shapes, preferAspect: request.overview,
                           picture: picture, console: console)
    }
}

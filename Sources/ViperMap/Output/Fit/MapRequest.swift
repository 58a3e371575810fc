import ViperMapModel

/// A navigation picture to draw in the shape that reads (`ScreenFit`), as a value: the pure stages
/// (docs) say what to draw, the drawing stage lays it out through libgvc.
public struct MapRequest: Sendable {
    public var graph: Graph
    /// Theme, links, page names, back-edge drawing.
    public var encoder: NavigationDOTEncoder
    /// The shapes to try (nil: `MapShape.candidates`).
    public var shapes: [MapShape]?
    /// The legend strip below the map.
    public var legend: Bool
    /// Set: a features overview of these (each a node linking to `featureLink`), not modules.
    public var features: [Feature]?
    public var featurePages: FeaturePages
    public var featureLink: String
    /// The features' dependencies rather than their navigation.
    public var dependencies: Bool
    /// A map read on its own (an overview, a feature's map): a shape with an aspect in `ScreenFit.aspects` is
    /// preferred; a module's neighbourhood on its page takes the first shape that reads.
    public var overview = true

    public init(graph: Graph, encoder: NavigationDOTEncoder, shapes: [MapShape]? = nil, legend: Bool = true, features: [Feature]? = nil,
                featurePages: FeaturePages = FeaturePages(FeatureTree(features: [])), featureLink: String = "", dependencies: Bool = false) {
        self.graph = graph
        self.encoder = encoder
        self.shapes = shapes
        self.legend = legend
        self.features = features
        self.featurePages = featurePages
        self.featureLink = featureLink
        self.dependencies = dependencies
    }

    /// The DOT of a features overview in a shape.
    public func featuresDOT(_ shape: MapShape) -> String {
        var shaped = encoder
        shaped.shape = shape
        return dependencies
            ? shaped.encodeFeatureDependencies(graph, features: features ?? [], pages: featurePages, featureLink: featureLink)
            : shaped.encodeFeatures(graph, features: features ?? [], pages: featurePages, featureLink: featureLink)
    }
}

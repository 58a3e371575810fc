import Foundation

protocol RadarInteractorInput: AnyObject {
    var enabledLayers: Set<RadarLayer> { get set }
}

final class RadarInteractor: RadarInteractorInput {

    private let defaults = UserDefaults.standard

    var enabledLayers: Set<RadarLayer> {
        get {
            let raw = defaults.stringArray(forKey: "radar.layers") ?? [RadarLayer.precipitation.rawValue]
            return Set(raw.compactMap(RadarLayer.init(rawValue:)))
        }
        set {
            defaults.set(newValue.map(\.rawValue), forKey: "radar.layers")
        }
    }
}

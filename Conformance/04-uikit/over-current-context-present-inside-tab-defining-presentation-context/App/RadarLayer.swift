import Foundation

enum RadarLayer: String, CaseIterable {
    case precipitation = "Precipitation"
    case lightning = "Lightning"
    case wind = "Wind gusts"
    case temperature = "Temperature"
}

import Foundation

enum RoofPitch: String, CaseIterable, Identifiable {
    case flat, shallow, steep
    var id: String { rawValue }
}

final class SolarEstimator: ObservableObject {
    @Published var roofArea: Double = 30
    @Published var pitch: RoofPitch = .shallow
    @Published var yearlyKWh: Double = 3_800

    var panelCount: Int { Int(roofArea / 1.9) }

    var systemKWp: Double { Double(panelCount) * 0.42 }

    var yearlySavings: Double {
        min(systemKWp * 950, yearlyKWh) * 0.31
    }
}

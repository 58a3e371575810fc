import Foundation

struct CelestialObject: Identifiable, Hashable {
    let id: String
    let name: String
    let kind: String
    let magnitude: Double
    let bestViewing: String
}

struct SurveyAnswer {
    let telescope: String
    let nightsPerMonth: Int
    let comment: String
}

final class SkyAlmanac {
    private(set) var observations: [String: String] = [:]
    private(set) var surveys: [SurveyAnswer] = []

    func visibleTonight() async -> [CelestialObject] {
        [
            CelestialObject(id: "M31", name: "Andromeda Galaxy", kind: "Galaxy", magnitude: 3.4, bestViewing: "22:00"),
            CelestialObject(id: "M45", name: "Pleiades", kind: "Open cluster", magnitude: 1.6, bestViewing: "23:30"),
            CelestialObject(id: "Jupiter", name: "Jupiter", kind: "Planet", magnitude: -2.5, bestViewing: "01:00")
        ]
    }

    func log(_ note: String, for object: CelestialObject) {
        observations[object.id] = note
    }

    func submit(_ answer: SurveyAnswer) async {
        surveys.append(answer)
    }
}

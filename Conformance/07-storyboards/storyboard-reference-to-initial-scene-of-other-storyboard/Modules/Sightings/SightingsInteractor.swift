import Foundation

final class SightingsInteractor {
    private let log: FieldLog
    private let defaults: UserDefaults

    init(log: FieldLog, defaults: UserDefaults) {
        self.log = log
        self.defaults = defaults
    }

    var sightings: [Sighting] { log.sightings }
    var showsLatinNames: Bool { defaults.bool(forKey: FieldPreferences.latinNamesKey) }
    var showsCounts: Bool { defaults.bool(forKey: FieldPreferences.countsKey) }
}

import Foundation

protocol GreenhouseInteractorInput: AnyObject {
    var sensorIDs: [String] { get }
    func fetchReading(sensorID: String, completion: @escaping (Result<SensorReading, Error>) -> Void)
}

final class GreenhouseInteractor: GreenhouseInteractorInput {

    let sensorIDs = ["bed-north", "bed-south", "seedling-tray", "rain-barrel"]
    private let hub: SensorHubClient

    init(hub: SensorHubClient) {
        self.hub = hub
    }

    func fetchReading(sensorID: String, completion: @escaping (Result<SensorReading, Error>) -> Void) {
        hub.reading(for: sensorID, completion: completion)
    }
}

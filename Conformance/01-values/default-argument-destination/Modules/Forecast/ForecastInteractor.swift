import Foundation

final class ForecastInteractor {
    func current(completion: @escaping (String, String) -> Void) {
        completion("Lisbon", "21°")
    }
}

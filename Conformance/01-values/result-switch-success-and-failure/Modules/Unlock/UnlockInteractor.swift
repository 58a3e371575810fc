import Foundation

protocol UnlockInteractorInput: AnyObject {
    func unlock(bikeCode: String, completion: @escaping (Result<Ride, RideError>) -> Void)
}

final class UnlockInteractor: UnlockInteractorInput {

    private let rides: RideService

    init(rides: RideService) {
        self.rides = rides
    }

    func unlock(bikeCode: String, completion: @escaping (Result<Ride, RideError>) -> Void) {
        let code = bikeCode.trimmingCharacters(in: .whitespaces).uppercased()
        rides.unlock(bikeCode: code, completion: completion)
    }
}

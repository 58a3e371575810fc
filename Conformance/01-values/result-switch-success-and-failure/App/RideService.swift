import Foundation

struct Ride: Codable, Equatable {
    let id: UUID
    let bikeCode: String
    let startedAt: Date
}

struct RideReceipt {
    let ride: Ride
    let minutes: Int
    let priceCents: Int
}

enum RideError: Error {
    case bikeUnavailable
    case lockJammed
    case storedRideUnreadable

    var message: String {
        switch self {
        case .bikeUnavailable: return "Someone else has reserved this bike."
        case .lockJammed: return "The lock didn't open. Try the bike in the next dock."
        case .storedRideUnreadable: return "Your last ride couldn't be read."
        }
    }
}

final class RideService {

    private let defaults = UserDefaults.standard
    private let activeRideKey = "activeRide"
    private let reservedCodes: Set<String> = ["B-1042", "B-2210"]

    func restoreActiveRide(completion: @escaping (Result<Ride?, RideError>) -> Void) {
        DispatchQueue.main.async {
            guard let data = self.defaults.data(forKey: self.activeRideKey) else {
                completion(.success(nil))
                return
            }
            guard let ride = try? JSONDecoder().decode(Ride.self, from: data) else {
                self.defaults.removeObject(forKey: self.activeRideKey)
                completion(.failure(.storedRideUnreadable))
                return
            }
            completion(.success(ride))
        }
    }

    func unlock(bikeCode: String, completion: @escaping (Result<Ride, RideError>) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.6) {
            if self.reservedCodes.contains(bikeCode) {
                completion(.failure(.bikeUnavailable))
            } else if bikeCode.hasSuffix("0") {
                completion(.failure(.lockJammed))
            } else {
                let ride = Ride(id: UUID(), bikeCode: bikeCode, startedAt: Date())
                self.defaults.set(try? JSONEncoder().encode(ride), forKey: self.activeRideKey)
                completion(.success(ride))
            }
        }
    }

    func endRide(_ ride: Ride, completion: @escaping (Result<RideReceipt, RideError>) -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) {
            let minutes = max(1, Int(Date().timeIntervalSince(ride.startedAt) / 60))
            self.defaults.removeObject(forKey: self.activeRideKey)
            completion(.success(RideReceipt(ride: ride, minutes: minutes, priceCents: 100 + minutes * 15)))
        }
    }
}

import Foundation

protocol ProfileInteractorInput: AnyObject {
    func currentTraveller() -> (name: String, trips: Int)
}

final class ProfileInteractor: ProfileInteractorInput {

    func currentTraveller() -> (name: String, trips: Int) {
        let booked = UserDefaults.standard.string(forKey: "lastBookedStay") == nil ? 0 : 1
        return ("Ada Okafor", 3 + booked)
    }
}

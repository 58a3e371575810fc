import Foundation

protocol CafeInteractorInput: AnyObject {
    func openingHoursToday() -> String
    func memberID() -> String
}

final class CafeInteractor: CafeInteractorInput {

    private let defaults = UserDefaults.standard

    func openingHoursToday() -> String {
        "Open today 7:30 – 18:00"
    }

    func memberID() -> String {
        defaults.string(forKey: "loyaltyMemberID") ?? "guest"
    }
}

import Foundation

protocol MuseumMenuInteractorInput: AnyObject {
    func openingHours(on date: Date) -> String
}

final class MuseumMenuInteractor: MuseumMenuInteractorInput {

    private let calendar = Calendar(identifier: .gregorian)

    func openingHours(on date: Date) -> String {
        let weekday = calendar.component(.weekday, from: date)
        switch weekday {
        case 2:
            return "Closed on Mondays"
        case 5:
            return "Open 10:00 – 21:00 (late opening)"
        default:
            return "Open 10:00 – 17:30"
        }
    }
}

import Foundation

struct Hotel {
    let id: String
    let name: String
    let summary: String
}

protocol HotelDetailsInteractorInput: AnyObject {
    func hotel() -> Hotel
}

final class HotelDetailsInteractor: HotelDetailsInteractorInput {

    private let hotelID: String

    init(hotelID: String) {
        self.hotelID = hotelID
    }

    func hotel() -> Hotel {
        Hotel(id: hotelID, name: "Casa do Rio", summary: "Twelve rooms above the river, breakfast on the terrace.")
    }
}

import Foundation

struct Bed {
    let name: String
    let crop: String
}

protocol BedsInteractorInput: AnyObject {
    func beds() -> [Bed]
    func currentMonth() -> Int
}

final class BedsInteractor: BedsInteractorInput {

    func beds() -> [Bed] {
        [Bed(name: "North bed", crop: "Garlic"), Bed(name: "Herb spiral", crop: "Thyme"), Bed(name: "Pallet bed", crop: "Chard")]
    }

    func currentMonth() -> Int {
        Calendar.current.component(.month, from: Date())
    }
}

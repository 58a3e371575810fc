import Foundation

struct Cake {
    let id: Int
    let name: String
    let price: String
}

protocol CakesInteractorInput: AnyObject {
    func cakesOfTheDay() -> [Cake]
}

final class CakesInteractor: CakesInteractorInput {

    func cakesOfTheDay() -> [Cake] {
        [
            Cake(id: 1, name: "Basque cheesecake", price: "€32"),
            Cake(id: 2, name: "Lemon drizzle", price: "€24"),
            Cake(id: 3, name: "Black forest", price: "€36")
        ]
    }
}

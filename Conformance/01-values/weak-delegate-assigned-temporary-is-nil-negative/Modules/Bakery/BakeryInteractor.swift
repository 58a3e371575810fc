import Foundation

struct Cake {
    let name: String
    let priceInCents: Int
}

protocol BakeryInteractorInput: AnyObject {
    func cakesOfTheDay() -> [Cake]
}

final class BakeryInteractor: BakeryInteractorInput {

    func cakesOfTheDay() -> [Cake] {
        [
            Cake(name: "Lemon drizzle", priceInCents: 2400),
            Cake(name: "Black forest", priceInCents: 3100),
            Cake(name: "Carrot & walnut", priceInCents: 2650)
        ]
    }
}

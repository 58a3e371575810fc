import Foundation

struct Dish: Equatable {
    let name: String
    let price: String
}

struct Order {
    var dishes: [Dish]
}

protocol MenuInteractorInput: AnyObject {
    func dishes() -> [Dish]
    func currentOrder() -> Order
}

final class MenuInteractor: MenuInteractorInput {

    private var order = Order(dishes: [])

    func dishes() -> [Dish] {
        [
            Dish(name: "Pad kra pao", price: "€12.50"),
            Dish(name: "Tom kha soup", price: "€8.00"),
            Dish(name: "Mango sticky rice", price: "€6.50")
        ]
    }

    func currentOrder() -> Order {
        order
    }
}

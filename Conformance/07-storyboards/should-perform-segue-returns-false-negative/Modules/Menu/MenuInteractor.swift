import Foundation

protocol MenuInteractorInput: AnyObject {
    func todaysBakes() -> [Bake]
    func addToBasket(_ bake: Bake)
    var basketCount: Int { get }
}

final class MenuInteractor: MenuInteractorInput {
    private let bakery: Bakery

    init(bakery: Bakery) {
        self.bakery = bakery
    }

    func todaysBakes() -> [Bake] {
        bakery.todaysBakes()
    }

    func addToBasket(_ bake: Bake) {
        bakery.addToBasket(bake)
    }

    var basketCount: Int {
        bakery.basket.count
    }
}

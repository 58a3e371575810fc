import Foundation

protocol CartInteractorInput: AnyObject {
    func loadLines() -> [CartLine]
}

final class CartInteractor: CartInteractorInput {

    private let roastery: RoasteryAPI

    init(roastery: RoasteryAPI) {
        self.roastery = roastery
    }

    func loadLines() -> [CartLine] {
        roastery.cartLines()
    }
}

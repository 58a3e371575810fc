import Foundation

final class RoastsInteractor {
    private let pantry: BeanPantry

    init(pantry: BeanPantry) {
        self.pantry = pantry
    }

    func loadRoasts() async -> [Roast] {
        await pantry.roasts()
    }
}

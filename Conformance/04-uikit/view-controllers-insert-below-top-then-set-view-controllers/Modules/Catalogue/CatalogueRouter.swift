import UIKit

protocol CatalogueRouterInput: AnyObject {
    func openFamily(_ family: String)
    func openSeedInsideItsFamily(_ seed: Seed)
}

final class CatalogueRouter: CatalogueRouterInput {

    weak var viewController: UIViewController?

    func openFamily(_ family: String) {
        let familyScreen = FamilyBuilder.build(family: family)
        viewController?.navigationController?.pushViewController(familyScreen, animated: true)
    }

    /// A search hit opens the seed with its family list slipped in underneath,
    /// so Back from the seed lands on the family rather than the search.
    func openSeedInsideItsFamily(_ seed: Seed) {
        guard let navigation = viewController?.navigationController else { return }
        var stack = navigation.viewControllers
        stack.append(SeedDetailBuilder.build(seed: seed))
        stack.insert(FamilyBuilder.build(family: seed.family), at: stack.count - 1)
        navigation.setViewControllers(stack, animated: true)
    }
}

import UIKit

protocol DecksRouterInput: AnyObject {
    func openStudy(deck: Deck)
    func openSettings(deck: Deck)
}

final class DecksRouter: DecksRouterInput {
    weak var viewController: UIViewController?

    func openStudy(deck: Deck) {
        let study = StudyAssembly.assemble(deck: deck)
        Transition(to: study).from(viewController).push()
    }

    func openSettings(deck: Deck) {
        let settings = DeckSettingsAssembly.assemble(deck: deck)
        Transition(to: settings).from(viewController).inNavigationController().animated(true).present()
    }
}

import Foundation

enum PatternsConfigurator {
    static func configure(_ viewController: PatternsViewController) {
        let interactor = PatternsInteractor(stash: .shared)
        viewController.presenter = PatternsPresenter(view: viewController, interactor: interactor)
    }
}

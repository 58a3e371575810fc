import Foundation

enum SlopesConfigurator {
    static func configure(_ viewController: SlopesViewController) {
        let interactor = SlopesInteractor(resort: .shared)
        viewController.presenter = SlopesPresenter(view: viewController, interactor: interactor)
    }
}

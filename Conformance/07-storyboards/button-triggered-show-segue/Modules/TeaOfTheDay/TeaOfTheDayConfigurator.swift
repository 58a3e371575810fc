import Foundation

enum TeaOfTheDayConfigurator {
    static func configure(_ viewController: TeaOfTheDayViewController) {
        let interactor = TeaOfTheDayInteractor(catalog: .shared)
        viewController.presenter = TeaOfTheDayPresenter(view: viewController, interactor: interactor)
    }
}

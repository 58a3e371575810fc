import UIKit

enum HomeModule {
    static func build() -> UIViewController {
        let view = HomeViewController(style: .insetGrouped)
        let interactor = HomeInteractor(profileService: ProfileService.shared, draftStore: DraftStore.shared)
        let router = HomeRouter()
        let presenter = HomePresenter(interactor: interactor, router: router)

        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        view.output = presenter
        return view
    }
}

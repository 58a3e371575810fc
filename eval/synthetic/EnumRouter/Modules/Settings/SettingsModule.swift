import UIKit

enum SettingsModule {
    static func build() -> UIViewController {
        let view = SettingsViewController(style: .insetGrouped)
        let interactor = SettingsInteractor(onboardingStore: OnboardingStore(), draftStore: DraftStore.shared)
        let router = SettingsRouter()
        let presenter = SettingsPresenter(interactor: interactor, router: router)

        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        view.output = presenter
        return view
    }
}

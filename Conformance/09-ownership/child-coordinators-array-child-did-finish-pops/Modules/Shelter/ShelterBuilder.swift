import UIKit

enum ShelterBuilder {

    static func build(onAdopt: @escaping (Animal) -> Void) -> UIViewController {
        let view = ShelterViewController(style: .insetGrouped)
        let presenter = ShelterPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = ShelterInteractor()
        presenter.onAdopt = onAdopt
        return view
    }
}

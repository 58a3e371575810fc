import UIKit

enum PetsBuilder {

    static func build() -> UIViewController {
        let view = PetsViewController()
        let presenter = PetsPresenter(interactor: PetsInteractor(), router: PetsRouter())
        presenter.view = view
        view.presenter = presenter
        return view
    }
}

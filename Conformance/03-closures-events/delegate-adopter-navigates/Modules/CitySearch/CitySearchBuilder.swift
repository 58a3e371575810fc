import UIKit

enum CitySearchBuilder {

    static func build(delegate: CitySearchDelegate) -> UIViewController {
        let view = CitySearchViewController()
        let presenter = CitySearchPresenter(interactor: CitySearchInteractor())
        presenter.view = view
        presenter.delegate = delegate
        view.presenter = presenter
        return view
    }
}

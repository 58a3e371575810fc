import UIKit

enum CarDetailBuilder {

    static func build(car: Car) -> UIViewController {
        let view = CarDetailViewController()
        let presenter = CarDetailPresenter(car: car)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}

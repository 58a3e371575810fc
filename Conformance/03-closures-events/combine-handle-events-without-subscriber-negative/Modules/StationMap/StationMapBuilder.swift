import UIKit

enum StationMapBuilder {

    static func build() -> (view: UIViewController, output: StationMapModuleOutput) {
        let view = StationMapViewController()
        let presenter = StationMapPresenter(interactor: StationMapInteractor())
        presenter.view = view
        view.presenter = presenter
        return (view, presenter)
    }
}

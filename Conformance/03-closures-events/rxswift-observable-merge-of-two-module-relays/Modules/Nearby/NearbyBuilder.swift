import UIKit

enum NearbyBuilder {

    static func build() -> (view: UIViewController, output: NearbyModuleOutput) {
        let view = NearbyViewController()
        let presenter = NearbyPresenter(interactor: NearbyInteractor())
        presenter.view = view
        view.presenter = presenter
        return (view, presenter)
    }
}

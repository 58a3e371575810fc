import UIKit

enum MuseumMenuBuilder {

    static func build(actions: [String: () -> Void]) -> UIViewController {
        let view = MuseumMenuViewController()
        let presenter = MuseumMenuPresenter(interactor: MuseumMenuInteractor(), actions: actions)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}

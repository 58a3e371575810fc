import UIKit

enum SpecimensBuilder {

    static func build(store: SpecimenStore, onImportRequested: @escaping (URL) -> Void) -> UIViewController {
        let view = SpecimensViewController()
        let presenter = SpecimensPresenter(interactor: SpecimensInteractor(store: store))
        presenter.view = view
        presenter.onImportRequested = onImportRequested
        view.presenter = presenter
        return view
    }
}

import UIKit

enum SpecimenImportBuilder {

    static func build(fileURL: URL,
                      store: SpecimenStore,
                      onFinished: @escaping (ImportTally) -> Void) -> UIViewController {
        let view = SpecimenImportViewController()
        let interactor = SpecimenImportInteractor(store: store)
        let presenter = SpecimenImportPresenter(fileURL: fileURL, interactor: interactor)
        presenter.view = view
        presenter.onFinished = onFinished
        view.presenter = presenter
        return view
    }
}

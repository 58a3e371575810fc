import UIKit

enum DecksAssembly {

    static func assemble(onStudy: @escaping (Deck) -> Void) -> UIViewController {
        let view = DecksViewController(style: .insetGrouped)
        let presenter = DecksPresenter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = DecksInteractor()
        presenter.onStudy = onStudy
        return view
    }
}

import UIKit

enum EditProfileBuilder {

    static func build() -> UIViewController {
        let view = EditProfileViewController()
        let presenter = EditProfilePresenter(interactor: EditProfileInteractor())
        presenter.view = view
        view.presenter = presenter
        return view
    }
}

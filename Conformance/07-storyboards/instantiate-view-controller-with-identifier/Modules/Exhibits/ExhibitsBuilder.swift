import UIKit

enum ExhibitsBuilder {
    static func build() -> UIViewController {
        let storyboard = UIStoryboard(name: "Museum", bundle: nil)
        let view = storyboard.instantiateViewController(withIdentifier: "Exhibits") as! ExhibitsViewController
        let interactor = ExhibitsInteractor(api: .shared)
        let router = ExhibitsRouter()
        let presenter = ExhibitsPresenter(view: view, interactor: interactor, router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}

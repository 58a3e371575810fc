import UIKit

enum CampsitesBuilder {
    static func build() -> UIViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let view = storyboard.instantiateViewController(withIdentifier: "Campsites") as! CampsitesViewController
        let router = CampsitesRouter()
        let presenter = CampsitesPresenter(view: view, interactor: CampsitesInteractor(api: .shared), router: router)
        view.presenter = presenter
        router.viewController = view
        return view
    }
}

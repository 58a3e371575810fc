import UIKit

enum GuideBuilder {
    static func build(city: String) -> UIViewController {
        let view = GuideViewController()
        let presenter = GuidePresenter(city: city)
        let router = GuideRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        view.title = city
        return view
    }
}

import UIKit

enum SkyTonightBuilder {
    static func build(site: ObservingSite = .backyard) -> UIViewController {
        let view = SkyTonightViewController()
        let router = SkyTonightRouter()
        let presenter = SkyTonightPresenter(interactor: SkyTonightInteractor(site: site), router: router)
        presenter.view = view
        presenter.onOpenStarChart = { [weak view] site in
            view?.present(StarChartBuilder.build(site: site), animated: true)
        }
        view.output = presenter
        router.viewController = view
        return view
    }
}

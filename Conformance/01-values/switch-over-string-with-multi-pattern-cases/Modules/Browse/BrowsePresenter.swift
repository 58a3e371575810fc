import Foundation

protocol BrowseViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectBanner(at index: Int)
}

final class BrowsePresenter: BrowseViewOutput {

    weak var view: BrowseViewInput?
    private let interactor: BrowseInteractorInput
    private let router: BrowseRouterInput
    private var banners: [Banner] = []

    init(interactor: BrowseInteractorInput, router: BrowseRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        banners = interactor.featuredBanners()
        view?.show(headlines: banners.map(\.headline))
    }

    func didSelectBanner(at index: Int) {
        let banner = banners[index]
        router.openBannerTarget(kind: banner.target, id: banner.targetID)
    }
}

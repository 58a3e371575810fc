import Foundation

final class GuidePresenter {
    weak var view: GuideViewInput?
    var router: GuideRouter!
    let city: String

    init(city: String) {
        self.city = city
    }

    func viewDidLoad() {
        view?.showPages(router.makePages(city: city))
    }
}

import Foundation

protocol NewsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectArticle(at index: Int)
}

final class NewsPresenter: NewsViewOutput {
    weak var view: NewsViewInput?
    private let interactor: NewsInteractor
    private let router: NewsRouter
    private var articles: [Article] = []

    init(interactor: NewsInteractor, router: NewsRouter) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        articles = interactor.frontPage()
        view?.show(articles.map { ($0.isPremium ? "★ " : "") + "\($0.section): \($0.headline)" })
    }

    func didSelectArticle(at index: Int) {
        router.openArticle(articles[index])
    }
}

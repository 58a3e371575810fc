import Foundation

protocol ShowsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectShow(at index: Int)
}

final class ShowsPresenter: ShowsViewOutput {

    weak var view: ShowsViewInput?
    weak var output: ShowsModuleOutput?
    private let interactor: ShowsInteractorInput
    private var shows: [Podcast] = []

    init(interactor: ShowsInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        shows = interactor.followedShows()
        view?.show(rows: shows.map { $0.isPremium ? "★ \($0.title)" : $0.title })
    }

    func didSelectShow(at index: Int) {
        let show = shows[index]
        if show.isPremium && !interactor.hasSubscription {
            output?.showsDidRequestPremium(show)
        } else {
            output?.showsDidSelect(show)
        }
    }
}

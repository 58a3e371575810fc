import Foundation
import RxRelay

protocol ShowsModuleOutput: AnyObject {
    var showSelected: PublishRelay<Show> { get }
    var addFeedRequested: PublishRelay<Void> { get }
}

protocol ShowsViewOutput: AnyObject {
    func viewWillAppear()
    func didSelectShow(at index: Int)
    func didTapAddFeed()
}

final class ShowsPresenter: ShowsViewOutput, ShowsModuleOutput {

    weak var view: ShowsViewInput?
    let showSelected = PublishRelay<Show>()
    let addFeedRequested = PublishRelay<Void>()

    private let interactor: ShowsInteractorInput
    private var shows: [Show] = []

    init(interactor: ShowsInteractorInput) {
        self.interactor = interactor
    }

    func viewWillAppear() {
        shows = interactor.subscribedShows()
        view?.display(titles: shows.map(\.title))
    }

    func didSelectShow(at index: Int) {
        guard shows.indices.contains(index) else { return }
        showSelected.accept(shows[index])
    }

    func didTapAddFeed() {
        addFeedRequested.accept(())
    }
}

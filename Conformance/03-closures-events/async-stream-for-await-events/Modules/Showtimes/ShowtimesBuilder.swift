import UIKit

enum ShowtimesBuilder {

    static func build(boxOffice: BoxOfficeAPI,
                      events: AsyncStream<ShowtimesEvent>.Continuation) -> UIViewController {
        let view = ShowtimesViewController()
        let interactor = ShowtimesInteractor(boxOffice: boxOffice)
        let presenter = ShowtimesPresenter(interactor: interactor, events: events)
        presenter.view = view
        view.presenter = presenter
        return view
    }
}

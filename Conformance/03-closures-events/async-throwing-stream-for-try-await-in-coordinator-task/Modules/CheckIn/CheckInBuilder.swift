import UIKit

enum CheckInBuilder {

    @MainActor
    static func build(reservations: ReservationsClient)
        -> (view: UIViewController, events: AsyncThrowingStream<CheckInEvent, Error>) {
        let view = CheckInViewController()
        let presenter = CheckInPresenter(interactor: CheckInInteractor(reservations: reservations))
        presenter.view = view
        view.presenter = presenter
        return (view, presenter.events)
    }
}

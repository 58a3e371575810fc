import Foundation

protocol EventsPresentationLogic {
    func presentEvents(response: Events.Load.Response)
}

final class EventsPresenter: EventsPresentationLogic {
    weak var viewController: EventsDisplayLogic?

    func presentEvents(response: Events.Load.Response) {
        viewController?.displayEvents(viewModel: Events.Load.ViewModel(rows: response.names.map { $0.uppercased() }))
    }
}

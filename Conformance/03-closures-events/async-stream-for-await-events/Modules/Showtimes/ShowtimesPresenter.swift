import Foundation

enum ShowtimesEvent {
    case pickSeats(Showing)
    case openTickets
    case loadFailed(String)
}

protocol ShowtimesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectShowing(at index: Int)
    func didTapMyTickets()
}

@MainActor
final class ShowtimesPresenter: ShowtimesViewOutput {

    weak var view: ShowtimesViewInput?
    private let interactor: ShowtimesInteractorInput
    private let events: AsyncStream<ShowtimesEvent>.Continuation
    private var showings: [Showing] = []

    init(interactor: ShowtimesInteractorInput, events: AsyncStream<ShowtimesEvent>.Continuation) {
        self.interactor = interactor
        self.events = events
    }

    func viewDidLoad() {
        Task {
            do {
                showings = try await interactor.tonight()
                view?.show(showings.map { "\($0.startsAt.formatted(date: .omitted, time: .shortened))  \($0.film)" })
            } catch {
                events.yield(.loadFailed(String(describing: error)))
            }
        }
    }

    func didSelectShowing(at index: Int) {
        events.yield(.pickSeats(showings[index]))
    }

    func didTapMyTickets() {
        events.yield(.openTickets)
    }
}

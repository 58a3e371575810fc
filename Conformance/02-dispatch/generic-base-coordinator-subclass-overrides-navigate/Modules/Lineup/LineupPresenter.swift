import Foundation

protocol LineupViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectArtist(at index: Int)
    func didTapTickets()
}

final class LineupPresenter: LineupViewOutput {

    weak var view: LineupViewInput?
    private let interactor: LineupInteractorInput
    private weak var coordinator: Coordinator<LineupRoute>?
    private var artists: [Artist] = []

    init(interactor: LineupInteractorInput, coordinator: Coordinator<LineupRoute>) {
        self.interactor = interactor
        self.coordinator = coordinator
    }

    func viewDidLoad() {
        artists = interactor.artistsByStartTime()
        view?.show(artists)
    }

    func didSelectArtist(at index: Int) {
        coordinator?.navigate(to: .artist(artists[index]))
    }

    func didTapTickets() {
        coordinator?.navigate(to: .tickets)
    }
}

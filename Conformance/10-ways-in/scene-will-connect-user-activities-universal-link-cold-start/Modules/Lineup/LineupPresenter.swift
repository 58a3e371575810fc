import Foundation

protocol LineupViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectPerformance(at index: Int)
}

final class LineupPresenter: LineupViewOutput {
    weak var view: LineupViewInput?
    var onSelectArtist: ((String) -> Void)?

    private let interactor: LineupInteractorInput
    private var performances: [Performance] = []

    init(interactor: LineupInteractorInput) {
        self.interactor = interactor
    }

    func viewDidLoad() {
        interactor.fetchLineup { [weak self] performances in
            self?.performances = performances
            self?.view?.show(rows: performances.map { "\($0.startsAt)  \($0.artistName) · \($0.stage)" })
        }
    }

    func didSelectPerformance(at index: Int) {
        onSelectArtist?(performances[index].artistID)
    }
}

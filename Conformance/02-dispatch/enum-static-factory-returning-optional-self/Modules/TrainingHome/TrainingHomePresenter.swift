import Foundation

protocol TrainingHomeViewOutput: AnyObject {
    func viewDidLoad()
    func didTapTile(at index: Int)
}

final class TrainingHomePresenter: TrainingHomeViewOutput {

    weak var view: TrainingHomeViewInput?
    private let interactor: TrainingHomeInteractorInput
    private let router: TrainingHomeRouterInput
    private var tiles: [String] = []

    init(interactor: TrainingHomeInteractorInput, router: TrainingHomeRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        tiles = interactor.tileIdentifiers()
        view?.showTiles(tiles.map { $0.replacingOccurrences(of: "workout:", with: "").capitalized })
    }

    func didTapTile(at index: Int) {
        router.openTile(tiles[index])
    }
}

import Combine
import Foundation

protocol EpisodesViewOutput: AnyObject {
    var downloadStatus: AnyPublisher<String, Never> { get }
    func viewDidLoad()
    func didSelectEpisode(at index: Int)
}

final class EpisodesPresenter: EpisodesViewOutput {

    weak var view: EpisodesViewInput?
    private let interactor: EpisodesInteractor
    private let router: EpisodesRouterInput
    private var episodes: [Episode] = []

    @Published private var status = ""

    var downloadStatus: AnyPublisher<String, Never> {
        $status.eraseToAnyPublisher()
    }

    init(interactor: EpisodesInteractor, router: EpisodesRouterInput) {
        self.interactor = interactor
        self.router = router
        interactor.$progress
            .map { progress in progress < 1 ? "Downloading… \(Int(progress * 100))%" : "All episodes downloaded" }
            .assign(to: &$status)
    }

    func viewDidLoad() {
        episodes = interactor.episodes()
        view?.show(episodes)
        interactor.downloadLatest()
    }

    func didSelectEpisode(at index: Int) {
        router.openPlayer(for: episodes[index])
    }
}

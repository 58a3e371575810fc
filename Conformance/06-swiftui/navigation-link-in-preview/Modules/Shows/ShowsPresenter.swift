import Foundation

@MainActor
final class ShowsPresenter: ObservableObject {
    @Published private(set) var episodes: [PodcastEpisode] = []

    private let interactor: ShowsInteractor

    init(interactor: ShowsInteractor) {
        self.interactor = interactor
    }

    func load() async {
        episodes = await interactor.latest()
    }
}

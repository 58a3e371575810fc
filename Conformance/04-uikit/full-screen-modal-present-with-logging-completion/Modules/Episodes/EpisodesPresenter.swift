import Foundation

struct Episode {
    let id: Int
    let title: String
}

final class EpisodesPresenter {

    let episodes = [Episode(id: 41, title: "Night trains of Europe"), Episode(id: 42, title: "Lighthouse keepers")]
    private let router: EpisodesRouter

    init(router: EpisodesRouter) {
        self.router = router
    }

    func didSelectEpisode(at index: Int) {
        router.showPlayer(for: episodes[index])
    }
}

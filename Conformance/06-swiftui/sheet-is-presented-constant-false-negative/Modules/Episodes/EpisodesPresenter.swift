import Foundation

@MainActor
final class EpisodesPresenter: ObservableObject {
    @Published private(set) var episodes: [Episode] = []
    @Published var isSurveyDue = false

    private let interactor: EpisodesInteractor

    init(interactor: EpisodesInteractor) {
        self.interactor = interactor
    }

    func load() async {
        episodes = await interactor.episodes()
        isSurveyDue = interactor.hasListenedEnough
    }
}

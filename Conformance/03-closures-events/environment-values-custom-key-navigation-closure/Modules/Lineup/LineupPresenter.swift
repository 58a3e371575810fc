import Foundation

@MainActor
final class LineupPresenter: ObservableObject {
    let days = ["Friday", "Saturday", "Sunday"]
    @Published var day = "Saturday"
    @Published private(set) var performances: [Performance] = []

    private let interactor: LineupInteractor

    init(interactor: LineupInteractor) {
        self.interactor = interactor
    }

    func load() async {
        performances = await interactor.performances(day: day)
    }
}

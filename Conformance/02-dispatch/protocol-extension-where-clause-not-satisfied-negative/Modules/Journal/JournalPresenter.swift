import Foundation

final class JournalPresenter {
    weak var view: JournalViewController?
    private let interactor: JournalInteractor
    private let router: JournalRouter
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()

    init(interactor: JournalInteractor, router: JournalRouter) {
        self.interactor = interactor
        self.router = router
    }

    var rows: [String] {
        interactor.entries.map { "\($0.mood.rawValue)  \(formatter.string(from: $0.date))" }
    }

    func didPickMood(_ mood: Mood) {
        interactor.log(mood)
        view?.reload()
    }

    func didTapSettings() {
        router.openSettings()
    }
}

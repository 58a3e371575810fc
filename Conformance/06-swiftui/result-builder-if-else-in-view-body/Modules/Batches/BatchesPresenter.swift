import Combine
import Foundation

@MainActor
final class BatchesPresenter: ObservableObject {
    @Published private(set) var showsWelcomeTour = false
    @Published private(set) var batches: [Batch] = []

    private let interactor: BatchesInteractor

    init(interactor: BatchesInteractor) {
        self.interactor = interactor
        interactor.hasSeenWelcomeTour
            .map { !$0 }
            .receive(on: DispatchQueue.main)
            .assign(to: &$showsWelcomeTour)
    }

    func load() async {
        batches = await interactor.batches()
    }

    func ageText(for batch: Batch) -> String {
        let days = Calendar.current.dateComponents([.day], from: batch.brewedOn, to: .now).day ?? 0
        return "\(batch.style) · day \(days)"
    }
}

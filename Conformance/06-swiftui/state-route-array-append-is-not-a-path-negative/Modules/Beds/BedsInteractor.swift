import Foundation

final class BedsInteractor {
    private let journal: GardenJournal

    init(journal: GardenJournal) {
        self.journal = journal
    }

    func fetchBeds() async -> [Bed] {
        await journal.beds()
    }
}

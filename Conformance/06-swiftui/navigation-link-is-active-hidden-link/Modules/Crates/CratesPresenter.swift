import Foundation

@MainActor
final class CratesPresenter: ObservableObject {
    @Published private(set) var records: [Record] = []
    @Published private(set) var soldOutIDs: Set<Record.ID> = []
    @Published var genre = "Jazz"

    // Drive the hidden links in the view.
    @Published var isShowingRecord = false
    @Published var isShowingCart = false
    private(set) var chosenRecord: Record?

    private let interactor: CratesInteractor

    init(interactor: CratesInteractor) {
        self.interactor = interactor
    }

    var basketCount: Int {
        interactor.basketCount
    }

    func load() async {
        records = await interactor.records(in: genre)
    }

    func didTap(_ record: Record) async {
        guard await interactor.isAvailable(record) else {
            soldOutIDs.insert(record.id)
            return
        }
        chosenRecord = record
        isShowingRecord = true
    }

    func didTapCart() {
        isShowingCart = true
    }
}
